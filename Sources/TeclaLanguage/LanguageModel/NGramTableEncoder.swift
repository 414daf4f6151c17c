import Foundation

/// Turns an `NGramEstimate` into the pack's n-gram sections: sorted arrays in compressed-row
/// form (bigrams grouped by first word; trigrams grouped by their bigram context, listed only
/// for the bigrams that have trigrams), one-byte
/// quantized log-probabilities, and backoff weights recomputed from the *quantized*
/// probabilities so that every context's distribution still sums to one.
package struct NGramTableEncoder {
    package let estimate: NGramEstimate

    package init(estimate: NGramEstimate) {
        self.estimate = estimate
    }

    /// Counts of what was written.
    package struct Summary { package var unigrams: Int; package var bigrams: Int; package var trigrams: Int }

    package func write(into writer: inout PackWriter) -> Summary {
        let V = estimate.vocabularySize
        let bigramKeys = estimate.bigrams.keys.sorted()
        let trigramKeys = estimate.trigrams.keys.sorted()

        let p1Book = LogProbCodebook(fitting: estimate.unigrams.map { log10(max($0, 1e-12)) })
        let p2Book = LogProbCodebook(fitting: bigramKeys.map { log10(max(estimate.bigrams[$0]!, 1e-12)) })
        let p3Book = LogProbCodebook(fitting: trigramKeys.map { log10(max(estimate.trigrams[$0]!, 1e-12)) })

        let p1Codes = estimate.unigrams.map { p1Book.code(for: log10(max($0, 1e-12))) }
        let p2Codes = bigramKeys.map { p2Book.code(for: log10(max(estimate.bigrams[$0]!, 1e-12))) }
        let p3Codes = trigramKeys.map { p3Book.code(for: log10(max(estimate.trigrams[$0]!, 1e-12))) }
        let p1 = p1Codes.map { pow(10, Double(p1Book.value($0))) }
        let p2 = p2Codes.map { pow(10, Double(p2Book.value($0))) }
        let p3 = p3Codes.map { pow(10, Double(p3Book.value($0))) }

        // Compressed rows: bigramStarts[v] ..< bigramStarts[v + 1] are the bigrams after v.
        var bigramStarts = [UInt32](repeating: 0, count: V + 1)
        for key in bigramKeys { bigramStarts[NGramKey.first(key) + 1] += 1 }
        for v in 0..<V { bigramStarts[v + 1] += bigramStarts[v] }
        let bigramWords = bigramKeys.map { UInt32(NGramKey.last($0)) }
        var bigramIndex: [UInt64: Int] = [:]
        bigramIndex.reserveCapacity(bigramKeys.count)
        for (i, key) in bigramKeys.enumerated() { bigramIndex[key] = i }

        // Unigram backoff: mass the bigrams of v leave, over the unigram mass they cover.
        var bow1 = [Double](repeating: 1, count: V)
        for v in 0..<V where bigramStarts[v + 1] > bigramStarts[v] {
            var seen = 0.0, lower = 0.0
            for i in Int(bigramStarts[v])..<Int(bigramStarts[v + 1]) {
                seen += p2[i]
                lower += p1[Int(bigramWords[i])]
            }
            bow1[v] = Self.ratio(1 - seen, 1 - lower)
        }
        let b1Book = LogProbCodebook(fitting: bow1.map { log10($0) })
        let b1Codes = bow1.map { b1Book.code(for: log10($0)) }
        let b1 = b1Codes.map { pow(10, Double(b1Book.value($0))) }

        // Trigram rows of the bigrams that have any, and the bigram backoff computed against the
        // backed-off bigram.
        var trigramContexts: [UInt32] = []
        var trigramStarts: [UInt32] = [0]
        var trigramWords = [UInt32]()
        trigramWords.reserveCapacity(trigramKeys.count)
        var bow2 = [Double](repeating: 1, count: bigramKeys.count)
        var t = 0
        for (b, contextKey) in bigramKeys.enumerated() {
            let v = NGramKey.last(contextKey)
            var seen = 0.0, lower = 0.0
            while t < trigramKeys.count, NGramKey.context(ofTrigram: trigramKeys[t]) == contextKey {
                let w = NGramKey.last(trigramKeys[t])
                trigramWords.append(UInt32(w))
                seen += p3[t]
                if let i = bigramIndex[NGramKey.bigram(v, w)] { lower += p2[i] } else { lower += b1[v] * p1[w] }
                t += 1
            }
            if UInt32(trigramWords.count) != trigramStarts[trigramStarts.count - 1] {
                trigramContexts.append(UInt32(b))
                trigramStarts.append(UInt32(trigramWords.count))
            }
            if seen > 0 { bow2[b] = Self.ratio(1 - seen, 1 - lower) }
        }
        precondition(t == trigramKeys.count, "every trigram's context must be a stored bigram")
        let b2Book = LogProbCodebook(fitting: bow2.map { log10($0) })
        let b2Codes = bow2.map { b2Book.code(for: log10($0)) }

        writer.addArray(.unigramProb, p1Codes)
        writer.addArray(.unigramBackoff, b1Codes)
        writer.addArray(.bigramStarts, bigramStarts)
        writer.addArray(.bigramWords, bigramWords)
        writer.addArray(.bigramProb, p2Codes)
        writer.addArray(.bigramBackoff, b2Codes)
        writer.addArray(.trigramContexts, trigramContexts)
        writer.addArray(.trigramStarts, trigramStarts)
        writer.addArray(.trigramWords, trigramWords)
        writer.addArray(.trigramProb, p3Codes)
        writer.addArray(.unigramProbCodebook, p1Book.levels)
        writer.addArray(.unigramBackoffCodebook, b1Book.levels)
        writer.addArray(.bigramProbCodebook, p2Book.levels)
        writer.addArray(.bigramBackoffCodebook, b2Book.levels)
        writer.addArray(.trigramProbCodebook, p3Book.levels)
        return Summary(unigrams: V, bigrams: bigramKeys.count, trigrams: trigramKeys.count)
    }

    /// Backoff weight numerator / denominator, guarded against the rounding that quantization
    /// introduces when a context's n-grams cover almost all of the mass.
    private static func ratio(_ numerator: Double, _ denominator: Double) -> Double {
        let n = max(numerator, 1e-6), d = max(denominator, 1e-6)
        return min(max(n / d, 1e-6), 1e3)
    }
}
