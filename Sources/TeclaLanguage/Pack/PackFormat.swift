/// Constants of the binary pack layout (format version 3). All integers are little-endian.
///
/// ```
/// header (64 bytes)
///   0  magic "TECLAPAK"            8 bytes
///   8  format version              UInt16
///  10  header size (64)            UInt16
///  12  section count               UInt32
///  16  section table offset (64)   UInt64
///  24  file length                 UInt64
///  32  CRC-32 of the section table UInt32
///  36  CRC-32 of bytes 0..<36      UInt32
///  40  reserved (zero)             24 bytes
/// section table: one 32-byte entry per section, sorted by tag
///   0  tag (4 ASCII bytes)  4  element width  8  offset UInt64  16  length UInt64
///  24  CRC-32 of the section bytes  28  reserved
/// sections: each starts on a 16-byte boundary, padding is zero
/// ```
public enum PackFormat {
    /// Magic number at offset 0.
    public static let magic: [UInt8] = Array("TECLAPAK".utf8)
    /// The version this build writes and reads.
    public static let version = 3
    static let headerSize = 64
    static let sectionEntrySize = 32
    static let sectionAlignment = 16
    /// Refuse absurd tables before allocating anything for them.
    static let maximumSectionCount = 1024
    /// The largest pack file opened (the bundled ones are 2-7 MB; the format's 21-bit word and
    /// node ids keep any real pack far below this).
    public static let maximumFileSize = 256 * 1024 * 1024
}
