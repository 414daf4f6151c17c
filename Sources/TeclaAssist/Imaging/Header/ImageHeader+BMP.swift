extension ImageHeader {
    /// BMP: the DIB header after the 14-byte file header (OS/2 core headers have 16-bit sides;
    /// a negative height means top-down rows).
    static func readBMP(_ r: ByteReader) throws(RecognitionError) -> [Frame] {
        let dibSize = try r.u32(14, bigEndian: false, "DIB header")
        if dibSize == 12 {
            let width = try r.u16(18, bigEndian: false, "DIB header"), height = try r.u16(20, bigEndian: false, "DIB header")
            return [Frame(width: width, height: height, bitsPerPixel: try r.u16(24, bigEndian: false, "DIB header"))]
        }
        guard dibSize >= 40 else { throw .notAnImage("the BMP file has an unknown header of \(dibSize) bytes") }
        let width = Int(Int32(truncatingIfNeeded: UInt32(try r.u32(18, bigEndian: false, "DIB header"))))
        let height = Int(Int32(truncatingIfNeeded: UInt32(try r.u32(22, bigEndian: false, "DIB header"))))
        let bits = try r.u16(28, bigEndian: false, "DIB header")
        return [Frame(width: width, height: abs(height), bitsPerPixel: max(bits, 24))]
    }
}
