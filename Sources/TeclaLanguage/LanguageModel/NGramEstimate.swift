/// Smoothed n-gram probabilities over model ids, before quantization: what the Kneser-Ney
/// estimator or an ARPA file yields, and what `NGramTableEncoder` turns into pack sections.
public struct NGramEstimate: Sendable {
    /// Number of model ids (lexicon words plus `SpecialToken`s).
    public var vocabularySize: Int
    /// P(w) for every id; sums to 1.
    public var unigrams: [Double]
    /// P(w | v), keyed by `NGramKey.bigram(v, w)`: the interpolated probability.
    public var bigrams: [UInt64: Double]
    /// P(w | u v), keyed by `NGramKey.trigram(u, v, w)`.
    public var trigrams: [UInt64: Double]

    public init(vocabularySize: Int, unigrams: [Double], bigrams: [UInt64: Double], trigrams: [UInt64: Double]) {
        self.vocabularySize = vocabularySize
        self.unigrams = unigrams
        self.bigrams = bigrams
        self.trigrams = trigrams
    }

    /// Mixes the unigram distribution with `prior` (for instance word-list frequencies) with
    /// weight `priorWeight`, so that words the corpora never saw still get their share. Both
    /// are normalized first; n-grams keep their probabilities (backoff weights absorb the rest).
    public mutating func mixUnigrams(with prior: [Double], priorWeight: Double) {
        guard prior.count == unigrams.count, priorWeight > 0 else { return }
        let priorTotal = prior.reduce(0, +)
        let ownTotal = unigrams.reduce(0, +)
        guard priorTotal > 0, ownTotal > 0 else { return }
        for i in unigrams.indices {
            unigrams[i] = (1 - priorWeight) * unigrams[i] / ownTotal + priorWeight * prior[i] / priorTotal
        }
    }
}
