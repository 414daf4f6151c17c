/// A named picture of the engine's reasoning, drawn over the keyboard when "show internals" is on.
public struct InternalsLayer: Hashable, Sendable, Codable {
    /// Stable identifier (`"hit-regions"`).
    public var id: String
    /// What the menu shows.
    public var title: String
    /// One sentence on what the picture means.
    public var summary: String
    /// The figures, in layout points.
    public var shapes: [InternalsShape]

    public init(id: String, title: String, summary: String, shapes: [InternalsShape]) {
        self.id = id
        self.title = title
        self.summary = summary
        self.shapes = shapes
    }
}
