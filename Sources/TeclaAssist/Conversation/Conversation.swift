/// A chat as read from one or more screenshots: its title (the contact or group name in the
/// app's header, when shown) and its messages in order, oldest first.
public struct Conversation: Hashable, Sendable, Codable {
    public var title: String?
    public var messages: [Message]

    public init(title: String? = nil, messages: [Message] = []) {
        self.title = title
        self.messages = messages
    }

    /// The messages the other side sent after the user's last message (the ones a reply answers),
    /// or their last message if the user wrote last.
    public var lastIncoming: [Message] {
        var trailing: [Message] = []
        for message in messages.reversed() {
            if message.speaker == .them { trailing.insert(message, at: 0) } else if !trailing.isEmpty { break }
        }
        return trailing
    }

    /// "Them: …" / "Me: …" lines, one per message (with the sender's name when known).
    public var transcript: String {
        messages.map { message in
            let who = message.speaker == .me ? "Me" : (message.sender ?? "Them")
            return "\(who): \(message.text)"
        }.joined(separator: "\n")
    }
}
