import TeclaCore
import TeclaTouch

/// A finger on the keyboard, from touch-down to lift.
struct ActiveTouch {
    var id: Int
    /// The key the touch went down on.
    var key: Key
    /// The key under the finger now (sliding re-targets the key, as on iOS).
    var currentKey: Key
    var downTime: Double
    var downPoint: Point
    var lastPoint: Point
    var phase: Phase

    /// What the finger is doing: one of these at a time.
    enum Phase {
        /// On a key: every point it passed and when (the session clock, seconds), and how far it
        /// slid, until it lifts or becomes a swipe.
        case pressing(path: [Point], times: [Double], travel: Double)
        /// Backspace held: the index of its next repeat.
        case deleting(nextRepeat: Int)
        /// A hold opened the key's alternates; the finger picks one.
        case choosing(AlternatesPopup)
        /// Slid far enough from a letter: a word gesture, previewed at `lastPreview`.
        case swiping(IncrementalSwipeDecoder, lastPreview: Double?)
        /// A hold performed the key's ``Key/longPressAction``: its lift types nothing.
        case heldDown
        /// Sliding along the space bar: where the cursor last moved (x), so that each step of
        /// the finger moves it one character; the lift types no space.
        case draggingCursor(x: Double)
    }

    var popup: AlternatesPopup? {
        if case .choosing(let popup) = phase { return popup }
        return nil
    }

    var gesture: IncrementalSwipeDecoder? {
        if case .swiping(let gesture, _) = phase { return gesture }
        return nil
    }
}
