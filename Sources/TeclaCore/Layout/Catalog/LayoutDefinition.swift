/// A layout family: its identity and how to build its pages at any width.
public struct LayoutDefinition: Sendable {
    public var id: String
    public var name: String
    public var language: String
    public var direction: TextDirection
    /// Rows in every page of this layout (sets the height).
    public var rowCount: Int
    /// What page keys and the space bar say (the emoji page, built later, reads them).
    public var labels: PageLabels
    public var buildPages: @Sendable (LayoutMetrics, LayoutOptions) -> [KeyboardPage]

    public init(
        id: String, name: String, language: String, direction: TextDirection = .leftToRight, rowCount: Int = 4,
        labels: PageLabels = .english,
        buildPages: @escaping @Sendable (LayoutMetrics, LayoutOptions) -> [KeyboardPage]
    ) {
        self.id = id
        self.name = name
        self.language = language
        self.direction = direction
        self.rowCount = rowCount
        self.labels = labels
        self.buildPages = buildPages
    }

    /// The layout at the given metrics.
    public func layout(metrics: LayoutMetrics, options: LayoutOptions = LayoutOptions()) -> KeyboardLayout {
        KeyboardLayout(
            id: id, name: name, language: language, direction: direction,
            size: Size(width: metrics.width, height: metrics.height(rows: rowCount)),
            pages: buildPages(metrics, options), labels: labels
        )
    }
}
