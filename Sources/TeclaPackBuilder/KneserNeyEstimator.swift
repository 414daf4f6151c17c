import TeclaLanguage
/// Counts trigrams in sentences of model ids and estimates an interpolated, modified
/// Kneser-Ney trigram model (Chen & Goodman 1998), then prunes rare n-grams.
///
/// Lower orders use continuation counts (how many distinct words precede an n-gram), except
/// n-grams that start at `<s>`, which have no predecessor and keep their raw counts.
public struct KneserNeyEstimator: Sendable {
    /// Number of model ids.
    public let vocabularySize: Int
    /// Trigrams seen fewer times are dropped after estimation.
    public var minimumTrigramCount: Int
    /// Bigrams seen fewer times are dropped unless they are the context of a kept trigram.
    public var minimumBigramCount: Int

    private var trigramCounts: [UInt64: UInt32] = [:]
    private var bigramCounts: [UInt64: UInt32] = [:]
    /// Tokens counted (words and `</s>`).
    public private(set) var tokenCount = 0

    public init(vocabularySize: Int, minimumBigramCount: Int = 1, minimumTrigramCount: Int = 2) {
        precondition(vocabularySize < NGramKey.maximumVocabulary)
        self.vocabularySize = vocabularySize
        self.minimumBigramCount = minimumBigramCount
        self.minimumTrigramCount = minimumTrigramCount
    }

    /// Counts one sentence of word ids (without `<s>` and `</s>`; they are added here).
    public mutating func add(sentence: [Int], weight: UInt32 = 1) {
        let words = vocabularySize - SpecialToken.allCases.count
        var ids = [SpecialToken.sentenceStart.id(wordCount: words)]
        ids.append(contentsOf: sentence)
        ids.append(SpecialToken.sentenceEnd.id(wordCount: words))
        tokenCount += ids.count - 1
        for i in 1..<ids.count {
            bigramCounts[NGramKey.bigram(ids[i - 1], ids[i]), default: 0] += weight
            if i >= 2 {
                trigramCounts[NGramKey.trigram(ids[i - 2], ids[i - 1], ids[i]), default: 0] += weight
            }
        }
    }

    /// Number of distinct bigrams and trigrams counted so far.
    public var distinctCounts: (bigrams: Int, trigrams: Int) { (bigramCounts.count, trigramCounts.count) }

    /// The smoothed and pruned model.
    public func estimate() -> NGramEstimate {
        let V = vocabularySize
        let words = V - SpecialToken.allCases.count
        let bos = SpecialToken.sentenceStart.id(wordCount: words)

        // Adjusted counts for order 2: continuation counts N1+(• v w), raw after <s>.
        var adjusted2: [UInt64: UInt32] = [:]
        adjusted2.reserveCapacity(bigramCounts.count)
        for key in trigramCounts.keys { adjusted2[NGramKey.suffix(ofTrigram: key), default: 0] += 1 }
        for (key, count) in bigramCounts where NGramKey.first(key) == bos || adjusted2[key] == nil {
            adjusted2[key] = count
        }
        // Adjusted counts for order 1: N1+(• w).
        var adjusted1 = [UInt32](repeating: 0, count: V)
        for key in bigramCounts.keys { adjusted1[NGramKey.last(key)] += 1 }

        let d1 = Discounts(counts: adjusted1.lazy.filter { $0 > 0 })
        let d2 = Discounts(counts: adjusted2.values)
        let d3 = Discounts(counts: trigramCounts.values)

        // Unigrams, interpolated with the uniform distribution.
        let total1 = Double(adjusted1.reduce(0) { $0 + Int($1) })
        var unigrams = [Double](repeating: 1 / Double(V), count: V)
        if total1 > 0 {
            // Discount mass from integer counts of counts: the same bits whatever the order.
            var classes = DiscountClasses()
            for a in adjusted1 { classes.add(a) }
            let gammaMass = classes.mass(d1)
            for w in 0..<V {
                unigrams[w] =
                    (Double(adjusted1[w]) - d1.discount(adjusted1[w])) / total1
                    + gammaMass / total1 / Double(V)
            }
        }

        // Bigram context statistics: Σ a2(v •) and the interpolation weight γ(v).
        var sum2 = [Double](repeating: 0, count: V)
        var classes2 = [DiscountClasses](repeating: DiscountClasses(), count: V)
        for (key, a) in adjusted2 {
            let v = NGramKey.first(key)
            sum2[v] += Double(a)
            classes2[v].add(a)
        }
        let gamma2 = classes2.map { $0.mass(d2) }
        func bigramProbability(_ v: Int, _ w: Int) -> Double {
            guard sum2[v] > 0 else { return unigrams[w] }
            let a = adjusted2[NGramKey.bigram(v, w)] ?? 0
            return (Double(a) - d2.discount(a)) / sum2[v] + gamma2[v] / sum2[v] * unigrams[w]
        }

        // Trigram context statistics, keyed by the (u, v) context.
        var sum3: [UInt64: Double] = [:]
        var classes3: [UInt64: DiscountClasses] = [:]
        for (key, c) in trigramCounts {
            let context = NGramKey.context(ofTrigram: key)
            sum3[context, default: 0] += Double(c)
            classes3[context, default: DiscountClasses()].add(c)
        }
        let gamma3 = classes3.mapValues { $0.mass(d3) }

        var trigrams: [UInt64: Double] = [:]
        var keptContexts = Set<UInt64>()
        for (key, c) in trigramCounts where Int(c) >= minimumTrigramCount {
            let context = NGramKey.context(ofTrigram: key)
            let v = NGramKey.last(context)
            let w = NGramKey.last(key)
            let total = sum3[context] ?? 1
            let lower = bigramProbability(v, w)
            trigrams[key] = (Double(c) - d3.discount(c)) / total + (gamma3[context] ?? 0) / total * lower
            keptContexts.insert(context)
        }
        var bigrams: [UInt64: Double] = [:]
        for (key, c) in bigramCounts where Int(c) >= minimumBigramCount || keptContexts.contains(key) {
            bigrams[key] = bigramProbability(NGramKey.first(key), NGramKey.last(key))
        }
        return NGramEstimate(vocabularySize: V, unigrams: unigrams, bigrams: bigrams, trigrams: trigrams)
    }
}
