import TeclaCore

/// The internals view's record of taps: where the last one on the letters page landed and how
/// likely each key was to be meant.
struct TapInspection {
    var lastTap: (point: Point, keys: [(key: Key, probability: Double)])?
}
