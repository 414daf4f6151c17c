/// Something the user should feel or hear: emitted by the session for every action, turned
/// into haptics and sounds by ``HapticPolicy`` and the renderer.
public enum FeedbackEvent: String, Hashable, Sendable, Codable, CaseIterable {
    /// A key that types text.
    case character
    case space
    case delete
    /// A repeated delete while backspace is held.
    case deleteRepeat
    /// A whole word deleted while backspace is held long.
    case deleteWord
    case `return`
    case shift
    case capsLock
    case pageSwitch
    /// The long-press alternates popup opened.
    case longPress
    /// The finger moved to another alternate in the popup.
    case selectionChanged
    /// A slide along the space bar turned it into a trackpad: the cursor follows the finger
    /// (iOS gives a firm tap then).
    case cursorDragBegan
    /// The cursor moved one character under a finger on the space bar (a selection tick).
    case cursorMoved
    case suggestionAccepted
    /// A swiped word was typed.
    case swipe
    case autocorrected
    /// Something could not be done (a tap outside every key, delete at the start of the text).
    case error
}
