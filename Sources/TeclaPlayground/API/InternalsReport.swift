import TeclaCore

/// `GET /api/sessions/{id}/internals`: the layers for the page shown now.
public struct InternalsReport: Hashable, Sendable, Codable {
    public var layoutID: String
    public var page: PageID
    public var size: Size
    public var layers: [InternalsLayer]

    public init(layoutID: String, page: PageID, size: Size, layers: [InternalsLayer]) {
        self.layoutID = layoutID
        self.page = page
        self.size = size
        self.layers = layers
    }
}
