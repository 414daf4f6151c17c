/// Every layout Tecla ships, buildable at any phone width.
///
/// ```swift
/// let layout = try LayoutCatalog.standard.layout(id: "en-US", width: 390)
/// let q = layout.homePage.key(id: "q")   // frame (3, 6, 33, 42)
/// ```
public struct LayoutCatalog: Sendable {
    /// The widths of common iPhones in portrait (SE/mini, standard, Pro Max).
    public static let commonWidths: [Double] = [375, 390, 430]
    /// Widths a layout can be built at.
    public static let supportedWidths: ClosedRange<Double> = 280...1400

    public private(set) var definitions: [LayoutDefinition]

    public init(definitions: [LayoutDefinition]) {
        self.definitions = definitions
    }

    /// The layouts of the core module. Language modules register theirs with ``adding(_:)``.
    public static let standard = LayoutCatalog(definitions: [EnglishLayout.definition])

    /// A catalog with one more layout family (replacing one with the same id).
    public func adding(_ definition: LayoutDefinition) -> LayoutCatalog {
        var copy = self
        copy.definitions.removeAll { $0.id == definition.id }
        copy.definitions.append(definition)
        return copy
    }

    public var ids: [String] { definitions.map(\.id) }

    public func definition(id: String) -> LayoutDefinition? {
        definitions.first { $0.id == id }
    }

    /// The layout `id` at `width` points, portrait iPhone metrics.
    public func layout(id: String, width: Double = 390, options: LayoutOptions = LayoutOptions()) throws(LayoutError) -> KeyboardLayout {
        try layout(id: id, metrics: .iPhonePortrait(width: width), options: options)
    }

    /// The layout `id` at the given metrics (``LayoutMetrics/iPhoneLandscape(width:)`` when the
    /// phone is on its side).
    public func layout(id: String, metrics: LayoutMetrics, options: LayoutOptions = LayoutOptions()) throws(LayoutError) -> KeyboardLayout {
        guard let definition = definition(id: id) else { throw .unknownLayout(id, available: ids) }
        try Self.validate(metrics)
        return definition.layout(metrics: metrics, options: options)
    }

    /// Refuses metrics no layout can be built at (a width out of range, rows of no height).
    public static func validate(_ metrics: LayoutMetrics) throws(LayoutError) {
        guard metrics.width.isFinite, supportedWidths.contains(metrics.width) else { throw .unsupportedWidth(metrics.width) }
        guard metrics.rowHeight.isFinite, (20...120).contains(metrics.rowHeight),
            metrics.horizontalGap.isFinite, metrics.horizontalGap >= 0, metrics.horizontalGap < metrics.unit,
            metrics.verticalGap.isFinite, metrics.verticalGap >= 0, metrics.verticalGap < metrics.rowHeight
        else { throw .unsupportedMetrics(metrics) }
    }
}
