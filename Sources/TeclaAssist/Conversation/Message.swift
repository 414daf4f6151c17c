/// One chat message: who wrote it and what it says.
public struct Message: Hashable, Sendable, Codable {
    public var speaker: Speaker
    /// The message text, lines of its bubble joined by spaces.
    public var text: String
    /// The sender's name when the screenshot shows one (group chats).
    public var sender: String?

    public init(speaker: Speaker, text: String, sender: String? = nil) {
        self.speaker = speaker
        self.text = text
        self.sender = sender
    }
}
