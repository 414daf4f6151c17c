extension ImageHeader {
    /// PNG: the IHDR chunk, which the standard puts first (width, height, bit depth, colour type).
    static func readPNG(_ r: ByteReader) throws(RecognitionError) -> [Frame] {
        guard r.matches("IHDR", at: 12), try r.u32(8, bigEndian: true, "IHDR chunk") == 13 else {
            throw .notAnImage("the PNG file has no IHDR chunk first (it is truncated or damaged)")
        }
        let width = try r.u32(16, bigEndian: true, "IHDR chunk"), height = try r.u32(20, bigEndian: true, "IHDR chunk")
        let depth = try r.u8(24, "IHDR chunk"), colourType = try r.u8(25, "IHDR chunk")
        let channels: Int
        switch colourType {
        case 0, 3: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw .notAnImage("unknown PNG colour type \(colourType)")
        }
        guard [1, 2, 4, 8, 16].contains(depth) else { throw .notAnImage("unknown PNG bit depth \(depth)") }
        return [Frame(width: width, height: height, bitsPerPixel: channels * depth)]
    }
}
