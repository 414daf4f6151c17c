import TeclaLanguage

/// Static linear interpolation of two back-off n-gram models into one (as SRILM's
/// `ngram -mix-lm` does): P(w | h) = (1 − λ)·P_own(w | h) + λ·P_background(w | h), each side
/// evaluated with its own back-off where it stores nothing. The result's back-off weights are
/// recomputed by the pack writer, so it normalizes like any other estimate.
///
/// Why: counted corpora know the register (chat turns, task dialogues) but see few contexts; a
/// large background model (the CMU Sphinx model) knows many contexts but not the register.
/// Measured on chat-dev's odd lines, each alone gives next-word top-3 0.266 and 0.293; mixed,
/// more than either (BENCHMARKS.md, "Prediction people notice").
///
/// The background's own n-grams are many (2M bigrams): those absent from the counted model are
/// kept only when the background gives them at least `minimumBackgroundProbability`, which
/// bounds the pack's size.
///
/// - Complexity: O(n-grams of both) time and memory.
public enum NGramInterpolation {
    /// A model evaluated with back-off: P(w | v) and P(w | u v) for any ids.
    struct BackoffModel {
        let estimate: NGramEstimate
        private var bigramBackoff: [Int: Double] = [:]
        private var trigramBackoff: [UInt64: Double] = [:]

        init(_ estimate: NGramEstimate) {
            self.estimate = estimate
            var stored: [Int: Double] = [:], lower: [Int: Double] = [:]
            for (key, p) in estimate.bigrams {
                let v = NGramKey.first(key)
                stored[v, default: 0] += p
                lower[v, default: 0] += estimate.unigrams[NGramKey.last(key)]
            }
            for (v, mass) in stored { bigramBackoff[v] = Self.backoff(stored: mass, lower: lower[v] ?? 0) }
            var storedTri: [UInt64: Double] = [:], lowerTri: [UInt64: Double] = [:]
            for (key, p) in estimate.trigrams {
                let context = NGramKey.context(ofTrigram: key)
                storedTri[context, default: 0] += p
                lowerTri[context, default: 0] += bigram(NGramKey.last(context), NGramKey.last(key))
            }
            for (context, mass) in storedTri { trigramBackoff[context] = Self.backoff(stored: mass, lower: lowerTri[context] ?? 0) }
        }

        /// The mass a context leaves to words it does not store, spread as the lower order would.
        static func backoff(stored: Double, lower: Double) -> Double {
            max(1e-12, 1 - stored) / max(1e-12, 1 - lower)
        }

        func bigram(_ v: Int, _ w: Int) -> Double {
            estimate.bigrams[NGramKey.bigram(v, w)] ?? (bigramBackoff[v] ?? 1) * estimate.unigrams[w]
        }

        func trigram(_ u: Int, _ v: Int, _ w: Int) -> Double {
            let key = NGramKey.trigram(u, v, w)
            return estimate.trigrams[key] ?? (trigramBackoff[NGramKey.context(ofTrigram: key)] ?? 1) * bigram(v, w)
        }
    }

    /// Mixes `own` with `background` at `backgroundWeight` (λ, in 0…1).
    public static func mix(
        _ own: NGramEstimate, with background: NGramEstimate, backgroundWeight λ: Double, minimumBackgroundProbability: Double
    ) -> NGramEstimate {
        precondition(own.vocabularySize == background.vocabularySize, "both models must share the vocabulary")
        let a = BackoffModel(own), b = BackoffModel(background)
        let unigrams = zip(own.unigrams, background.unigrams).map { (1 - λ) * $0 + λ * $1 }

        var bigrams: [UInt64: Double] = [:]
        bigrams.reserveCapacity(own.bigrams.count + background.bigrams.count / 4)
        func addBigram(_ key: UInt64) {
            let v = NGramKey.first(key), w = NGramKey.last(key)
            bigrams[key] = (1 - λ) * a.bigram(v, w) + λ * b.bigram(v, w)
        }
        for key in own.bigrams.keys { addBigram(key) }
        for (key, p) in background.bigrams where p >= minimumBackgroundProbability && bigrams[key] == nil { addBigram(key) }

        var trigrams: [UInt64: Double] = [:]
        func addTrigram(_ key: UInt64) {
            let context = NGramKey.context(ofTrigram: key)
            let u = NGramKey.first(context), v = NGramKey.last(context), w = NGramKey.last(key)
            trigrams[key] = (1 - λ) * a.trigram(u, v, w) + λ * b.trigram(u, v, w)
            // A stored trigram needs its context stored as a bigram (the table is keyed that way).
            if bigrams[context] == nil { bigrams[context] = (1 - λ) * a.bigram(u, v) + λ * b.bigram(u, v) }
        }
        for key in own.trigrams.keys { addTrigram(key) }
        for (key, p) in background.trigrams where p >= minimumBackgroundProbability && trigrams[key] == nil { addTrigram(key) }
        return NGramEstimate(vocabularySize: own.vocabularySize, unigrams: unigrams, bigrams: bigrams, trigrams: trigrams)
    }
}
