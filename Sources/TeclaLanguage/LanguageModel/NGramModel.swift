/// The trigram model of a pack, read in place from the mapped sections: probabilities are
/// found by binary search in sorted arrays, nothing is decoded into dictionaries at load.
///
/// P(w | u v) = p(u v w) if stored, else bow(u v) · P(w | v);
/// P(w | v) = p(v w) if stored, else bow(v) · p(w). Values are log10.
public struct NGramModel: Sendable {
    /// Number of model ids (lexicon words followed by the special tokens).
    public let vocabularySize: Int
    /// Number of lexicon words (ids below this are words).
    public let wordCount: Int

    let unigramProb: PackedArray<UInt8>
    let unigramBackoff: PackedArray<UInt8>
    let bigramStarts: PackedArray<UInt32>
    let bigramWords: PackedArray<UInt32>
    let bigramProb: PackedArray<UInt8>
    let bigramBackoff: PackedArray<UInt8>
    let trigramContexts: PackedArray<UInt32>
    let trigramStarts: PackedArray<UInt32>
    let trigramWords: PackedArray<UInt32>
    let trigramProb: PackedArray<UInt8>
    let p1Book: LogProbCodebook, b1Book: LogProbCodebook
    let p2Book: LogProbCodebook, b2Book: LogProbCodebook
    let p3Book: LogProbCodebook

    init(file: PackFile, wordCount: Int) throws(PackError) {
        self.wordCount = wordCount
        let V = wordCount + SpecialToken.allCases.count
        vocabularySize = V
        unigramProb = try file.array(.unigramProb, count: V)
        unigramBackoff = try file.array(.unigramBackoff, count: V)
        bigramStarts = try file.array(.bigramStarts, count: V + 1)
        let bigramCount = Int(bigramStarts[V])
        bigramWords = try file.array(.bigramWords, count: bigramCount)
        bigramProb = try file.array(.bigramProb, count: bigramCount)
        bigramBackoff = try file.array(.bigramBackoff, count: bigramCount)
        trigramContexts = try file.array(.trigramContexts)
        trigramStarts = try file.array(.trigramStarts, count: trigramContexts.count + 1)
        let trigramCount = Int(trigramStarts[trigramContexts.count])
        trigramWords = try file.array(.trigramWords, count: trigramCount)
        trigramProb = try file.array(.trigramProb, count: trigramCount)
        func book(_ tag: PackSectionTag) throws(PackError) -> LogProbCodebook {
            let levels = try file.array(tag, of: Float.self, count: 256)
            return LogProbCodebook(levels: (0..<256).map { levels[$0] })
        }
        p1Book = try book(.unigramProbCodebook)
        b1Book = try book(.unigramBackoffCodebook)
        p2Book = try book(.bigramProbCodebook)
        b2Book = try book(.bigramBackoffCodebook)
        p3Book = try book(.trigramProbCodebook)
        try validateStructure()
    }

    /// Number of stored bigrams.
    public var bigramCount: Int { bigramWords.count }
    /// Number of stored trigrams.
    public var trigramCount: Int { trigramWords.count }

    /// The id of a special token.
    public func id(of token: SpecialToken) -> Int { token.id(wordCount: wordCount) }

    /// log10 P(w).
    @inline(__always)
    public func unigramLogProb(_ w: Int) -> Float { p1Book.value(unigramProb[w]) }

    /// log10 P(w | v).
    public func logProb(_ w: Int, after v: Int) -> Float {
        let row = bigramRow(v)
        if let i = bigramWords.find(UInt32(truncatingIfNeeded: w), in: row) {
            return p2Book.value(bigramProb[i])
        }
        return b1Book.value(unigramBackoff[v]) + unigramLogProb(w)
    }

    /// log10 P(w | u v); `u` may be nil when only one word of context exists.
    public func logProb(_ w: Int, after u: Int?, _ v: Int) -> Float {
        guard let u else { return logProb(w, after: v) }
        guard let b = bigramIndex(u, v) else { return logProb(w, after: v) }
        let row = trigramRow(b)
        if let i = trigramWords.find(UInt32(truncatingIfNeeded: w), in: row) {
            return p3Book.value(trigramProb[i])
        }
        return b2Book.value(bigramBackoff[b]) + logProb(w, after: v)
    }

    /// Position of bigram (v, w) in the bigram arrays.
    public func bigramIndex(_ v: Int, _ w: Int) -> Int? {
        bigramWords.find(UInt32(truncatingIfNeeded: w), in: bigramRow(v))
    }

    /// Range of bigram positions whose first word is `v` (sorted by second word).
    public func bigramRow(_ v: Int) -> Range<Int> {
        guard v >= 0, v < vocabularySize else { return 0..<0 }
        let lo = Int(bigramStarts[v]), hi = min(Int(bigramStarts[v + 1]), bigramWords.count)
        return lo <= hi ? lo..<hi : 0..<0
    }

    /// Range of trigram positions whose context is bigram `b` (sorted by third word).
    public func trigramRow(_ b: Int) -> Range<Int> {
        guard b >= 0, b < bigramWords.count,
            let i = trigramContexts.find(UInt32(truncatingIfNeeded: b), in: 0..<trigramContexts.count)
        else { return 0..<0 }
        let lo = Int(trigramStarts[i]), hi = min(Int(trigramStarts[i + 1]), trigramWords.count)
        return lo <= hi ? lo..<hi : 0..<0
    }

    /// Second word of bigram `i` and its quantized probability code (codes order like values).
    @inline(__always) public func bigram(at i: Int) -> (word: Int, code: UInt8) {
        (Int(bigramWords[i]), bigramProb[i])
    }

    /// Third word of trigram `i` and its quantized probability code.
    @inline(__always) public func trigram(at i: Int) -> (word: Int, code: UInt8) {
        (Int(trigramWords[i]), trigramProb[i])
    }

    /// log10 value of a bigram probability code.
    public func bigramLogProb(code: UInt8) -> Float { p2Book.value(code) }
    /// log10 value of a trigram probability code.
    public func trigramLogProb(code: UInt8) -> Float { p3Book.value(code) }
}
