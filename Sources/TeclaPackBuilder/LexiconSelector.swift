import TeclaLanguage
/// Chooses a pack's words from a frequency list: keeps entries a real-word list knows (so
/// typos, fragments and junk stay out), stops at the size limit, and gives each word its proper
/// case from corpus evidence, falling back to the word list's own spelling.
public struct LexiconSelector: Sendable {
    /// Real-word list grouped by lowercase form: "us" → ["US", "us"].
    private let allowed: [String: [String]]

    /// `realWords` is the filter list; empty means no filtering.
    public init(realWords: some Sequence<String>) {
        var allowed: [String: [String]] = [:]
        for word in realWords where !word.isEmpty {
            allowed[word.lowercased(), default: []].append(word)
        }
        self.allowed = allowed.mapValues { Array(Set($0)).sorted() }
    }

    /// Up to `limit` entries in descending frequency, with casing decided.
    ///
    /// - Parameters:
    ///   - frequencies: word-list entries (any case), most frequent first or not.
    ///   - casing: corpus casing evidence.
    public func select(frequencies: [LexiconEntry], casing: CasingStatistics, limit: Int) -> [LexiconEntry] {
        let ranked = frequencies.enumerated().sorted { a, b in
            a.element.frequency != b.element.frequency ? a.element.frequency > b.element.frequency : a.offset < b.offset
        }
        var chosen: [LexiconEntry] = []
        var seen = Set<String>()
        for (_, entry) in ranked {
            if chosen.count >= limit { break }
            let word = entry.spelling
            // A run-on token (600 a's, a paragraph without spaces) is not a word, and no reader would open its pack.
            guard !word.isEmpty, Lexicon.fits(word), !word.contains(where: { $0.isNumber || $0.isWhitespace }) else { continue }
            let lower = word.lowercased()
            let forms = allowed[lower]
            if !allowed.isEmpty && forms == nil { continue }
            let spelling = casedSpelling(lower: lower, forms: forms ?? [word], casing: casing)
            guard seen.insert(spelling).inserted else { continue }
            chosen.append(LexiconEntry(spelling: spelling, frequency: entry.frequency))
        }
        return chosen
    }

    private func casedSpelling(lower: String, forms: [String], casing: CasingStatistics) -> String {
        if let (form, share) = casing.dominantForm(of: lower, minimumCount: 3),
            forms.contains(form) || share >= 0.8
        {
            return form
        }
        if forms.contains(lower) { return lower }
        return forms[0]
    }
}
