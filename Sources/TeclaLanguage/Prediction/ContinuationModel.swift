import Foundation

/// Which letter comes next: the probability mass of the words that continue the word being typed
/// with each possible letter, under the n-gram context — the language half of probabilistic touch.
///
/// For the trie node of the (folded) word typed so far, each child letter gets
/// `Σ P(w | u v)` over the words below it. The sums are exact for the backed-off Kneser-Ney model
/// and cheap: unigram mass comes from prefix sums over word ids (the words below a trie node are
/// a contiguous id range), and only the context's stored bigrams and trigrams inside that range
/// are visited as corrections.
///
/// - Complexity: O(children × log row + stored n-grams of the context under the node) per call.
public struct ContinuationModel: Sendable {
    public let pack: LanguagePack
    /// `cumulative[i]` = Σ P(w) for word ids below i.
    private let cumulative: [Double]
    /// Reads the context's word ids (built once: building one scans the whole vocabulary, which
    /// once happened on every touch).
    private let predictor: Predictor

    public init(pack: LanguagePack) {
        self.pack = pack
        predictor = Predictor(pack: pack)
        let count = pack.lexicon.count
        var sums = [Double](repeating: 0, count: count + 1)
        var total = 0.0
        for w in 0..<count {
            total += pow(10, Double(pack.model.unigramLogProb(w)))
            sums[w + 1] = total
        }
        cumulative = sums
    }

    /// One continuation: a folded scalar and the probability mass of the words it leads to.
    public struct Continuation: Hashable, Sendable {
        public var scalar: Unicode.Scalar
        public var mass: Double
    }

    /// The continuations of the word at the end of `textBeforeCursor`; empty when the lexicon
    /// has no word starting that way (no evidence: callers should fall back to uniform).
    public func continuations(textBeforeCursor: String) -> [Continuation] {
        let context = TypingContext(textBeforeCursor: textBeforeCursor)
        let lexicon = pack.lexicon, model = pack.model
        guard let node = lexicon.node(forFolded: TextFolding.fold(context.currentWord)) else { return [] }
        let (u, v) = predictor.contextIDs(context)
        let bigramRow = model.bigramRow(v)
        let backoffV = pow(10, Double(model.b1Book.value(model.unigramBackoff[v])))
        var trigram: (row: Range<Int>, backoff: Double)?
        if let u, let b = model.bigramIndex(u, v) {
            trigram = (model.trigramRow(b), pow(10, Double(model.b2Book.value(model.bigramBackoff[b]))))
        }
        var result: [Continuation] = []
        for child in lexicon.children(of: node) {
            guard let scalar = Unicode.Scalar(lexicon.label(of: child)) else { continue }
            let range = lexicon.words(under: child)
            guard !range.isEmpty else { continue }
            let mass = massOfWords(in: range, bigramRow: bigramRow, backoffV: backoffV, v: v, trigram: trigram)
            if mass > 0 { result.append(Continuation(scalar: scalar, mass: mass)) }
        }
        return result
    }

    private func massOfWords(in range: Range<Int>, bigramRow: Range<Int>, backoffV: Double, v: Int, trigram: (row: Range<Int>, backoff: Double)?) -> Double {
        let model = pack.model
        let unigram = cumulative[range.upperBound] - cumulative[range.lowerBound]
        // P(w | v) = p2 where stored, else bow(v) · p1.
        var bigramMass = backoffV * unigram
        let lo = model.bigramWords.lowerBound(of: UInt32(range.lowerBound), in: bigramRow)
        let hi = model.bigramWords.lowerBound(of: UInt32(range.upperBound), in: lo..<bigramRow.upperBound)
        for i in lo..<hi {
            let (w, code) = model.bigram(at: i)
            bigramMass += pow(10, Double(model.bigramLogProb(code: code))) - backoffV * pow(10, Double(model.unigramLogProb(w)))
        }
        guard let trigram else { return max(0, bigramMass) }
        // P(w | u v) = p3 where stored, else bow(u v) · P(w | v).
        var mass = trigram.backoff * bigramMass
        let tlo = model.trigramWords.lowerBound(of: UInt32(range.lowerBound), in: trigram.row)
        let thi = model.trigramWords.lowerBound(of: UInt32(range.upperBound), in: tlo..<trigram.row.upperBound)
        for i in tlo..<thi {
            let (w, code) = model.trigram(at: i)
            mass += pow(10, Double(model.trigramLogProb(code: code))) - trigram.backoff * pow(10, Double(model.logProb(w, after: v)))
        }
        return max(0, mass)
    }
}
