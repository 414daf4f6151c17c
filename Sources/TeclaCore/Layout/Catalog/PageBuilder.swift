/// Lays out rows of ``KeySpec``s with ``LayoutMetrics``: each spec gets a band `units` wide and
/// a cap inset by half the gap on every side.
public struct PageBuilder: Sendable {
    public var metrics: LayoutMetrics

    public init(metrics: LayoutMetrics) {
        self.metrics = metrics
    }

    /// A page from rows of specs; a row narrower than the keyboard is centred.
    public func page(_ id: PageID, rows specRows: [[KeySpec]]) -> KeyboardPage {
        var rows: [[Key]] = []
        for (rowIndex, specs) in specRows.enumerated() {
            let total = specs.reduce(0) { $0 + $1.units } * metrics.unit
            var x = max(0, (metrics.width - total) / 2)
            let y = Double(rowIndex) * metrics.rowHeight
            var row: [Key] = []
            for spec in specs {
                let band = spec.units * metrics.unit
                defer { x += band }
                guard spec.action != .none else { continue }
                let frame = Rect(
                    x: x + metrics.horizontalGap / 2,
                    y: y + metrics.verticalGap / 2,
                    width: band - metrics.horizontalGap,
                    height: metrics.rowHeight - metrics.verticalGap
                )
                row.append(
                    Key(
                        id: spec.id, label: spec.label, action: spec.action, frame: frame, alternates: spec.alternates, style: spec.style,
                        longPressAction: spec.longPressAction))
            }
            rows.append(row)
        }
        return KeyboardPage(id: id, rows: rows)
    }
}
