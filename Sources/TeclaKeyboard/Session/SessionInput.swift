import TeclaCore
import TeclaLanguage
import TeclaTouch

/// Everything that changes a ``KeyboardSession``: plain data, so that a session is the list of
/// its inputs (a ``SessionLog``) and a replay of that list reaches the same state and text.
///
/// Hosts and renderers send fingers (``touch(_:)``) and what the host did (``host(_:)``); the
/// session resolves fingers to keys and swipes and runs each of those through the same
/// pipeline (``KeyboardSession/handle(_:)``).
public enum SessionInput: Equatable, Sendable, Codable {
    /// A finger went down, moved or lifted, or the timers are due (long-press, backspace
    /// repeat): resolved by the session to the inputs below.
    case touch(TouchInput)
    /// A key's action: a lift on a key, a popup's alternate (`casing: false`, typed as shown),
    /// a key typed by id. `liftPoint` is where the finger lifted, for the corrector and for
    /// learning the user's aim.
    case key(KeyAction, casing: Bool = true, liftPoint: Point? = nil)
    /// Held backspace repeating: characters first, then whole words.
    case deleteRepeat(BackspaceRepeatPolicy.Unit)
    /// A swipe lifted: the trace (points in the keyboard's coordinates, and when each was
    /// touched, seconds of the session's clock, when every point has a time) to decode and type.
    case swipe(points: [Point], times: [Double]?)
    /// A tap on the suggestion bar's slot at this index.
    case suggestion(Int)
    /// Switch to the layout with this id (built by the catalog at the session's size).
    case layout(id: String)
    /// Move the cursor this many characters (negative: towards the start), as a finger sliding
    /// on the space bar does.
    case moveCursor(Int)
    /// Text typed whole where the cursor is, after any composition, with a space before it when
    /// it follows a word: a reply the user picked.
    case insertText(String, origin: TextOrigin)
    /// Something the host did (boxed: settings and user data are large, and a log holds
    /// many inputs).
    indirect case host(HostEvent)
}

/// Where text typed whole came from.
public enum TextOrigin: String, Hashable, Sendable, Codable {
    /// A reply generated from the conversation (the reply strip).
    case reply
}

/// A finger on the keyboard, in the keyboard's coordinates (points from its top left), or the
/// display's tick while one is down.
public enum TouchInput: Hashable, Sendable, Codable {
    /// A finger went down. Backspace and shift act at once (as on iOS); other keys act on lift.
    case down(Int, at: Point)
    /// The finger moved. `previews`: whether a swipe's preview may be decoded now (a host
    /// handing over a burst of moves passes false for all but the last).
    case move(Int, to: Point, previews: Bool = true)
    /// The finger lifted.
    case up(Int, at: Point)
    /// The system took the touch away: nothing is typed.
    case cancel(Int)
    /// Timers that are due run: long-press popups open, held backspace repeats.
    case tick
}

/// What the host tells the session (UIKit's `textDidChange`, a new text field, a rotation,
/// the app's settings and the user's data loaded from disk).
public enum HostEvent: Equatable, Sendable, Codable {
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
    /// The app's settings, (re)loaded. A session that follows the settings' layouts takes the new
    /// list; a new Cheon-Ji-In wrapping setting finishes any composition and gives the layout a
    /// new input method (unless the session was given its own).
    case settingsDidChange(KeyboardSettings)
    /// What lasts between launches, loaded: each part given replaces the session's.
    case userDataDidLoad(UserData)
    /// The user removed these words in the app: the learned model forgets them.
    case forget(words: [String])
    /// Memory is short: everything that can be rebuilt is let go (other languages' packs and
    /// swipe indexes, key geometry, the emoji page when it is not shown, shared read-only data)
    /// and comes back when next used.
    case memoryWarning

    /// Whether the event leaves what the user last did as it was: a swiped word stays
    /// replaceable, a correction revertible, a manual shift on.
    var keepsWhatTheUserDid: Bool {
        switch self {
        case .resize, .settingsDidChange, .userDataDidLoad, .forget, .memoryWarning: true
        case .textDidChange, .fieldDidChange, .enabledLayoutsDidChange: false
        }
    }
}

/// What the host keeps for the user between launches and gives back to each new session.
public struct UserData: Equatable, Sendable, Codable {
    /// The words and shortcuts the user added.
    public var dictionary: UserDictionary?
    /// What the user typed, learned.
    public var learned: UserModel?
    /// The user's aim on the letter keys, learned from kept taps.
    public var aim: TouchAdaptation?
    /// The emoji typed lately, most recent first.
    public var emojiRecents: [String]?

    public init(dictionary: UserDictionary? = nil, learned: UserModel? = nil, aim: TouchAdaptation? = nil, emojiRecents: [String]? = nil) {
        self.dictionary = dictionary
        self.learned = learned
        self.aim = aim
        self.emojiRecents = emojiRecents
    }
}
