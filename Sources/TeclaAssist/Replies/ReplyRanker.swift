import TeclaLanguage

/// Orders candidate replies: fluent in the language model, and about what the chat is about.
///
/// score = mean log10 P(word | two previous words) over the reply (the keyboard's own trigram
/// model, sentence start and end included) + `overlapWeight` × the reply's content words that
/// also occur in the message answered + `slotBonus` when the reply echoes a detail of it. The
/// mean, not the sum, so that short replies are not favoured for being short.
public struct ReplyRanker: Sendable {
    public let pack: LanguagePack?
    public var overlapWeight = 0.6
    public var slotBonus = 1.5

    public init(pack: LanguagePack?) {
        self.pack = pack
    }

    /// Mean log10 probability per token of `text` (0 without a pack).
    public func fluency(_ text: String) -> Double {
        guard let pack else { return 0 }
        let model = pack.model
        var total = 0.0
        var count = 0
        for sentence in CorpusTokenizer().sentences(in: text) {
            var u: Int? = nil
            var v = model.id(of: .sentenceStart)
            for token in sentence {
                let w = token.map { pack.modelID(forToken: $0) } ?? model.id(of: .unknown)
                total += Double(model.logProb(w, after: u, v))
                count += 1
                u = v
                v = w
            }
            total += Double(model.logProb(model.id(of: .sentenceEnd), after: u, v))
            count += 1
        }
        return count == 0 ? 0 : total / Double(count)
    }

    public func score(_ reply: String, context: Set<String>, stopwords: Set<String>, usesSlot: Bool) -> Double {
        let words = Set(IntentClassifier.words(reply)).subtracting(stopwords)
        return fluency(reply) + overlapWeight * Double(words.intersection(context).count) + (usesSlot ? slotBonus : 0)
    }
}
