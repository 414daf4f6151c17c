import Foundation

/// A verified pack file: header and section table parsed, every section's checksum checked.
/// Sections are read in place from the mapped bytes; nothing is copied.
public struct PackFile: Sendable {
    /// The underlying bytes.
    public let storage: MappedBytes
    /// The format version found in the header.
    public let formatVersion: Int
    /// Sections in table order.
    public let sections: [PackSection]

    /// Opens and verifies the pack at `url` (memory-mapped).
    public init(contentsOf url: URL) throws(PackError) {
        try self.init(storage: MappedBytes(mapping: url))
    }

    /// Verifies a pack held in memory.
    public init(bytes: [UInt8]) throws(PackError) {
        try self.init(storage: MappedBytes(copying: bytes))
    }

    /// Verifies the pack in `storage`.
    public init(storage: MappedBytes) throws(PackError) {
        self.storage = storage
        let bytes = storage.bytes
        let headerSize = PackFormat.headerSize
        guard bytes.count >= headerSize else {
            throw .truncated(section: "header", expectedBytes: headerSize, actualBytes: bytes.count)
        }
        guard Array(bytes[0..<8]) == PackFormat.magic else { throw .badMagic }
        let storedHeaderCRC = Self.u32(bytes, 36)
        let headerCRC = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[0..<36]))
        guard storedHeaderCRC == headerCRC else {
            throw .checksumMismatch(section: "header", expected: storedHeaderCRC, actual: headerCRC)
        }
        let version = Int(Self.u16(bytes, 8))
        guard version == PackFormat.version else {
            throw .unsupportedVersion(found: version, supported: PackFormat.version)
        }
        formatVersion = version
        let sectionCount = Int(Self.u32(bytes, 12))
        let tableOffset = Self.u64(bytes, 16)
        let fileLength = Self.u64(bytes, 24)
        guard fileLength == UInt64(bytes.count) else {
            if fileLength > UInt64(bytes.count) {
                throw .truncated(section: "file", expectedBytes: Int(clamping: fileLength), actualBytes: bytes.count)
            }
            throw .malformedSection("header", reason: "file length \(fileLength) but \(bytes.count) bytes present")
        }
        guard sectionCount <= PackFormat.maximumSectionCount, tableOffset == UInt64(headerSize) else {
            throw .malformedSection("header", reason: "section table of \(sectionCount) entries at \(tableOffset)")
        }
        let tableEnd = headerSize + sectionCount * PackFormat.sectionEntrySize
        guard tableEnd <= bytes.count else {
            throw .truncated(section: "section table", expectedBytes: tableEnd, actualBytes: bytes.count)
        }
        let table = UnsafeRawBufferPointer(rebasing: bytes[headerSize..<tableEnd])
        let storedTableCRC = Self.u32(bytes, 32)
        let tableCRC = CRC32.checksum(table)
        guard storedTableCRC == tableCRC else {
            throw .checksumMismatch(section: "section table", expected: storedTableCRC, actual: tableCRC)
        }
        var sections: [PackSection] = []
        sections.reserveCapacity(sectionCount)
        for index in 0..<sectionCount {
            let at = headerSize + index * PackFormat.sectionEntrySize
            let tag = PackSectionTag(rawValue: Self.u32(bytes, at))
            let width = Int(Self.u32(bytes, at + 4))
            let offset = Self.u64(bytes, at + 8)
            let length = Self.u64(bytes, at + 16)
            let checksum = Self.u32(bytes, at + 24)
            guard width > 0, width <= 8 else {
                throw .malformedSection(tag.description, reason: "element width \(width)")
            }
            guard offset <= UInt64(bytes.count), length <= UInt64(bytes.count) - offset else {
                throw .truncated(
                    section: tag.description, expectedBytes: Int(clamping: offset &+ length),
                    actualBytes: bytes.count)
            }
            guard offset % UInt64(PackFormat.sectionAlignment) == 0, length % UInt64(width) == 0 else {
                throw .malformedSection(tag.description, reason: "misaligned (offset \(offset), length \(length))")
            }
            guard !sections.contains(where: { $0.tag == tag }) else {
                throw .malformedSection(tag.description, reason: "appears twice in the section table")
            }
            let section = PackSection(
                tag: tag, elementWidth: width, offset: Int(offset),
                length: Int(length), checksum: checksum)
            let actual = CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[section.offset..<(section.offset + section.length)]))
            guard actual == checksum else {
                throw .checksumMismatch(section: tag.description, expected: checksum, actual: actual)
            }
            // Verification reads every byte; only pages that lookups touch should stay resident.
            storage.releaseResidentPages(in: section.offset..<(section.offset + section.length))
            sections.append(section)
        }
        try Self.requireZeroPadding(bytes, headerEnd: tableEnd, sections: sections)
        self.sections = sections
        storage.releaseResidentPages()
    }

    /// Bytes outside the header fields, the table and the sections must be zero, so that no
    /// byte of the file escapes verification.
    private static func requireZeroPadding(
        _ bytes: UnsafeRawBufferPointer, headerEnd: Int,
        sections: [PackSection]
    ) throws(PackError) {
        var gaps: [Range<Int>] = [40..<PackFormat.headerSize]
        var cursor = headerEnd
        for s in sections.sorted(by: { $0.offset < $1.offset }) {
            guard s.offset >= cursor else {
                throw .malformedSection(s.tag.description, reason: "overlaps the previous section")
            }
            gaps.append(cursor..<s.offset)
            cursor = s.offset + s.length
        }
        gaps.append(cursor..<bytes.count)
        for gap in gaps where gap.contains(where: { bytes[$0] != 0 }) {
            throw .malformedSection("padding", reason: "non-zero byte between \(gap.lowerBound) and \(gap.upperBound)")
        }
    }

    /// The section with `tag`, if present.
    public func section(_ tag: PackSectionTag) -> PackSection? {
        sections.first { $0.tag == tag }
    }

    /// The raw bytes of a section.
    public func blob(_ tag: PackSectionTag) throws(PackError) -> [UInt8] {
        guard let s = section(tag) else { throw .missingSection(tag.description) }
        return Array(storage.bytes[s.offset..<(s.offset + s.length)])
    }

    /// A section of text: its bytes as UTF-8, refused with a typed error when they are not.
    /// (Validated with `transcode(stoppingOnError:)`: the standard library's validating
    /// initialiser is newer than the package's iOS 17 / macOS 14.)
    public func text(_ tag: PackSectionTag) throws(PackError) -> String {
        let bytes = try blob(tag)
        guard !transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in }) else {
            throw .malformedSection(tag.description, reason: "not UTF-8")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A typed view of a section; `count`, when given, must match the number of elements.
    public func array<Element: PackedElement>(
        _ tag: PackSectionTag, of type: Element.Type = Element.self,
        count: Int? = nil
    ) throws(PackError) -> PackedArray<Element> {
        guard let s = section(tag) else { throw .missingSection(tag.description) }
        guard s.elementWidth == Element.width else {
            throw .malformedSection(tag.description, reason: "element width \(s.elementWidth), expected \(Element.width)")
        }
        if let count, s.elementCount != count {
            throw .malformedSection(tag.description, reason: "\(s.elementCount) elements, expected \(count)")
        }
        return PackedArray(owner: storage, offset: s.offset, count: s.elementCount)
    }

    private static func u16(_ b: UnsafeRawBufferPointer, _ at: Int) -> UInt16 {
        UInt16(littleEndian: b.loadUnaligned(fromByteOffset: at, as: UInt16.self))
    }
    private static func u32(_ b: UnsafeRawBufferPointer, _ at: Int) -> UInt32 {
        UInt32(littleEndian: b.loadUnaligned(fromByteOffset: at, as: UInt32.self))
    }
    private static func u64(_ b: UnsafeRawBufferPointer, _ at: Int) -> UInt64 {
        UInt64(littleEndian: b.loadUnaligned(fromByteOffset: at, as: UInt64.self))
    }
}
