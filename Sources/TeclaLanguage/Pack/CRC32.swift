/// CRC-32 (IEEE 802.3, the zlib/PNG polynomial) computed slicing-by-16, so that verifying a
/// multi-megabyte pack at open stays within the pack-open budget (the English pack and its
/// neural model are 31 MB: slicing-by-8 took 31 ms to open them, over the 30 ms budget).
public enum CRC32 {
    /// Sixteen 256-entry tables: table 0 is the classic byte table, table k advances k more bytes.
    private static let tables: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 16 * 256)
        for i in 0..<256 {
            var c = UInt32(i)
            for _ in 0..<8 { c = (c & 1) != 0 ? (0xEDB8_8320 ^ (c >> 1)) : (c >> 1) }
            t[i] = c
        }
        for i in 0..<256 {
            var c = t[i]
            for k in 1..<16 {
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
            while i + 16 <= count {
                let a = base.loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian ^ c
                let b = base.loadUnaligned(fromByteOffset: i + 4, as: UInt32.self).littleEndian
                let d = base.loadUnaligned(fromByteOffset: i + 8, as: UInt32.self).littleEndian
                let e = base.loadUnaligned(fromByteOffset: i + 12, as: UInt32.self).littleEndian
                // Each word's four bytes through four tables: byte k of the 16 goes through table 15 − k.
                @inline(__always) func through(_ word: UInt32, _ table: Int) -> UInt32 {
                    let t0: UInt32 = t[(table + 3) * 256 + Int(word & 0xFF)]
                    let t1: UInt32 = t[(table + 2) * 256 + Int((word >> 8) & 0xFF)]
                    let t2: UInt32 = t[(table + 1) * 256 + Int((word >> 16) & 0xFF)]
                    let t3: UInt32 = t[table * 256 + Int(word >> 24)]
                    return t0 ^ t1 ^ t2 ^ t3
                }
                c = through(a, 12) ^ through(b, 8) ^ through(d, 4) ^ through(e, 0)
                i += 16
            }
            while i < count {
                c = t[Int((c ^ UInt32(base.load(fromByteOffset: i, as: UInt8.self))) & 0xFF)] ^ (c >> 8)
                i += 1
            }
        }
        return ~c
    }
}
