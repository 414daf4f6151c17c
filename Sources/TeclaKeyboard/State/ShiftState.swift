/// The shift key's state.
public enum ShiftState: String, Hashable, Sendable, Codable {
    /// Lower case.
    case off
    /// The next letter is a capital (pressed by the user or set by auto-capitalization).
    case shifted
    /// Every letter is a capital until shift is tapped again.
    case capsLock

    public var isUppercase: Bool { self != .off }
}
