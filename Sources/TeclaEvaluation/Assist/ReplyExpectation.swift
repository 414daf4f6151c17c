import TeclaAssist

/// What the replies to a chat must do, written with the chat (`expect` in its ground truth):
/// answer the intent a person would see in it, and include the stances a person would want to
/// pick from ("confirm" and "propose" for an offered time).
public struct ReplyExpectation: Hashable, Sendable, Codable {
    public var intent: MessageIntent
    public var stances: [String]?

    public init(intent: MessageIntent, stances: [String]? = nil) {
        self.intent = intent
        self.stances = stances
    }

    /// Whether `replies` answer the expected intent, and which expected stances they lack.
    public func check(_ replies: [Reply]) -> (rightIntent: Bool, missingStances: [String]) {
        let rightIntent = !replies.isEmpty && replies.allSatisfy { $0.intent == intent }
        let offered = Set(replies.compactMap(\.stance))
        return (rightIntent, (stances ?? []).filter { !offered.contains($0) })
    }
}
