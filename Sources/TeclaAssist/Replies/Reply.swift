/// One suggested reply.
public struct Reply: Hashable, Sendable, Codable {
    public var text: String
    /// The intent of the message it answers (offline generator only).
    public var intent: MessageIntent?
    /// The kind of answer it is ("accept", "decline", "yes"…; offline generator only).
    public var stance: String?
    /// Which generator wrote it ("offline", "endpoint", "foundation-models").
    public var source: String

    public init(text: String, intent: MessageIntent? = nil, stance: String? = nil, source: String) {
        self.text = text
        self.intent = intent
        self.stance = stance
        self.source = source
    }
}
