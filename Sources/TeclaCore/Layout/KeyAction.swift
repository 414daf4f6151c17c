/// What a key does when it is tapped: the single action vocabulary shared by every layout.
///
/// A renderer never interprets these; it forwards touches and `KeyboardSession` decides.
public enum KeyAction: Hashable, Sendable {
    /// Types text. Letters follow the shift state; other text is typed as it is.
    case character(String)
    /// The space bar.
    case space
    /// Backspace: one grapheme per tap; held, it repeats, accelerates and then deletes words.
    case delete
    /// The return key; its label comes from the text field (send, search, go…).
    case `return`
    /// Shift: tap for one capital, double-tap for caps lock.
    case shift
    /// Switches to another page of the same layout.
    case page(PageID)
    /// Shows another emoji category on the emoji page.
    case emojiCategory(String)
    /// Tecla's layout key: the next layout of the enabled set.
    case nextLayout
    /// The system's globe key, shown when iOS asks for it: the host switches to the next
    /// keyboard (`advanceToNextInputMode`); the session does nothing.
    case nextInputMode
    /// Hides the keyboard (`dismissKeyboard()`), as Samsung's back button does under its
    /// Cheon-Ji-In keyboard; the host does it, the session does nothing.
    case dismiss
    /// Keys that are drawn but do nothing (spacers).
    case none

    /// Whether the key types text.
    public var isCharacter: Bool {
        if case .character = self { return true }
        return false
    }
}
