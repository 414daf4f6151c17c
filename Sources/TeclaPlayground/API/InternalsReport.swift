import TeclaCore

/// `GET /api/sessions/{id}/internals`: the layers for the page shown now.
public struct InternalsReport: Hashable, Sendable, Codable {
    public var layoutID: String
    /// The page the layers describe (the one shown when they were computed).
    public var page: PageID
    /// The keyboard's size in points: the layers' coordinate space.
    public var size: Size
    /// The pictures, drawn in order.
    public var layers: [InternalsLayer]

    public init(layoutID: String, page: PageID, size: Size, layers: [InternalsLayer]) {
        self.layoutID = layoutID
        self.page = page
        self.size = size
        self.layers = layers
    }
}
