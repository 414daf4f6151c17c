import Foundation

/// What one user types that the pack does not know well: words and word pairs with counts that
/// decay over time, so that a name typed often last month is offered and one typed once last
/// year fades away. A value type: the keyboard session owns it and saves it with
/// `UserModelStore`. Time is always passed in (seconds), never read from a clock here.
public struct UserModel: Codable, Equatable, Sendable {
    /// One learned word or pair.
    public struct Entry: Codable, Equatable, Sendable {
        /// Count as of `updated`.
        public var count: Double
        /// When the count was last updated (seconds, the caller's clock).
        public var updated: Double
    }

    /// Days for a count to halve.
    public var halfLifeDays: Double = 30
    /// Learning switch: the session turns it off in secure fields and private mode.
    public var isLearningEnabled = true
    /// Learned words by spelling.
    public private(set) var words: [String: Entry] = [:]
    /// Learned pairs, keyed "previous\u{1F}next".
    public private(set) var pairs: [String: Entry] = [:]

    /// Counts below this are forgotten when pruned.
    static let forgetBelow = 0.05
    private static let pairSeparator: Character = "\u{1F}"

    public init() {}

    /// Learns the words of a committed stretch of text (and each pair of neighbours).
    public mutating func learn(words typed: [String], at time: Double) {
        guard isLearningEnabled else { return }
        for (i, word) in typed.enumerated() where !word.isEmpty {
            Self.bump(&words, word, at: time, halfLife: halfLifeDays)
            if i > 0, !typed[i - 1].isEmpty {
                Self.bump(&pairs, Self.pairKey(typed[i - 1], word), at: time, halfLife: halfLifeDays)
            }
        }
    }

    /// The user undid an autocorrection back to `word` (backspace right after the correction):
    /// strong evidence that it is a real word for them, so it counts as typed twice and is not
    /// corrected again.
    public mutating func learnRevert(to word: String, at time: Double) {
        guard isLearningEnabled, !word.isEmpty else { return }
        Self.bump(&words, word, at: time, halfLife: halfLifeDays)
        Self.bump(&words, word, at: time, halfLife: halfLifeDays)
    }

    /// Forgets a word and every pair containing it (the user removed it from the dictionary,
    /// or reverted an autocorrection to it and then deleted it).
    public mutating func remove(word: String) {
        words[word] = nil
        pairs = pairs.filter { key, _ in
            !key.split(separator: Self.pairSeparator).contains { $0 == word }
        }
    }

    /// The decayed count of `word` at `time`.
    public func count(of word: String, at time: Double) -> Double {
        words[word].map { decayed($0, at: time) } ?? 0
    }

    /// The decayed count of the pair `previous next` at `time`.
    public func count(of next: String, after previous: String, at time: Double) -> Double {
        pairs[Self.pairKey(previous, next)].map { decayed($0, at: time) } ?? 0
    }

    /// Learned words whose folded form starts with the folded `prefix`, most used first.
    public func words(withPrefix prefix: String, at time: Double, limit: Int) -> [(word: String, count: Double)] {
        let folded = TextFolding.fold(prefix)
        return words.compactMap { word, entry -> (String, Double)? in
            let count = decayed(entry, at: time)
            guard count >= Self.forgetBelow, TextFolding.fold(word).starts(with: folded) else { return nil }
            return (word, count)
        }
        .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        .prefix(max(0, limit)).map { (word: $0.0, count: $0.1) }
    }

    /// Words learned right after `previous`, most used first.
    public func words(after previous: String, at time: Double, limit: Int) -> [(word: String, count: Double)] {
        let head = previous + String(Self.pairSeparator)
        return pairs.compactMap { key, entry -> (String, Double)? in
            guard key.hasPrefix(head) else { return nil }
            let count = decayed(entry, at: time)
            guard count >= Self.forgetBelow else { return nil }
            return (String(key.dropFirst(head.count)), count)
        }
        .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        .prefix(max(0, limit)).map { (word: $0.0, count: $0.1) }
    }

    /// Drops entries whose decayed count has fallen below the forgetting threshold.
    public mutating func prune(at time: Double) {
        let halfLife = halfLifeDays
        words = words.filter { Self.decayed($0.value, at: time, halfLife: halfLife) >= Self.forgetBelow }
        pairs = pairs.filter { Self.decayed($0.value, at: time, halfLife: halfLife) >= Self.forgetBelow }
    }

    private func decayed(_ entry: Entry, at time: Double) -> Double {
        Self.decayed(entry, at: time, halfLife: halfLifeDays)
    }

    private static func decayed(_ entry: Entry, at time: Double, halfLife: Double) -> Double {
        let days = max(0, time - entry.updated) / 86_400
        return entry.count * pow(0.5, days / max(halfLife, 1e-9))
    }

    private static func bump(_ table: inout [String: Entry], _ key: String, at time: Double, halfLife: Double) {
        let current = table[key].map { decayed($0, at: time, halfLife: halfLife) } ?? 0
        table[key] = Entry(count: current + 1, updated: time)
    }

    private static func pairKey(_ a: String, _ b: String) -> String { a + String(pairSeparator) + b }
}
