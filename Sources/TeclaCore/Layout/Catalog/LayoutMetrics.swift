/// iPhone-like key geometry for a keyboard width, in portrait.
///
/// Matches the system keyboard closely enough that muscle memory carries over: ten letter keys
/// across, each a tenth of the width with 6 pt between caps, 42 pt tall caps in 54 pt rows
/// (56 pt on the large phones), so 216-224 pt for four rows.
public struct LayoutMetrics: Hashable, Sendable, Codable {
    /// Keyboard width in points.
    public var width: Double
    /// Height of one row band, cap plus the gap around it.
    public var rowHeight: Double
    /// Horizontal gap between caps.
    public var horizontalGap: Double
    /// Vertical gap between caps.
    public var verticalGap: Double

    public init(width: Double, rowHeight: Double, horizontalGap: Double = 6, verticalGap: Double = 12) {
        self.width = width
        self.rowHeight = rowHeight
        self.horizontalGap = horizontalGap
        self.verticalGap = verticalGap
    }

    /// The metrics iOS uses for a portrait phone of this width.
    public static func iPhonePortrait(width: Double) -> LayoutMetrics {
        LayoutMetrics(width: width, rowHeight: width >= 420 ? 56 : 54)
    }

    /// The metrics iOS uses for a phone on its side: the keyboard spans the wider screen with
    /// lower rows (about 40 pt, 32 pt caps), so the text stays visible above it.
    public static func iPhoneLandscape(width: Double) -> LayoutMetrics {
        LayoutMetrics(width: width, rowHeight: 40, horizontalGap: 6, verticalGap: 8)
    }

    /// The width of one letter key's band: a tenth of the keyboard.
    public var unit: Double { width / 10 }

    /// Height of the key area for `rows` rows.
    public func height(rows: Int) -> Double { Double(rows) * rowHeight }
}
