import TeclaCore
import TeclaTouch

/// Everything that changes a ``KeyboardSession``, in the form its pipeline takes it: the
/// touch layer resolves fingers to keys and swipes, the public methods resolve ids to layouts,
/// and each becomes one of these for ``KeyboardSession/handle(_:)``.
public enum SessionInput {
    /// A key's action: a lift on a key, a popup's alternate (`casing: false`, typed as shown),
    /// a key typed by id. `liftPoint` is where the finger lifted, for the corrector and for
    /// learning the user's aim.
    case key(KeyAction, casing: Bool = true, liftPoint: Point? = nil)
    /// Held backspace repeating: characters first, then whole words.
    case deleteRepeat(BackspaceRepeatPolicy.Unit)
    /// A swipe lifted: the gesture to decode and type.
    case swipe(IncrementalGestureDecoder)
    /// A tap on the suggestion bar's slot at this index.
    case suggestion(Int)
    /// Switch to this layout (already built by the catalog at the session's size).
    case layout(KeyboardLayout)
    /// Move the cursor this many characters (negative: towards the start), as a finger sliding
    /// on the space bar does.
    case moveCursor(Int)
    /// Something the host app did.
    case host(HostEvent)
}

/// What the host app tells the keyboard (UIKit's `textDidChange`, a new text field, a rotation).
public enum HostEvent {
    /// The host changed the text or moved the cursor: any composition is forgotten.
    case textDidChange
    /// Another field took the keyboard (or the field changed its traits): the page is picked
    /// again from its keyboard and content type, and everything of the old field is dropped.
    case fieldDidChange(TextFieldTraits)
    /// The keyboard changed size or options (rotation, a new width, the system's globe key):
    /// the layouts are rebuilt for them. Text and state are kept.
    case resize(metrics: LayoutMetrics, options: LayoutOptions)
    /// The user chose the layouts the keyboard offers (the app's settings; empty: all): the globe
    /// cycles through them, the layout switch is offered only for more than one, and a layout shown
    /// that is no longer enabled gives way to the first that is. Unknown ids are ignored.
    case enabledLayoutsDidChange([String])
}
