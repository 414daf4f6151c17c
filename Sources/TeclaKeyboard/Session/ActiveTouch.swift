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
    var lastPoint: Point
    var popup: AlternatesPopup?
    /// Index of the next backspace repeat when `key` is delete.
    var nextRepeat = 0
    /// Every point the finger passed, from touch-down (kept until the touch is a swipe or lifts).
    var path: [Point] = []
    /// When each point of `path` was touched (the session clock, seconds).
    var pathTimes: [Double] = []
    /// Distance slid so far.
    var travel = 0.0
    /// Set once the touch slid far enough from a letter to be a word gesture.
    var gesture: IncrementalGestureDecoder?
    var lastPreviewTime: Double?
    /// Set once a hold performed the key's ``Key/longPressAction``.
    var didLongPress = false
    /// Set once the finger slid along the space bar: where the cursor last moved (x), so that
    /// each step of the finger moves it one character.
    var cursorDragX: Double?
}
