import TeclaCore

/// Everything a renderer needs to draw the keyboard, as one immutable value.
public struct KeyboardState: Hashable, Sendable, Codable {
    public var layoutID: String
    public var layoutName: String
    public var direction: TextDirection
    public var size: Size
    /// The page shown, with letter labels in the case shift calls for.
    public var page: KeyboardPage
    public var shift: ShiftState
    public var returnKey: ReturnKeyState
    /// Three slots; empty strings are not used — a slot missing is simply absent.
    public var suggestions: [SuggestionSlot]
    public var markedText: String?
    /// The key under a finger right now (drawn with its preview bubble).
    public var pressedKeyID: String?
    public var alternates: AlternatesPopup?
    /// Set on the emoji page.
    public var emoji: EmojiPageState?
    /// Secure entry: no suggestions, no learning.
    public var isSecure: Bool
    /// The swipe in progress, or the last swiped word while it can still be replaced.
    public var swipe: SwipeState? = nil
}
