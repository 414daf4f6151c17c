/// CRC-32 (IEEE 802.3, the zlib/PNG polynomial) computed slicing-by-8, so that verifying a
/// multi-megabyte pack at open stays within the pack-open budget.
public enum CRC32 {
    /// Eight 256-entry tables: table 0 is the classic byte table, table k advances k more bytes.
    private static let tables: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for i in 0..<256 {
            var c = UInt32(i)
            for _ in 0..<8 { c = (c & 1) != 0 ? (0xEDB8_8320 ^ (c >> 1)) : (c >> 1) }
            t[i] = c
        }
        for i in 0..<256 {
            var c = t[i]
            for k in 1..<8 {
                c = t[Int(c & 0xFF)] ^ (c >> 8)
                t[k * 256 + i] = c
            }
        }
        return t
    }()

    /// Checksum of `bytes`.
    public static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        update(0, bytes)
    }

    /// Checksum of a byte array.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0) }
    }

    /// Continues a checksum over more bytes (`crc` is a previous result, 0 to start).
    public static func update(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var c = ~crc
        let count = bytes.count
        guard count > 0, let base = bytes.baseAddress else { return crc }
        tables.withUnsafeBufferPointer { t in
            var i = 0
            while i + 8 <= count {
                let lo = base.loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian ^ c
                let hi = base.loadUnaligned(fromByteOffset: i + 4, as: UInt32.self).littleEndian
                c =
                    t[7 * 256 + Int(lo & 0xFF)] ^ t[6 * 256 + Int((lo >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((lo >> 16) & 0xFF)] ^ t[4 * 256 + Int(lo >> 24)]
                    ^ t[3 * 256 + Int(hi & 0xFF)] ^ t[2 * 256 + Int((hi >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((hi >> 16) & 0xFF)] ^ t[Int(hi >> 24)]
                i += 8
            }
            while i < count {
                c = t[Int((c ^ UInt32(base.load(fromByteOffset: i, as: UInt8.self))) & 0xFF)] ^ (c >> 8)
                i += 1
            }
        }
        return ~c
    }
}
