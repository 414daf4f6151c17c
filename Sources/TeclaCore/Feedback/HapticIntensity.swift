/// How strongly the device should tap back: the impact styles renderers can produce.
public enum HapticIntensity: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case none, selection, light, medium, heavy

    private var rank: Int {
        switch self {
        case .none: 0
        case .selection: 1
        case .light: 2
        case .medium: 3
        case .heavy: 4
        }
    }

    public static func < (lhs: HapticIntensity, rhs: HapticIntensity) -> Bool { lhs.rank < rhs.rank }

    /// One step stronger (`steps` > 0) or weaker, clamped to light…heavy; none and selection stay.
    func shifted(by steps: Int) -> HapticIntensity {
        guard self != .none, self != .selection else { return self }
        let scale: [HapticIntensity] = [.light, .medium, .heavy]
        let index = scale.firstIndex(of: self)! + steps
        return scale[max(0, min(scale.count - 1, index))]
    }
}
