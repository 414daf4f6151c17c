/// The body of `POST /api/sessions/{id}/events`: events applied in order, all or none.
public struct EventBatch: Hashable, Sendable, Decodable {
    public var events: [ClientEvent]

    public init(events: [ClientEvent]) {
        self.events = events
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: ["events"])
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        events = try container.decode([ClientEvent].self, forKey: AnyCodingKey("events"))
    }
}
