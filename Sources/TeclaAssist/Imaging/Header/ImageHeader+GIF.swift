extension ImageHeader {
    /// GIF: the logical screen and every image descriptor (decoders commonly read all frames),
    /// walking the blocks and skipping their compressed data sub-block by sub-block.
    static func readGIF(_ r: ByteReader) throws(RecognitionError) -> [Frame] {
        let screenWidth = try r.u16(6, bigEndian: false, "screen descriptor"), screenHeight = try r.u16(8, bigEndian: false, "screen descriptor")
        let flags = try r.u8(10, "screen descriptor")
        var at = 13
        if flags & 0x80 != 0 { at += 3 << ((flags & 0x07) + 1) }
        // Decoders allocate a canvas of the screen's size (32-bit) and each frame's pixels (8-bit).
        var frames = [Frame(width: screenWidth, height: screenHeight, bitsPerPixel: 32)]
        func skipSubBlocks(_ at: inout Int) throws(RecognitionError) {
            while true {
                let size = try r.u8(at, "data sub-block")
                at += 1 + size
                if size == 0 { return }
            }
        }
        while true {
            switch try r.u8(at, "block") {
            case 0x3B:
                guard frames.count > 1 else { throw .notAnImage("the GIF file holds no image") }
                return frames
            case 0x21:  // extension: label, then sub-blocks
                at += 2
                try skipSubBlocks(&at)
            case 0x2C:
                let width = try r.u16(at + 5, bigEndian: false, "image descriptor"), height = try r.u16(at + 7, bigEndian: false, "image descriptor")
                let local = try r.u8(at + 9, "image descriptor")
                frames.append(Frame(width: width, height: height, bitsPerPixel: 8))
                at += 10
                if local & 0x80 != 0 { at += 3 << ((local & 0x07) + 1) }
                at += 1  // LZW minimum code size
                try skipSubBlocks(&at)
            case let other:
                // A file cut after its frames still shows them; anything else is damage.
                guard frames.count > 1, at >= r.count else { throw .notAnImage("the GIF file has an unknown block 0x\(String(other, radix: 16)) at byte \(at)") }
                return frames
            }
        }
    }
}
