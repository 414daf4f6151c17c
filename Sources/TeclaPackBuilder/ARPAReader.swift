import TeclaLanguage
import Foundation

/// Reads an ARPA back-off language model (the text format of KenLM's `lmplz`, SRILM, IRSTLM)
/// into an `NGramEstimate` over a lexicon's ids. N-grams with words outside the lexicon are
/// dropped; the encoder then recomputes backoff weights so every context still sums to one.
public struct ARPAReader {
    /// Errors naming the line at fault.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case malformedLine(number: Int, text: String)
        case missingData
        public var description: String {
            switch self {
            case let .malformedLine(number, text): "ARPA line \(number) is malformed: \(text.prefix(80))"
            case .missingData: "ARPA file has no \\data\\ section"
            }
        }
    }

    /// Number of words in the lexicon (model ids of special tokens follow).
    public let wordCount: Int
    /// Maps an ARPA word to a lexicon id, or nil when the lexicon lacks it.
    public let resolve: (Substring) -> Int?

    public init(wordCount: Int, resolve: @escaping (Substring) -> Int?) {
        self.wordCount = wordCount
        self.resolve = resolve
    }

    /// Parses ARPA text given line by line.
    public func read(lines: some Sequence<Substring>) throws -> NGramEstimate {
        let V = wordCount + SpecialToken.allCases.count
        var unigrams = [Double](repeating: 0, count: V)
        var bigrams: [UInt64: Double] = [:]
        var trigrams: [UInt64: Double] = [:]
        var order = -1
        var sawData = false
        var number = 0
        for line in lines {
            number += 1
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            if text == "\\data\\" { sawData = true; order = 0; continue }
            if text == "\\end\\" { break }
            if text.hasPrefix("\\"), text.hasSuffix("-grams:") {
                order = Int(text.dropFirst().prefix { $0.isNumber }) ?? -1
                continue
            }
            if order <= 0 { continue }
            if order > 3 { continue }
            let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= order + 1, let log10p = Double(fields[0]) else {
                throw Failure.malformedLine(number: number, text: String(text))
            }
            var ids: [Int] = []
            for word in fields[1...order] {
                guard let id = modelID(word) else { break }
                ids.append(id)
            }
            guard ids.count == order else { continue }
            let p = pow(10, log10p)
            switch order {
            case 1: unigrams[ids[0]] += p
            case 2: bigrams[NGramKey.bigram(ids[0], ids[1]), default: 0] += p
            default: trigrams[NGramKey.trigram(ids[0], ids[1], ids[2]), default: 0] += p
            }
        }
        guard sawData else { throw Failure.missingData }
        // Lexicon words the ARPA file lacks get a floor; the unigram mix can raise them.
        let floor = 1e-9
        for i in unigrams.indices where unigrams[i] == 0 { unigrams[i] = floor }
        let total = unigrams.reduce(0, +)
        unigrams = unigrams.map { $0 / total }
        // Every trigram's context must be a stored bigram: add missing ones at their backoff value.
        for key in trigrams.keys {
            let context = NGramKey.context(ofTrigram: key)
            if bigrams[context] == nil { bigrams[context] = unigrams[NGramKey.last(context)] }
        }
        return NGramEstimate(vocabularySize: V, unigrams: unigrams, bigrams: bigrams, trigrams: trigrams)
    }

    private func modelID(_ word: Substring) -> Int? {
        switch word {
        case "<s>": SpecialToken.sentenceStart.id(wordCount: wordCount)
        case "</s>": SpecialToken.sentenceEnd.id(wordCount: wordCount)
        case "<unk>", "<UNK>": SpecialToken.unknown.id(wordCount: wordCount)
        default: resolve(word)
        }
    }
}
