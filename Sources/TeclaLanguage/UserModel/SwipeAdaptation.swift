/// How one person's swipes sit against the keys: the mean offset (in key units) between the
/// letters of the words they accepted and the points of their traces matched to those letters.
/// People differ (How We Swipe: their mean offsets spread by about 0.1 key across people), and a
/// decoder that knows the offset reads the trace where the person aimed.
///
/// Bounded and current: at most ``window`` gestures count, older ones fading in proportion as new
/// ones arrive; and shrunk toward no offset by ``priorWeight`` gestures' worth of "no offset", so a
/// few sloppy swipes cannot move it far. The numbers come from `SwipeDecoder.residual(…)`
/// (TeclaTouch); this type only keeps them, with the user model.
///
/// ```swift
/// var adaptation = SwipeAdaptation()
/// adaptation.learn(x: 0.12, y: -0.05)      // one accepted gesture's mean residual
/// adaptation.offset                        // (x: 0.0109, y: -0.0045): 1 gesture against 10 of prior
/// ```
public struct SwipeAdaptation: Codable, Equatable, Sendable {
    /// Summed residuals (key units) of the gestures that count.
    public private(set) var sumX = 0.0
    public private(set) var sumY = 0.0
    /// How many gestures count (fractional once older ones fade).
    public private(set) var weight = 0.0

    /// The most gestures that count.
    public static let window = 50.0
    /// Gestures' worth of "no offset" the estimate is shrunk toward (chosen, not tuned: a fifth of
    /// the window, so ten kept swipes move it halfway to their mean).
    public static let priorWeight = 10.0
    /// The largest residual one gesture may report, per axis (key units): a trace that missed its
    /// word by more is a slip, not a habit.
    public static let residualLimit = 0.6

    public init() {}

    /// The offset to take away from the person's traces, in key units (x right, y down).
    public var offset: (x: Double, y: Double) {
        let total = weight + Self.priorWeight
        return (sumX / total, sumY / total)
    }

    /// Gestures learned (as counted now).
    public var swipes: Int { Int(weight.rounded()) }

    /// Adds one accepted gesture's mean residual (key units).
    public mutating func learn(x: Double, y: Double) {
        guard x.isFinite, y.isFinite else { return }
        if weight + 1 > Self.window {
            let keep = (Self.window - 1) / weight
            sumX *= keep
            sumY *= keep
            weight *= keep
        }
        sumX += min(max(x, -Self.residualLimit), Self.residualLimit)
        sumY += min(max(y, -Self.residualLimit), Self.residualLimit)
        weight += 1
    }

    /// Forgets every gesture.
    public mutating func reset() {
        sumX = 0
        sumY = 0
        weight = 0
    }

    /// Reads a saved adaptation; anything missing, non-finite or out of range starts afresh.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let x = try container.decodeIfPresent(Double.self, forKey: .sumX) ?? 0
        let y = try container.decodeIfPresent(Double.self, forKey: .sumY) ?? 0
        let w = try container.decodeIfPresent(Double.self, forKey: .weight) ?? 0
        guard x.isFinite, y.isFinite, w.isFinite, (0...Self.window).contains(w),
            abs(x) <= w * Self.residualLimit + 1e-9, abs(y) <= w * Self.residualLimit + 1e-9
        else { return }
        sumX = x
        sumY = y
        weight = w
    }

    private enum CodingKeys: String, CodingKey { case sumX, sumY, weight }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sumX, forKey: .sumX)
        try container.encode(sumY, forKey: .sumY)
        try container.encode(weight, forKey: .weight)
    }
}
