import TeclaCore
import TeclaLanguage
import TeclaTouch

/// The letters page's keys in the terms each reader needs (the swipe decoder's
/// ``GestureKeyboard``, the corrector's ``KeyboardGeometry``), built once per layout and size and
/// dropped together when either changes or memory is short.
struct PageGeometryCache {
    struct Geometry {
        /// What it was built for: the layout and the size of its keys.
        let layoutID: String
        let metrics: LayoutMetrics
        let size: Size
        let gestures: GestureKeyboard
        let corrector: KeyboardGeometry
    }

    private var current: Geometry?

    /// The geometry of `layout`'s home page at `metrics`, built on first use.
    mutating func geometry(of layout: KeyboardLayout, metrics: LayoutMetrics) -> Geometry {
        if let current, current.layoutID == layout.id, current.metrics == metrics, current.size == layout.size { return current }
        let built = Geometry(
            layoutID: layout.id, metrics: metrics, size: layout.size, gestures: GestureKeyboard(page: layout.homePage),
            corrector: KeyboardGeometry(page: layout.homePage, metrics: metrics))
        current = built
        return built
    }

    /// Lets the geometry go (a memory warning); it is built again when next used.
    mutating func purge() { current = nil }
}

/// The internals view's record of taps: where the last one on the letters page landed and how
/// likely each key was to be meant.
struct TapInspection {
    var lastTap: (point: Point, keys: [(key: Key, probability: Double)])?
}
