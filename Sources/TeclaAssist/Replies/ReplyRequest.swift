/// What a generator is asked: replies to this conversation, in this tone.
public struct ReplyRequest: Hashable, Sendable, Codable {
    public var conversation: Conversation
    public var tone: Tone
    /// How many distinct replies (three on the keyboard).
    public var count: Int

    public init(conversation: Conversation, tone: Tone, count: Int = 3) {
        self.conversation = conversation
        self.tone = tone
        self.count = count
    }
}
