/// Who wrote a message, seen from the keyboard's user.
public enum Speaker: String, Hashable, Sendable, Codable, CaseIterable {
    /// The user (right-hand bubbles).
    case me
    /// The other person or people (left-hand bubbles).
    case them
}
