extension ImageHeader {
    /// The most IFDs followed: a chain that loops or runs on is damage, not a document.
    static let maxTIFFDirectories = 64

    /// TIFF: every image file directory (OCR engines read every page), following the chain of
    /// directory offsets with a cycle guard.
    static func readTIFF(_ r: ByteReader) throws(RecognitionError) -> [Frame] {
        let big = r.bytes[0] == 0x4D
        var offset = try r.u32(4, bigEndian: big, "header")
        var seen = Set<Int>()
        var frames: [Frame] = []
        while offset != 0 {
            guard seen.insert(offset).inserted, seen.count <= maxTIFFDirectories else {
                throw .notAnImage("the TIFF file's directories loop or run on past \(maxTIFFDirectories)")
            }
            let entries = try r.u16(offset, bigEndian: big, "directory")
            var width = 0, height = 0, bitsPerSample = 8, samples = 1
            for e in 0..<entries {
                let at = offset + 2 + e * 12
                let tag = try r.u16(at, bigEndian: big, "directory entry"), type = try r.u16(at + 2, bigEndian: big, "directory entry")
                // SHORT values sit in the first two bytes of the value field, LONG in all four.
                let value = type == 3 ? try r.u16(at + 8, bigEndian: big, "directory entry") : try r.u32(at + 8, bigEndian: big, "directory entry")
                let count = try r.u32(at + 4, bigEndian: big, "directory entry")
                switch tag {
                case 256: width = value
                case 257: height = value
                // One sample size is stored in place; several sit elsewhere: assume the widest common.
                case 258: bitsPerSample = count == 1 ? value : 16
                case 277: samples = value
                default: break
                }
            }
            frames.append(Frame(width: width, height: height, bitsPerPixel: max(1, min(bitsPerSample, 64)) * max(1, min(samples, 16))))
            offset = try r.u32(offset + 2 + entries * 12, bigEndian: big, "directory")
        }
        return frames
    }
}
