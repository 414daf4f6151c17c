import Foundation

/// The replies the offline generator draws from: per intent, tone and stance (accept, decline,
/// yes, no…) a few replies we wrote ourselves. Templates may use `{activity}`, `{time}`,
/// `{optionA}` and `{optionB}`, filled from the message being answered (``ReplySlots``). Which
/// intent a message has is learned (``IntentClassifier``), not listed here.
/// Loaded from `ReplyBank.json` in the module's resources.
public struct ReplyBank: Hashable, Sendable, Codable {
    public struct Intent: Hashable, Sendable, Codable {
        /// The kinds of answer offered, in order: three distinct replies take one of each.
        public var stances: [String]
        /// tone → stance → templates.
        public var replies: [String: [String: [String]]]
    }

    public var version: Int
    /// slot → (cue phrase → text used in a reply).
    public var slots: [String: [String: String]]
    /// Words that say nothing about the topic (ignored when matching a reply to the chat).
    public var stopwords: [String]
    public var intents: [String: Intent]
    /// Words that make a reply cheerful ("congrats", "yay", "🎉"): no reply holding one answers a
    /// message that feels negative.
    public var cheerful: [String]

    /// The bank shipped in the module.
    public static func bundled() throws(ReplyError) -> ReplyBank {
        guard let url = Bundle.module.url(forResource: "ReplyBank", withExtension: "json") else {
            throw .resource("ReplyBank.json is missing from the TeclaAssist bundle")
        }
        return try decode(url)
    }

    static func decode<T: Decodable>(_ url: URL) throws(ReplyError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(contentsOf: url))
        } catch {
            throw .resource("\(url.lastPathComponent): \(error)")
        }
    }

    /// The templates for an intent, tone and stance (empty if the bank has none).
    public func templates(_ intent: MessageIntent, _ tone: Tone, _ stance: String) -> [String] {
        intents[intent.rawValue]?.replies[tone.rawValue]?[stance] ?? []
    }

    public func stances(_ intent: MessageIntent) -> [String] {
        intents[intent.rawValue]?.stances ?? []
    }
}
