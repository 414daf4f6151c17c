/// Assembles sections into the bytes of a pack file. The output depends only on the sections
/// given (sorted by tag, zero padding, no timestamps), so identical inputs give identical bytes.
public struct PackWriter: Sendable {
    private var sections: [PackSectionTag: (width: Int, bytes: [UInt8])] = [:]

    /// Creates an empty writer.
    public init() {}

    /// Adds (or replaces) a section of raw bytes.
    public mutating func addBlob(_ tag: PackSectionTag, _ bytes: [UInt8]) {
        sections[tag] = (1, bytes)
    }

    /// Adds (or replaces) a section holding an array of fixed-width elements.
    public mutating func addArray<Element: PackedElement>(_ tag: PackSectionTag, _ values: [Element]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * Element.width)
        for value in values { value.appendLittleEndian(to: &bytes) }
        sections[tag] = (Element.width, bytes)
    }

    /// Adds (or replaces) a section of already encoded elements of `width` bytes.
    public mutating func addRaw(_ tag: PackSectionTag, width: Int, _ bytes: [UInt8]) {
        sections[tag] = (width, bytes)
    }

    /// CRC-32 over every section's tag and checksum except the manifest's: a digest of the
    /// pack's content that the manifest can carry.
    public func contentChecksum() -> UInt32 {
        var digest: [UInt8] = []
        for (tag, section) in sections.sorted(by: { $0.key < $1.key }) where tag != .manifest {
            tag.rawValue.appendLittleEndian(to: &digest)
            CRC32.checksum(section.bytes).appendLittleEndian(to: &digest)
        }
        return CRC32.checksum(digest)
    }

    /// The complete file.
    public func bytes() -> [UInt8] {
        let ordered = sections.sorted { $0.key < $1.key }
        let tableSize = ordered.count * PackFormat.sectionEntrySize
        var offset = align(PackFormat.headerSize + tableSize)
        var table: [UInt8] = []
        var body: [UInt8] = []
        for (tag, section) in ordered {
            tag.rawValue.appendLittleEndian(to: &table)
            UInt32(section.width).appendLittleEndian(to: &table)
            appendUInt64(UInt64(offset), to: &table)
            appendUInt64(UInt64(section.bytes.count), to: &table)
            CRC32.checksum(section.bytes).appendLittleEndian(to: &table)
            UInt32(0).appendLittleEndian(to: &table)
            body.append(contentsOf: section.bytes)
            let padded = align(section.bytes.count)
            body.append(contentsOf: repeatElement(0, count: padded - section.bytes.count))
            offset += padded
        }
        let fileLength = align(PackFormat.headerSize + tableSize) + body.count
        var header: [UInt8] = PackFormat.magic
        UInt16(PackFormat.version).appendLittleEndian(to: &header)
        UInt16(PackFormat.headerSize).appendLittleEndian(to: &header)
        UInt32(ordered.count).appendLittleEndian(to: &header)
        appendUInt64(UInt64(PackFormat.headerSize), to: &header)
        appendUInt64(UInt64(fileLength), to: &header)
        CRC32.checksum(table).appendLittleEndian(to: &header)
        CRC32.checksum(header).appendLittleEndian(to: &header)
        header.append(contentsOf: repeatElement(0, count: PackFormat.headerSize - header.count))
        var file = header + table
        file.append(contentsOf: repeatElement(0, count: align(file.count) - file.count))
        file.append(contentsOf: body)
        return file
    }

    private func align(_ n: Int) -> Int {
        (n + PackFormat.sectionAlignment - 1) / PackFormat.sectionAlignment * PackFormat.sectionAlignment
    }

    private func appendUInt64(_ value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
