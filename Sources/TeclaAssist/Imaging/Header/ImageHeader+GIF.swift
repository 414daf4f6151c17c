extension ImageHeader {
    /// GIF: the logical screen and every image descriptor (decoders commonly read all frames),
    /// walking the blocks and skipping their compressed data sub-block by sub-block.
    static func readGIF(_ r: ByteReader) throws(RecognitionError) -> [Frame] {
        let flags = try r.u8(10, "screen descriptor")
        var at = 13
        if flags & 0x80 != 0 { at += 3 << ((flags & 0x07) + 1) }
        // Decoders allocate each frame's pixels (8-bit); the screen is the canvas they are drawn on,
        // checked with them (``ImageHeader/canvas``), not counted as a frame.
        var frames: [Frame] = []
        func skipSubBlocks(_ at: inout Int) throws(RecognitionError) {
            while true {
                let size = try r.u8(at, "data sub-block")
                at += 1 + size
                if size == 0 { return }
            }
        }
        while true {
            // A file cut after a whole frame still shows it, as decoders do.
            if at >= r.count, !frames.isEmpty { return frames }
            switch try r.u8(at, "block") {
            case 0x3B:
                guard !frames.isEmpty else { throw .notAnImage("the GIF file holds no image") }
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
                throw .notAnImage("the GIF file has an unknown block 0x\(String(other, radix: 16)) at byte \(at)")
            }
        }
    }

    /// The logical screen's size (the canvas every frame is drawn on, 32 bits a pixel).
    static func gifCanvas(_ r: ByteReader) throws(RecognitionError) -> Frame {
        Frame(width: try r.u16(6, bigEndian: false, "screen descriptor"), height: try r.u16(8, bigEndian: false, "screen descriptor"), bitsPerPixel: 32)
    }
}
