import Foundation

/// The replies the app generated from the user's screenshots, as it writes them to the App
/// Group for the keyboard's reply strip.
///
/// The keyboard shows a batch once, when it comes back after the app wrote it, and only while
/// it is fresh: replies to a conversation from an hour ago would answer the wrong message.
public struct ReplyBatch: Hashable, Sendable, Codable {
    /// How long after it was written a batch is still offered.
    public static let freshness: TimeInterval = 10 * 60

    public var replies: [String]
    /// When the app wrote it (wall clock).
    public var created: Date

    public init(replies: [String], created: Date) {
        self.replies = replies
        self.created = created
    }

    /// No replies, written long ago.
    public static let none = ReplyBatch(replies: [], created: .distantPast)

    /// Whether the strip should still offer it at `now`.
    public func isFresh(at now: Date) -> Bool {
        !replies.isEmpty && now >= created && now.timeIntervalSince(created) <= Self.freshness
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        replies = try container.decodeIfPresent([String].self, forKey: .replies) ?? []
        created = try container.decodeIfPresent(Date.self, forKey: .created) ?? .distantPast
    }
}
