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
            if let forms, let split = Self.caseForms(lower: lower, forms: forms, casing: casing) {
                for (spelling, share) in split where seen.insert(spelling).inserted {
                    chosen.append(LexiconEntry(spelling: spelling, frequency: entry.frequency * share))
                }
                continue
            }
            let spelling = casedSpelling(lower: lower, forms: forms ?? [word], casing: casing)
            guard seen.insert(spelling).inserted else { continue }
            chosen.append(LexiconEntry(spelling: spelling, frequency: entry.frequency))
        }
        return chosen
    }

    /// Least share of its uses each of two spellings needs to be kept as a word of its own.
    static let caseFormShare = 0.1
    /// Least number of uses (away from sentence starts) that can tell two spellings apart.
    static let caseFormEvidence = 10

    /// Two words that differ only in case, when the corpora use both: each is kept, with its
    /// share of the frequency, so that typing one never turns it into the other. Nil for words
    /// with one spelling in use ("Monday", "English", "the").
    ///
    /// Either the real-word list has both ("new" and "New" of New York, "white" and "White",
    /// "china" and "China") and each has a tenth of the uses, or the list has only the lower-case
    /// word and the corpora also use it as a name ("street" and Main Street, "lady" and Lady
    /// Catherine, "giants" and the Giants). The list knows the common word, so it stays however
    /// rare its lower case is in corpora full of addresses and team names.
    static func caseForms(lower: String, forms: [String], casing: CasingStatistics) -> [(String, Double)]? {
        guard forms.contains(lower) else { return nil }
        let counts = casing.spellings(of: lower)
        let total = counts.values.reduce(0, +)
        guard total >= caseFormEvidence else { return nil }
        let onlyLowerCase = forms == [lower]
        let capitalized = counts.filter { $0.key != lower && (onlyLowerCase || forms.contains($0.key)) }
            .max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }
        guard let capitalized else { return nil }
        let lowerCount = counts[lower] ?? 0
        let lowerShare = Double(lowerCount) / Double(lowerCount + capitalized.value)
        guard 1 - lowerShare >= caseFormShare else { return nil }
        if onlyLowerCase {
            let share = max(lowerShare, caseFormShare)
            return [(lower, share), (capitalized.key, 1 - share)]
        }
        guard lowerShare >= caseFormShare else { return nil }
        return [(lower, lowerShare), (capitalized.key, 1 - lowerShare)]
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
