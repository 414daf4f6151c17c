/// Short meanings of a pack's words in other languages, by word id: the English or French
/// gloss drawn under an N'Ko suggestion so that learners and readers of other languages can
/// check a word.
///
/// Stored in two optional pack sections (a pack without them has no glosses): `GLST`, the
/// glosses as UTF-8, each word's "english\tfrench" (either may be empty), and `GLOF`, the
/// offsets of each word's entry (word count + 1, nondecreasing). Looking up one costs
/// O(length of the gloss).
///
/// ```swift
/// let pack = try BundledPacks.nko()
/// if let id = pack.lexicon.id(exactly: "ߌ ߣߌ߫ ߛߐ߲߬ߡߊ߬"), let gloss = pack.glosses?.gloss(of: id, in: .english) { … }
/// ```
public struct GlossTable: Sendable {
    /// The languages glosses are written in.
    public enum Language: String, Sendable, Codable, CaseIterable {
        case english, french
    }

    /// Number of words (the lexicon's).
    public let count: Int
    private let offsets: PackedArray<UInt32>
    private let bytes: PackedArray<UInt8>

    /// Reads the gloss sections of `file`, or nil when it has none.
    init?(file: PackFile, wordCount: Int) throws(PackError) {
        guard file.section(.glossOffsets) != nil || file.section(.glossBytes) != nil else { return nil }
        offsets = try file.array(.glossOffsets, count: wordCount + 1)
        bytes = try file.array(.glossBytes)
        count = wordCount
        var previous: UInt32 = 0
        for i in 0...wordCount {
            let offset = offsets[i]
            guard offset >= previous, Int(offset) <= bytes.count else {
                throw .malformedSection("GLOF", reason: "offset \(offset) at \(i) out of order or past \(bytes.count) bytes")
            }
            previous = offset
        }
        guard Int(offsets[wordCount]) == bytes.count else {
            throw .malformedSection("GLOF", reason: "last offset \(offsets[wordCount]) but \(bytes.count) bytes of glosses")
        }
    }

    /// The gloss of word `id` in `language`, if it has one.
    public func gloss(of id: Int, in language: Language) -> String? {
        guard id >= 0, id < count else { return nil }
        let lo = Int(offsets[id]), hi = Int(offsets[id + 1])
        guard lo < hi else { return nil }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(hi - lo)
        for i in lo..<hi { utf8.append(bytes[i]) }
        let parts = utf8.split(separator: UInt8(ascii: "\t"), maxSplits: 1, omittingEmptySubsequences: false)
        let index = language == .english ? 0 : 1
        guard index < parts.count, !parts[index].isEmpty else { return nil }
        return String(decoding: parts[index], as: UTF8.self)
    }

    /// Writes the gloss sections for a lexicon of `wordCount` words; `glosses[id]` is the word's
    /// (english, french), nil or empty where it has none.
    package static func write(
        _ glosses: [Int: (english: String, french: String)], wordCount: Int, into writer: inout PackWriter
    ) {
        var blob: [UInt8] = []
        var offsets: [UInt32] = [0]
        offsets.reserveCapacity(wordCount + 1)
        for id in 0..<wordCount {
            if let entry = glosses[id], !entry.english.isEmpty || !entry.french.isEmpty {
                blob.append(contentsOf: Array((entry.english.tabSeparatedField + "\t" + entry.french.tabSeparatedField).utf8))
            }
            offsets.append(UInt32(blob.count))
        }
        writer.addBlob(.glossBytes, blob)
        writer.addArray(.glossOffsets, offsets)
    }
}
