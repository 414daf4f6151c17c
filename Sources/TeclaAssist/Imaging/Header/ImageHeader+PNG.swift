extension ImageHeader {
    /// PNG: the IHDR chunk, which the standard puts first (width, height, bit depth, colour type).
    static func readPNG(_ r: ByteReader) throws(RecognitionError) -> [Frame] {
        guard r.matches("IHDR", at: 12), try r.u32(8, bigEndian: true, "IHDR chunk") == 13 else {
            throw .notAnImage("the PNG file has no IHDR chunk first (it is truncated or damaged)")
        }
        let width = try r.u32(16, bigEndian: true, "IHDR chunk"), height = try r.u32(20, bigEndian: true, "IHDR chunk")
        let depth = try r.u8(24, "IHDR chunk"), colourType = try r.u8(25, "IHDR chunk")
        guard let channels = pngChannels(colourType: colourType) else { throw .notAnImage("unknown PNG colour type \(colourType)") }
        guard pngBitDepths.contains(depth) else { throw .notAnImage("unknown PNG bit depth \(depth)") }
        return [Frame(width: width, height: height, bitsPerPixel: channels * depth)]
    }

    /// Samples a pixel of a PNG colour type has (grey, RGB, palette index, grey + alpha, RGBA).
    package static func pngChannels(colourType: Int) -> Int? {
        switch colourType {
        case 0, 3: 1
        case 2: 3
        case 4: 2
        case 6: 4
        default: nil
        }
    }

    /// The bit depths the PNG standard allows.
    package static let pngBitDepths: Set<Int> = [1, 2, 4, 8, 16]
}
