/// One entry of a pack's section table: where a section lies and how to check it.
public struct PackSection: Sendable, Equatable {
    /// The section's tag.
    public let tag: PackSectionTag
    /// Width in bytes of one element (1 for blobs such as the manifest).
    public let elementWidth: Int
    /// Byte offset of the section from the start of the file.
    public let offset: Int
    /// Length in bytes.
    public let length: Int
    /// CRC-32 of the section bytes.
    public let checksum: UInt32

    /// Number of elements in the section.
    public var elementCount: Int { elementWidth > 0 ? length / elementWidth : 0 }
}
