/// A complete keyboard for one language at one width: its pages and their geometry.
///
/// Layouts are values built by the ``LayoutCatalog``; a renderer draws the current page from
/// the frames given here and never computes geometry of its own.
public struct KeyboardLayout: Hashable, Sendable, Codable, Identifiable {
    /// Stable identifier of the layout family (`"en-US"`), the same at every width.
    public var id: String
    /// Name shown in the language menu (`"English (US)"`).
    public var name: String
    /// BCP 47 language tag of the text it types (`"en"`).
    public var language: String
    public var direction: TextDirection
    /// Size of the key area in points (the suggestion bar is drawn above it).
    public var size: Size
    /// The pages; the first is the one shown when the layout is selected.
    public var pages: [KeyboardPage]
    /// What page keys and the space bar say in this layout's script.
    public var labels: PageLabels

    public init(
        id: String, name: String, language: String, direction: TextDirection = .leftToRight, size: Size, pages: [KeyboardPage],
        labels: PageLabels = .english
    ) {
        self.id = id
        self.name = name
        self.language = language
        self.direction = direction
        self.size = size
        self.pages = pages
        self.labels = labels
    }

    /// The page with the given id.
    public func page(_ id: PageID) -> KeyboardPage? {
        pages.first { $0.id == id }
    }

    /// The page shown first.
    public var homePage: KeyboardPage { pages[0] }
}

extension KeyboardLayout {
    /// Whether the letters page has a shift key (scripts without case have none).
    public var hasShiftKey: Bool {
        homePage.rows.contains { row in row.contains { $0.action == .shift } }
    }
}
