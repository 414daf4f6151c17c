import Foundation
import TeclaAssist

/// One written chat and what any good answer to it must do (a line of
/// `Tests/TeclaAssistTests/Fixtures/ReplyChats/*.jsonl`).
public struct ReplyChat: Hashable, Sendable, Codable {
    public var id: String
    /// `[speaker, text]` pairs, speaker `them` or `me`.
    public var chat: [[String]]
    /// The kinds of reply that answer it: an intent ("invitation") or one stance of one
    /// ("invitation:accept").
    public var answers: [String]
    /// Bad news: no reply may cheer.
    public var notCheerful: Bool?
    /// What a good answer does, in words.
    public var must: String?

    public var conversation: Conversation {
        Conversation(
            messages: chat.compactMap { pair in
                guard pair.count == 2, let speaker = Speaker(rawValue: pair[0]) else { return nil }
                return Message(speaker: speaker, text: pair[1])
            })
    }

    /// Words that cheer, the evaluator's own list (the generator's is in its bank): a reply to
    /// bad news holding one fails.
    public static let cheerfulWords: Set<String> = [
        "congrats", "congratulations", "yay", "woohoo", "hooray", "awesome", "amazing", "nice", "great", "love", "happy", "excited", "exciting",
        "fantastic", "wonderful", "cool", "haha", "lol", "fun", "party", "celebrate", "lucky", "brilliant", "wow", "sweet", "perfect", "best", "iconic", "😉",
        "🎉", "😂",
        "😄", "🥳", "😀",
    ]

    /// Whether `reply` answers the chat: its kind is one of ``answers`` and, for bad news, it
    /// holds no cheerful word.
    public func answered(by reply: Reply) -> Bool {
        guard let intent = reply.intent?.rawValue else { return false }
        let kindFits = answers.contains(intent) || reply.stance.map { answers.contains(intent + ":" + $0) } == true
        guard kindFits else { return false }
        return notCheerful != true || !Self.isCheerful(reply.text)
    }

    /// Whether `text` holds a word or emoji of ``cheerfulWords``.
    public static func isCheerful(_ text: String) -> Bool {
        let symbols = text.unicodeScalars.filter { $0.properties.isEmojiPresentation }.map { String($0) }
        let words = text.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init) + symbols
        return words.contains(where: cheerfulWords.contains)
    }

    /// Reads a JSON-lines file of chats.
    public static func load(_ url: URL) throws -> [ReplyChat] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map {
            try JSONDecoder().decode(ReplyChat.self, from: Data($0.utf8))
        }
    }
}
