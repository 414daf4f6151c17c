import Foundation

/// What one user types that the pack does not know well: words and word pairs with counts that
/// decay over time, so that a name typed often last month is offered and one typed once last
/// year fades away. A value type: the keyboard session owns it and saves it with
/// `UserModelStore`. Time is always passed in (seconds), never read from a clock here.
///
/// Bounded: past ``maximumWords`` words or ``maximumPairs`` pairs (and an eighth more, so the
/// work is amortized) the least used by decayed count are forgotten. Lookups by prefix read the
/// words filed under the prefix's first letter, and lookups by previous word its followers, so a
/// keystroke never scans (or folds) every learned word.
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
    /// Where this person's swipes sit against the keys, learned from the swipes they accepted.
    public var swipeAdaptation = SwipeAdaptation()
    /// Learned words with their folded forms, filed by the folded form's first scalar.
    private var byInitial: [Unicode.Scalar: [(key: [Unicode.Scalar], word: String)]] = [:]
    /// The words learned after each word.
    private var followers: [String: [String]] = [:]

    /// The most words kept (a heavy user's own vocabulary, names and slang, fits many times).
    public static let maximumWords = 10_000
    /// The most word pairs kept.
    public static let maximumPairs = 20_000
    /// The most words kept after any one word (the least used make room): next-word lookups
    /// read one short list, whatever the user types.
    public static let maximumFollowers = 32
    /// Counts below this are forgotten when pruned.
    static let forgetBelow = 0.05
    private static let pairSeparator: Character = "\u{1F}"

    public init() {}

    // MARK: Learning

    /// Learns the words of a committed stretch of text (and each pair of neighbours).
    public mutating func learn(words typed: [String], at time: Double) {
        guard isLearningEnabled else { return }
        for (i, word) in typed.enumerated() where !word.isEmpty {
            bumpWord(word, at: time)
            if i > 0, !typed[i - 1].isEmpty { bumpPair(typed[i - 1], word, at: time) }
        }
        enforceCaps(at: time)
    }

    /// The user undid an autocorrection back to `word` (backspace right after the correction):
    /// strong evidence that it is a real word for them, so it counts as typed twice and is not
    /// corrected again.
    public mutating func learnRevert(to word: String, at time: Double) {
        guard isLearningEnabled, !word.isEmpty else { return }
        bumpWord(word, at: time)
        bumpWord(word, at: time)
        enforceCaps(at: time)
    }

    /// Forgets a word and every pair containing it (the user removed it from the dictionary,
    /// or reverted an autocorrection to it and then deleted it).
    public mutating func remove(word: String) {
        words[word] = nil
        pairs = pairs.filter { key, _ in !Self.split(key).contains(word) }
        rebuildIndexes()
    }

    // MARK: Reading

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
        var best = MostUsed(limit: limit)
        let buckets = folded.first.map { [byInitial[$0] ?? []] } ?? Array(byInitial.values)
        for bucket in buckets {
            for (key, word) in bucket where key.starts(with: folded) {
                if let entry = words[word] { best.offer(word, entry, halfLife: halfLifeDays) }
            }
        }
        return best.items.compactMap { item in
            let count = decayed(words[item.word]!, at: time)
            return count >= Self.forgetBelow ? (word: item.word, count: count) : nil
        }
    }

    /// The `limit` most used of the words offered, without sorting them all. A decayed count
    /// `c · 2^-(t - u)/h` orders entries the same at every time t, as `log2 c + u/h` does: the
    /// order is read without a clock, and only the winners are decayed.
    struct MostUsed {
        let limit: Int
        private(set) var items: [(word: String, rank: Double)] = []

        init(limit: Int) { self.limit = max(0, limit) }

        static func rank(_ entry: Entry, halfLife: Double) -> Double {
            log2(max(entry.count, 1e-300)) + entry.updated / (max(halfLife, 1e-9) * 86_400)
        }

        mutating func offer(_ word: String, _ entry: Entry, halfLife: Double) {
            let rank = Self.rank(entry, halfLife: halfLife)
            if items.count == limit, let last = items.last, !(rank > last.rank || (rank == last.rank && word < last.word)) { return }
            var i = items.count
            while i > 0, rank > items[i - 1].rank || (rank == items[i - 1].rank && word < items[i - 1].word) { i -= 1 }
            items.insert((word, rank), at: i)
            if items.count > limit { items.removeLast() }
        }
    }

    /// Words learned right after `previous`, most used first (at most ``maximumFollowers``).
    public func words(after previous: String, at time: Double, limit: Int) -> [(word: String, count: Double)] {
        (followers[previous] ?? []).compactMap { next -> (String, Double)? in
            guard let entry = pairs[Self.pairKey(previous, next)] else { return nil }
            let count = decayed(entry, at: time)
            return count >= Self.forgetBelow ? (next, count) : nil
        }
        .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        .prefix(max(0, limit)).map { (word: $0.0, count: $0.1) }
    }

    // MARK: Forgetting

    /// Drops entries whose decayed count has fallen below the forgetting threshold.
    public mutating func prune(at time: Double) {
        let halfLife = halfLifeDays
        words = words.filter { Self.decayed($0.value, at: time, halfLife: halfLife) >= Self.forgetBelow }
        pairs = pairs.filter { Self.decayed($0.value, at: time, halfLife: halfLife) >= Self.forgetBelow }
        rebuildIndexes()
    }

    /// Past a cap (and an eighth), forgets what has faded, then the least used, down to the cap.
    private mutating func enforceCaps(at time: Double) {
        guard words.count > Self.maximumWords + Self.maximumWords / 8 || pairs.count > Self.maximumPairs + Self.maximumPairs / 8 else { return }
        prune(at: time)
        words = keepMostUsed(words, limit: Self.maximumWords, at: time)
        pairs = keepMostUsed(pairs, limit: Self.maximumPairs, at: time)
        rebuildIndexes()
    }

    private func keepMostUsed(_ table: [String: Entry], limit: Int, at time: Double) -> [String: Entry] {
        guard table.count > limit else { return table }
        let kept = table.map { (key: $0.key, count: decayed($0.value, at: time)) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.key < $1.key }
            .prefix(limit)
        return Dictionary(uniqueKeysWithValues: kept.map { ($0.key, table[$0.key]!) })
    }

    // MARK: Storage

    private enum CodingKeys: String, CodingKey { case halfLifeDays, isLearningEnabled, words, pairs, swipeAdaptation }

    /// Reads a saved model; fields an older or newer version did not write take their defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        halfLifeDays = try container.decodeIfPresent(Double.self, forKey: .halfLifeDays) ?? 30
        isLearningEnabled = try container.decodeIfPresent(Bool.self, forKey: .isLearningEnabled) ?? true
        words = try container.decodeIfPresent([String: Entry].self, forKey: .words) ?? [:]
        pairs = try container.decodeIfPresent([String: Entry].self, forKey: .pairs) ?? [:]
        swipeAdaptation = (try? container.decodeIfPresent(SwipeAdaptation.self, forKey: .swipeAdaptation)) ?? SwipeAdaptation()
        // A file written before the caps existed (or edited by hand) is brought within them.
        let latest = max(words.values.map(\.updated).max() ?? 0, pairs.values.map(\.updated).max() ?? 0)
        words = keepMostUsed(words, limit: Self.maximumWords, at: latest)
        pairs = keepMostUsed(pairs, limit: Self.maximumPairs, at: latest)
        rebuildIndexes()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(halfLifeDays, forKey: .halfLifeDays)
        try container.encode(isLearningEnabled, forKey: .isLearningEnabled)
        try container.encode(words, forKey: .words)
        try container.encode(pairs, forKey: .pairs)
        try container.encode(swipeAdaptation, forKey: .swipeAdaptation)
    }

    public static func == (a: UserModel, b: UserModel) -> Bool {
        a.halfLifeDays == b.halfLifeDays && a.isLearningEnabled == b.isLearningEnabled && a.words == b.words && a.pairs == b.pairs
            && a.swipeAdaptation == b.swipeAdaptation
    }

    // MARK: Internals

    private func decayed(_ entry: Entry, at time: Double) -> Double {
        Self.decayed(entry, at: time, halfLife: halfLifeDays)
    }

    private static func decayed(_ entry: Entry, at time: Double, halfLife: Double) -> Double {
        let days = max(0, time - entry.updated) / 86_400
        return entry.count * pow(0.5, days / max(halfLife, 1e-9))
    }

    private mutating func bumpWord(_ word: String, at time: Double) {
        if words[word] == nil { file(word) }
        Self.bump(&words, word, at: time, halfLife: halfLifeDays)
    }

    private mutating func bumpPair(_ previous: String, _ next: String, at time: Double) {
        let key = Self.pairKey(previous, next)
        if pairs[key] == nil {
            var list = followers[previous] ?? []
            if list.count >= Self.maximumFollowers {
                // The least used follower makes room (the new pair starts at one use).
                let halfLife = halfLifeDays
                let ranks = list.map { pairs[Self.pairKey(previous, $0)].map { MostUsed.rank($0, halfLife: halfLife) } ?? -.infinity }
                let weakest = ranks.indices.min { ranks[$0] < ranks[$1] }!
                pairs[Self.pairKey(previous, list[weakest])] = nil
                list.remove(at: weakest)
            }
            list.append(next)
            followers[previous] = list
        }
        Self.bump(&pairs, key, at: time, halfLife: halfLifeDays)
    }

    private static func bump(_ table: inout [String: Entry], _ key: String, at time: Double, halfLife: Double) {
        let current = table[key].map { decayed($0, at: time, halfLife: halfLife) } ?? 0
        table[key] = Entry(count: current + 1, updated: time)
    }

    private mutating func file(_ word: String) {
        let key = TextFolding.fold(word)
        guard let initial = key.first else { return }
        byInitial[initial, default: []].append((key, word))
    }

    private mutating func rebuildIndexes() {
        byInitial = [:]
        for word in words.keys.sorted() { file(word) }
        followers = [:]
        for key in pairs.keys.sorted() {
            let parts = Self.split(key)
            if parts.count == 2 { followers[parts[0], default: []].append(parts[1]) }
        }
        // A file written before the cap may hold more followers of a word: keep the most used.
        let halfLife = halfLifeDays
        for (previous, list) in followers where list.count > Self.maximumFollowers {
            let table = pairs
            let rank = { (next: String) in table[Self.pairKey(previous, next)].map { MostUsed.rank($0, halfLife: halfLife) } ?? 0 }
            let ranked = list.sorted { rank($0) > rank($1) }
            for dropped in ranked.dropFirst(Self.maximumFollowers) { pairs[Self.pairKey(previous, dropped)] = nil }
            followers[previous] = Array(ranked.prefix(Self.maximumFollowers))
        }
    }

    private static func pairKey(_ a: String, _ b: String) -> String { a + String(pairSeparator) + b }

    private static func split(_ key: String) -> [String] {
        key.split(separator: pairSeparator, maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    }
}
