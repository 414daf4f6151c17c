/// Why a layout could not be built.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    case unknownLayout(String, available: [String])
    case unsupportedWidth(Double)
    case unsupportedMetrics(LayoutMetrics)

    public var description: String {
        switch self {
        case .unknownLayout(let id, let available):
            "unknown layout '\(id)' (available: \(available.joined(separator: ", ")))"
        case .unsupportedWidth(let width):
            "unsupported keyboard width \(width) pt (supported: \(Int(LayoutCatalog.supportedWidths.lowerBound))-\(Int(LayoutCatalog.supportedWidths.upperBound)))"
        case .unsupportedMetrics(let metrics):
            "unsupported key metrics: rows \(metrics.rowHeight) pt (20-120), gaps \(metrics.horizontalGap) × \(metrics.verticalGap) pt (smaller than a key)"
        }
    }
}
