import TeclaCore

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
}
