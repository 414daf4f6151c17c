extension ImageHeader {
    /// JPEG: every start-of-frame segment before the first scan (a file may carry several, and
    /// a decoder allocates for each); the scan itself is not read.
    static func readJPEG(_ r: ByteReader) throws(RecognitionError) -> [Frame] {
        var frames: [Frame] = []
        var at = 2
        while true {
            guard try r.u8(at, "segment marker") == 0xFF else { throw .notAnImage("the JPEG file has a damaged segment at byte \(at)") }
            var marker = try r.u8(at + 1, "segment marker")
            while marker == 0xFF {  // fill bytes
                at += 1
                marker = try r.u8(at + 1, "segment marker")
            }
            at += 2
            switch marker {
            case 0xD8, 0x01, 0xD0...0xD7: continue  // no length
            case 0xD9: return frames  // end of image
            case 0xDA:
                guard !frames.isEmpty else { throw .notAnImage("the JPEG file has no frame header before its data") }
                return frames
            default: break
            }
            let length = try r.u16(at, bigEndian: true, "segment length")
            guard length >= 2 else { throw .notAnImage("the JPEG file has a segment of length \(length)") }
            // Start of frame: baseline, extended, progressive, lossless, hierarchical, arithmetic.
            if [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF].contains(marker) {
                let precision = try r.u8(at + 2, "frame header")
                let height = try r.u16(at + 3, bigEndian: true, "frame header"), width = try r.u16(at + 5, bigEndian: true, "frame header")
                let components = try r.u8(at + 7, "frame header")
                guard height > 0 else { throw .notAnImage("JPEG files whose height comes after the data (DNL) are not read") }
                frames.append(Frame(width: width, height: height, bitsPerPixel: max(8, precision) * max(1, components)))
            }
            at += length
        }
    }
}
