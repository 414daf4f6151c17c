/// Builds the emoji page for one screen of one category.
///
/// The page shows a grid of emoji (three rows of nine) above a row with the ABC key, the recents
/// tab, one tab per category and delete. Tapping the tab of the category already shown turns to
/// its next screen, so every emoji is reachable without scrolling gestures.
public struct EmojiPageBuilder: Sendable {
    public var metrics: LayoutMetrics
    public var catalog: EmojiCatalog
    public var columns: Int
    public var gridRows: Int
    /// The page key back to the letters and the layout's other labels.
    public var labels: PageLabels

    public init(metrics: LayoutMetrics, catalog: EmojiCatalog, columns: Int = 9, gridRows: Int = 3, labels: PageLabels = .english) {
        self.metrics = metrics
        self.catalog = catalog
        self.columns = columns
        self.gridRows = gridRows
        self.labels = labels
    }

    /// Emoji per screen.
    public var capacity: Int { columns * gridRows }

    /// The category shown when none is chosen: recents if there are any, else the first.
    public func defaultCategory(recents: [String]) -> String {
        recents.isEmpty ? (catalog.categories.first?.id ?? EmojiCatalog.recentsID) : EmojiCatalog.recentsID
    }

    /// The emoji of a category (recents included), with their tones.
    public func emoji(in category: String, recents: [String]) -> [EmojiCatalog.Emoji] {
        if category == EmojiCatalog.recentsID { return recents.map { EmojiCatalog.Emoji(emoji: $0) } }
        return catalog.category(id: category)?.emoji ?? []
    }

    /// How many screens a category fills (at least one).
    public func screenCount(category: String, recents: [String]) -> Int {
        max(1, (emoji(in: category, recents: recents).count + capacity - 1) / capacity)
    }

    /// The page for `screen` (wrapped into range) of `category` (default if nil).
    public func page(category: String?, screen: Int, recents: [String]) -> KeyboardPage {
        let category = category ?? defaultCategory(recents: recents)
        let all = emoji(in: category, recents: recents)
        let screens = screenCount(category: category, recents: recents)
        let screen = ((screen % screens) + screens) % screens
        let shown = all.dropFirst(screen * capacity).prefix(capacity)
        let cell = 10.0 / Double(columns)
        var rows: [[KeySpec]] = []
        for row in 0..<gridRows {
            var specs: [KeySpec] = []
            for column in 0..<columns {
                let index = row * columns + column
                if index < shown.count {
                    let item = shown[shown.startIndex + index]
                    specs.append(
                        KeySpec(id: "emoji-\(index)", label: item.emoji, action: .character(item.emoji), alternates: item.tones, style: .character, units: cell)
                    )
                } else {
                    specs.append(.gap(cell))
                }
            }
            rows.append(specs)
        }
        let tabs = [(EmojiCatalog.recentsID, "🕘")] + catalog.categories.map { ($0.id, $0.icon) }
        let tabUnits = 7.5 / Double(tabs.count)
        var bottom = [CommonKeys.page(.letters, label: labels.letters)]
        bottom += tabs.map { KeySpec(id: "category-\($0.0)", label: $0.1, action: .emojiCategory($0.0), style: .function, units: tabUnits) }
        bottom.append(CommonKeys.delete())
        rows.append(bottom)
        return PageBuilder(metrics: metrics).page(.emoji, rows: rows)
    }
}
