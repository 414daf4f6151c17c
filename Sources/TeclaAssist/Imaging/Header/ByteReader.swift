/// Bounds-checked reads of big- and little-endian integers at an offset: every read past the
/// end is a ``RecognitionError/notAnImage(_:)`` naming what was being read, never a trap.
struct ByteReader {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var count: Int { bytes.count }

    func u8(_ at: Int, _ what: @autoclosure () -> String) throws(RecognitionError) -> Int {
        guard at >= 0, at < bytes.count else { throw .notAnImage("the file ends inside its \(what())") }
        return Int(bytes[at])
    }

    func u16(_ at: Int, bigEndian: Bool, _ what: @autoclosure () -> String) throws(RecognitionError) -> Int {
        let a = try u8(at, what()), b = try u8(at + 1, what())
        return bigEndian ? a << 8 | b : b << 8 | a
    }

    func u32(_ at: Int, bigEndian: Bool, _ what: @autoclosure () -> String) throws(RecognitionError) -> Int {
        let hi = try u16(at, bigEndian: bigEndian, what()), lo = try u16(at + 2, bigEndian: bigEndian, what())
        return bigEndian ? hi << 16 | lo : lo << 16 | hi
    }

    /// Whether `ascii` is found at `at`.
    func matches(_ ascii: String, at: Int) -> Bool {
        let expected = Array(ascii.utf8)
        return at >= 0 && at + expected.count <= bytes.count && Array(bytes[at..<at + expected.count]) == expected
    }
}
