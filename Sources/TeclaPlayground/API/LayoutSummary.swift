import TeclaCore

/// One entry of the layout menu (`GET /api/layouts`).
public struct LayoutSummary: Hashable, Sendable, Codable {
    public var id: String
    /// The name the menu shows.
    public var name: String
    /// BCP 47 language tag.
    public var language: String
    public var direction: TextDirection

    public init(_ definition: LayoutDefinition) {
        id = definition.id
        name = definition.name
        language = definition.language
        direction = definition.direction
    }
}
