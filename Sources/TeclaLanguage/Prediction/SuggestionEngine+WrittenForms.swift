/// Arabic is typed bare: people leave out the hamza seats and the madda (اين for أين, الى for إلى)
/// that the lexicon's words are written with. Folded lookup already finds the written words; this
/// makes the likeliest of them the autocorrection, as N'Ko's readers restore tones.
extension SuggestionEngine {
    /// The written form of a bare spelling, as the autocorrection: the lexicon has no word spelled
    /// as typed, the typed word carries nothing folding removes (no hamza seat, madda or
    /// haraka: the user typed the bare letters), and one reading of it is at least ten times
    /// likelier in context than any other (ان stays: أن and إن are both likely). Otherwise the
    /// readings are offered as completions and what was typed stays.
    ///
    /// Complexity: O(r) language-model lookups for the r ≤ ``maximumReadings`` words that fold
    /// like the typed one.
    func writtenForm(of typed: String, context: TypingContext) -> Suggestion? {
        let lexicon = predictor.pack.lexicon
        guard typed.unicodeScalars.allSatisfy({ !Self.writtenOnlyScalars.contains($0) && $0.properties.generalCategory != .nonspacingMark })
        else { return nil }
        let readings = lexicon.lookup(typed)
        guard !readings.isEmpty, readings.count <= Self.maximumReadings else { return nil }
        // Several readings are usually one word and its rarer spellings, or a rarer word (إلى,
        // إلي): the margin decides, not the count.
        let (u, v) = predictor.contextIDs(context)
        let model = predictor.pack.model
        var best: (id: Int, score: Float) = (-1, -.infinity)
        var second: Float = -.infinity
        for id in readings where id < model.wordCount {
            guard lexicon.spelling(of: id) != typed else { return nil }
            let score = model.logProb(id, after: u, v)
            if score > best.score {
                second = best.score
                best = (id, score)
            } else {
                second = max(second, score)
            }
        }
        guard best.id >= 0, best.score - second >= Self.writtenFormMargin else { return nil }
        return Suggestion(text: lexicon.spelling(of: best.id), kind: .correction, score: Double(best.score))
    }

    /// Letters a bare spelling does not have: the hamza seats and the madda (أ إ آ ؤ ئ).
    static let writtenOnlyScalars: Set<Unicode.Scalar> = ["\u{0622}", "\u{0623}", "\u{0624}", "\u{0625}", "\u{0626}"]
    /// How much likelier (log10) the written form must be than any other reading of the bare spelling.
    static let writtenFormMargin: Float = 1
    /// More readings than this are not weighed (a bound on the work a keystroke does).
    static let maximumReadings = 64
}
