import TeclaCore
import TeclaLanguage
import TeclaTouch

/// One page's keys at one size, in the terms each reader needs: the tap resolver's ``KeyTable``,
/// the swipe decoder's ``SwipeKeyboard`` and the corrector's ``KeyboardGeometry``. Each is
/// built on first use, from the same keys; a new size or layout is a new geometry, so nothing
/// can read keys of another size.
final class PageGeometry {
    /// What a geometry is of: the layout, its page, the size of its keys and the choices that
    /// change its keys (the system's globe key).
    struct ID: Hashable {
        let layoutID: String
        let page: PageID
        let size: Size
        let metrics: LayoutMetrics
        let options: LayoutOptions
    }

    let id: ID
    let page: KeyboardPage

    init(id: ID, page: KeyboardPage) {
        self.id = id
        self.page = page
    }

    /// The keys as the tap resolver weighs them.
    private(set) lazy var table = KeyTable(page: page)
    /// The letter keys as the swipe decoder reads a trace over them.
    private(set) lazy var swipes = SwipeKeyboard(page: page)
    /// The keys as the corrector judges a typed word's taps.
    private(set) lazy var corrector = KeyboardGeometry(page: page, metrics: id.metrics)
}

/// The session's geometries: the page taps land on and the letters page swipes and the corrector
/// read (the same page on every layout but the ones whose letters are not their home page).
struct PageGeometryCache {
    private var recent: [PageGeometry] = []
    /// Two pages: the letters page and one other shown at the same time.
    static let kept = 2

    /// The geometry of `page` of `layout` at `metrics` with `options`, built on first use.
    mutating func geometry(of page: KeyboardPage, in layout: KeyboardLayout, metrics: LayoutMetrics, options: LayoutOptions) -> PageGeometry {
        let id = PageGeometry.ID(layoutID: layout.id, page: page.id, size: layout.size, metrics: metrics, options: options)
        if let found = recent.first(where: { $0.id == id }) { return found }
        let built = PageGeometry(id: id, page: page)
        recent = [built] + recent.prefix(Self.kept - 1)
        return built
    }

    /// Lets every geometry go (a memory warning); they are built again when next used.
    mutating func purge() { recent = [] }
}
