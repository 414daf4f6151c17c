import TeclaLanguage

/// Edits the bytes of a pack the way an attacker (or a buggy tool) would, then recomputes every
/// checksum so that only the reader's structural checks stand between the edit and the walks.
/// Follows the documented layout (``PackFormat``): a 64-byte header, then 32-byte table entries
/// of tag, element width, offset, length and CRC-32.
public struct PackEditor {
    public var bytes: [UInt8]

    /// One entry of the section table.
    public struct Section: Equatable {
        public var tag: String
        public var width: Int
        public var offset: Int
        public var length: Int
        /// Index of the entry in the table.
        public var entry: Int
        public var count: Int { width > 0 ? length / width : 0 }
    }

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    static let headerSize = 64, entrySize = 32

    public var sectionCount: Int { Int(read(12, width: 4)) }

    public var sections: [Section] {
        (0..<sectionCount).map { i in
            let at = Self.headerSize + i * Self.entrySize
            let tag = String(decoding: bytes[at..<at + 4], as: UTF8.self)
            return Section(
                tag: tag, width: Int(read(at + 4, width: 4)), offset: Int(read(at + 8, width: 8)),
                length: Int(read(at + 16, width: 8)), entry: i)
        }
    }

    public func section(_ tag: String) -> Section? { sections.first { $0.tag == tag } }

    /// Element `index` of section `tag` (little-endian, the section's width).
    public func element(_ tag: String, _ index: Int) -> UInt64 {
        let s = section(tag)!
        return read(s.offset + index * s.width, width: s.width)
    }

    public mutating func setElement(_ tag: String, _ index: Int, _ value: UInt64) {
        let s = section(tag)!
        write(s.offset + index * s.width, width: s.width, value)
    }

    /// Rewrites a table entry's field (`width` at +4, `offset` at +8, `length` at +16).
    public mutating func setEntryField(_ entry: Int, at field: Int, _ value: UInt64) {
        write(Self.headerSize + entry * Self.entrySize + field, width: field == 4 ? 4 : 8, value)
    }

    /// Swaps two table entries' tags (each section keeps its bytes, under the other's name).
    public mutating func swapTags(_ a: Int, _ b: Int) {
        let x = Self.headerSize + a * Self.entrySize, y = Self.headerSize + b * Self.entrySize
        for k in 0..<4 { bytes.swapAt(x + k, y + k) }
    }

    /// Recomputes every section's CRC, the table's and the header's.
    public mutating func fixChecksums() {
        for s in sections where s.offset >= 0 && s.length >= 0 && s.offset + s.length <= bytes.count {
            write(Self.headerSize + s.entry * Self.entrySize + 24, width: 4, UInt64(CRC32.checksum(Array(bytes[s.offset..<s.offset + s.length]))))
        }
        let tableEnd = min(bytes.count, Self.headerSize + sectionCount * Self.entrySize)
        if tableEnd > Self.headerSize {
            write(32, width: 4, UInt64(CRC32.checksum(Array(bytes[Self.headerSize..<tableEnd]))))
        }
        write(36, width: 4, UInt64(CRC32.checksum(Array(bytes[0..<36]))))
    }

    public func read(_ at: Int, width: Int) -> UInt64 {
        (0..<width).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
    }

    public mutating func write(_ at: Int, width: Int, _ value: UInt64) {
        for k in 0..<width { bytes[at + k] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(k))) }
    }
}
