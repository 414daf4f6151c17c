/// What the corrector found for a typed word, and what the commit policy decided.
public struct CorrectionResult: Sendable, Equatable {
    /// The typed word.
    public var typed: String
    /// Whether the typed word is itself a known spelling.
    public var typedIsKnown: Bool
    /// Candidates, best first (the typed word among them).
    public var candidates: [CorrectionCandidate]
    /// The replacement to apply on space, or nil to keep the typed word.
    public var autocorrection: String?

    /// Texts in the order a benchmark or a suggestion bar wants them: what would be committed
    /// first, then the other candidates.
    public var ranked: [String] {
        var out = [autocorrection ?? typed]
        for c in candidates where !out.contains(c.text) { out.append(c.text) }
        return out
    }

    /// The candidates as suggestions (corrections only, not the typed word).
    public var suggestions: [Suggestion] {
        candidates.filter { !$0.isTyped && $0.text != typed }.map { Suggestion(text: $0.text, kind: .correction, score: $0.score) }
    }
}
