extension ImageHeader {
    /// WebP: the first chunk after `RIFF…WEBP` — lossy (VP8), lossless (VP8L) or extended
    /// (VP8X, whose canvas bounds every frame).
    static func readWebP(_ r: ByteReader) throws(RecognitionError) -> [Frame] {
        if r.matches("VP8 ", at: 12) {
            guard try r.u8(23, "VP8 frame") == 0x9D, try r.u8(24, "VP8 frame") == 0x01, try r.u8(25, "VP8 frame") == 0x2A else {
                throw .notAnImage("the WebP file's VP8 frame has no start code")
            }
            let width = try r.u16(26, bigEndian: false, "VP8 frame") & 0x3FFF, height = try r.u16(28, bigEndian: false, "VP8 frame") & 0x3FFF
            return [Frame(width: width, height: height, bitsPerPixel: 32)]
        }
        if r.matches("VP8L", at: 12) {
            guard try r.u8(20, "VP8L header") == 0x2F else { throw .notAnImage("the WebP file's VP8L header has no signature") }
            let bits = try r.u32(21, bigEndian: false, "VP8L header")
            return [Frame(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1, bitsPerPixel: 32)]
        }
        if r.matches("VP8X", at: 12) {
            let width = try r.u16(24, bigEndian: false, "VP8X header") | (try r.u8(26, "VP8X header")) << 16
            let height = try r.u16(27, bigEndian: false, "VP8X header") | (try r.u8(29, "VP8X header")) << 16
            return [Frame(width: width + 1, height: height + 1, bitsPerPixel: 32)]
        }
        throw .notAnImage("the WebP file has no VP8, VP8L or VP8X chunk first")
    }
}
