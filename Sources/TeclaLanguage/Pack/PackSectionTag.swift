/// The four-character tag naming a section in a pack.
public struct PackSectionTag: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The tag as a 32-bit value (first character in the lowest byte, as stored).
    public let rawValue: UInt32

    /// Creates a tag from exactly four ASCII characters.
    public init(_ text: StaticString) {
        let bytes = Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        precondition(bytes.count == 4, "section tags are four ASCII characters")
        self.init(rawValue: bytes.reversed().reduce(0) { ($0 << 8) | UInt32($1) })
    }

    /// Creates a tag from its stored 32-bit value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public var description: String {
        let bytes = (0..<4).map { UInt8((rawValue >> (8 * UInt32($0))) & 0xFF) }
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        return "0x" + String(rawValue, radix: 16)
    }

    public static func < (a: Self, b: Self) -> Bool { a.description < b.description }

    // Sections of format version 3.
    package static let manifest = PackSectionTag("MANI")
    package static let wordBytes = PackSectionTag("WSTR")
    package static let wordOffsets = PackSectionTag("WOFF")
    package static let wordFrequency = PackSectionTag("WFRQ")
    package static let wordFrequencyCodebook = PackSectionTag("WFCB")
    package static let trieNodes = PackSectionTag("TRIE")
    package static let unigramProb = PackSectionTag("U1PQ")
    package static let unigramBackoff = PackSectionTag("U1BQ")
    package static let bigramStarts = PackSectionTag("B2ST")
    package static let bigramWords = PackSectionTag("B2WD")
    package static let bigramProb = PackSectionTag("B2PQ")
    package static let bigramBackoff = PackSectionTag("B2BQ")
    package static let trigramContexts = PackSectionTag("T3CX")
    package static let trigramStarts = PackSectionTag("T3ST")
    package static let trigramWords = PackSectionTag("T3WD")
    package static let trigramProb = PackSectionTag("T3PQ")
    package static let unigramProbCodebook = PackSectionTag("C1PQ")
    package static let unigramBackoffCodebook = PackSectionTag("C1BQ")
    package static let bigramProbCodebook = PackSectionTag("C2PQ")
    package static let bigramBackoffCodebook = PackSectionTag("C2BQ")
    package static let trigramProbCodebook = PackSectionTag("C3PQ")
    // Optional sections: a pack without them reads the same.
    package static let glossBytes = PackSectionTag("GLST")
    package static let glossOffsets = PackSectionTag("GLOF")
    package static let phrases = PackSectionTag("PHRS")
    package static let withheldWords = PackSectionTag("BLCK")
    // Sections of a neural model file (`.teclalm`, NeuralLanguageModel).
    package static let neuralShape = PackSectionTag("NSHP")
    package static let neuralVocabulary = PackSectionTag("NVOC")
    package static let neuralEmbedding = PackSectionTag("NEMB")
    package static let neuralEmbeddingScale = PackSectionTag("NEMS")
    package static let neuralGates = PackSectionTag("NGAT")
    package static let neuralGateScale = PackSectionTag("NGAS")
    package static let neuralGateBias = PackSectionTag("NGAB")
    package static let neuralProjection = PackSectionTag("NPRJ")
    package static let neuralProjectionScale = PackSectionTag("NPRS")
    package static let neuralOutputBias = PackSectionTag("NOUB")
}
