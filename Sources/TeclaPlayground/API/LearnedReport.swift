/// `GET /api/sessions/{id}/learned`: what the session's keyboard has learned from the user, most
/// used first (`DELETE` forgets it all, as the app's "Reset what Tecla learned" does).
///
/// ```json
/// {"words": [{"word": "Tecla", "count": 3.0}], "wordCount": 12, "pairCount": 9,
///  "swipe": {"offsetX": 0.02, "offsetY": 0.08, "swipes": 14}}
/// ```
public struct LearnedReport: Hashable, Sendable, Codable {
    public struct Word: Hashable, Sendable, Codable {
        public var word: String
        /// Uses, decayed with time (a word typed 20 times recently counts about 20).
        public var count: Double
    }

    /// The most used words (at most ``limit``).
    public var words: [Word]
    /// How many words and word pairs are learned in all.
    public var wordCount: Int
    public var pairCount: Int
    /// How the user swipes: the offset (key units, x right, y down) learned from the swipes they
    /// kept, and how many count.
    public var swipe: Swipe

    public struct Swipe: Hashable, Sendable, Codable {
        public var offsetX: Double
        public var offsetY: Double
        public var swipes: Int
    }

    /// Words listed at most.
    public static let limit = 200
}
