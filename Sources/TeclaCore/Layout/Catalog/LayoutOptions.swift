/// Choices that change a layout's bottom row.
public struct LayoutOptions: Hashable, Sendable, Codable {
    /// Whether the bottom row has a globe key for switching layouts (custom keyboards must show
    /// one when the system asks, and the playground always does).
    public var showsGlobeKey: Bool

    public init(showsGlobeKey: Bool = true) {
        self.showsGlobeKey = showsGlobeKey
    }
}
