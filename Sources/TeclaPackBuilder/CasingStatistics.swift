import TeclaLanguage
/// How words are capitalized in running text, away from sentence starts (where case says
/// nothing): the evidence for storing "Germany", "I" and "iPhone" rather than lower case.
public struct CasingStatistics: Sendable {
    /// Lowercased word → spelling → occurrences not at the start of a sentence.
    private(set) var forms: [String: [String: Int]] = [:]

    public init() {}

    /// Records the tokens of one sentence.
    public mutating func add(sentence: [Substring?]) {
        for token in sentence.dropFirst() {
            guard let token else { continue }
            forms[token.lowercased(), default: [:]][String(token), default: 0] += 1
        }
    }

    /// How often each spelling of `lowercased` was seen away from sentence starts.
    public func spellings(of lowercased: String) -> [String: Int] {
        forms[lowercased] ?? [:]
    }

    /// The most frequent spelling of `lowercased` and its share of the occurrences, if seen
    /// at least `minimumCount` times.
    public func dominantForm(of lowercased: String, minimumCount: Int) -> (spelling: String, share: Double)? {
        guard let counts = forms[lowercased] else { return nil }
        let total = counts.values.reduce(0, +)
        guard total >= minimumCount else { return nil }
        let best = counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }!
        return (best.key, Double(best.value) / Double(total))
    }
}
