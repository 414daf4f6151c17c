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
    static let manifest = PackSectionTag("MANI")
    static let wordBytes = PackSectionTag("WSTR")
    static let wordOffsets = PackSectionTag("WOFF")
    static let wordFrequency = PackSectionTag("WFRQ")
    static let wordFrequencyCodebook = PackSectionTag("WFCB")
    static let trieNodes = PackSectionTag("TRIE")
    static let unigramProb = PackSectionTag("U1PQ")
    static let unigramBackoff = PackSectionTag("U1BQ")
    static let bigramStarts = PackSectionTag("B2ST")
    static let bigramWords = PackSectionTag("B2WD")
    static let bigramProb = PackSectionTag("B2PQ")
    static let bigramBackoff = PackSectionTag("B2BQ")
    static let trigramContexts = PackSectionTag("T3CX")
    static let trigramStarts = PackSectionTag("T3ST")
    static let trigramWords = PackSectionTag("T3WD")
    static let trigramProb = PackSectionTag("T3PQ")
    static let unigramProbCodebook = PackSectionTag("C1PQ")
    static let unigramBackoffCodebook = PackSectionTag("C1BQ")
    static let bigramProbCodebook = PackSectionTag("C2PQ")
    static let bigramBackoffCodebook = PackSectionTag("C2BQ")
    static let trigramProbCodebook = PackSectionTag("C3PQ")
}
