extension ImageHeader {
    /// The most IFDs followed: a chain that loops or runs on is damage, not a document.
    static let maxTIFFDirectories = 64
    /// The most samples a pixel may have (RGBA and a few extra channels; 65,535 is damage).
    static let maxTIFFSamplesPerPixel = 8
    /// The most strips or tiles one directory may list (each is checked against the file): a
    /// 16,384-row image stored a row a strip lists 16,384.
    static let maxTIFFPieces = 1 << 16

    /// TIFF: every image file directory (OCR engines read every page), following the chain of
    /// directory offsets with a cycle guard.
    ///
    /// What libtiff would read is what is checked, so a file cannot show one size here and
    /// another to tesseract: the size fields must be SHORT or LONG with one value (a LONG8 in a
    /// classic TIFF was read here as its 4-byte offset, 122 × 130, and by libtiff as
    /// 30000 × 30000), appear once (libtiff keeps the first of duplicates), and every strip or
    /// tile must lie inside the file; tiles may not be larger than the image they tile.
    static func readTIFF(_ r: ByteReader) throws(RecognitionError) -> [Frame] {
        let big = r.bytes[0] == 0x4D
        var offset = try r.u32(4, bigEndian: big, "header")
        var seen = Set<Int>()
        var frames: [Frame] = []
        while offset != 0 {
            guard seen.insert(offset).inserted, seen.count <= maxTIFFDirectories else {
                throw .notAnImage("the TIFF file's directories loop or run on past \(maxTIFFDirectories)")
            }
            let directory = try TIFFDirectory(r, at: offset, bigEndian: big)
            frames.append(try directory.frame(fileSize: r.count))
            offset = try r.u32(offset + 2 + directory.entryCount * 12, bigEndian: big, "directory")
        }
        return frames
    }
}

/// One TIFF image file directory, read for the fields that size a decode.
private struct TIFFDirectory {
    /// A field's values: SHORT or LONG, in the entry or at the offset it gives.
    struct Field {
        let tag: Int
        let type: Int
        let count: Int
        let valueAt: Int
    }

    static let short = 3, long = 4
    static let typeNames = [
        1: "BYTE", 2: "ASCII", 3: "SHORT", 4: "LONG", 5: "RATIONAL", 6: "SBYTE", 7: "UNDEFINED", 8: "SSHORT", 9: "SLONG",
        10: "SRATIONAL", 11: "FLOAT", 12: "DOUBLE", 13: "IFD", 16: "LONG8", 17: "SLONG8", 18: "IFD8",
    ]
    static let names = [
        256: "width", 257: "height", 258: "bits per sample", 277: "samples per pixel", 273: "strip offsets",
        279: "strip byte counts", 322: "tile width", 323: "tile length", 324: "tile offsets", 325: "tile byte counts",
    ]

    let reader: ByteReader
    let bigEndian: Bool
    let entryCount: Int
    var fields: [Int: Field] = [:]

    init(_ r: ByteReader, at offset: Int, bigEndian: Bool) throws(RecognitionError) {
        reader = r
        self.bigEndian = bigEndian
        entryCount = try r.u16(offset, bigEndian: bigEndian, "directory")
        for e in 0..<entryCount {
            let at = offset + 2 + e * 12
            let tag = try r.u16(at, bigEndian: bigEndian, "directory entry")
            guard Self.names[tag] != nil else { continue }
            guard fields[tag] == nil else {
                throw .notAnImage("the TIFF directory gives its \(Self.names[tag]!) twice")
            }
            let type = try r.u16(at + 2, bigEndian: bigEndian, "directory entry")
            guard type == Self.short || type == Self.long else {
                let name = Self.typeNames[type].map { "type \(type) (\($0))" } ?? "type \(type)"
                throw .notAnImage("the TIFF field \(Self.names[tag]!) has \(name); a classic TIFF gives it as SHORT or LONG")
            }
            let count = try r.u32(at + 4, bigEndian: bigEndian, "directory entry")
            let size = type == Self.short ? 2 : 4
            // Values of up to four bytes sit in the entry; more sit at the offset it gives.
            let valueAt = count * size <= 4 ? at + 8 : try r.u32(at + 8, bigEndian: bigEndian, "directory entry")
            fields[tag] = Field(tag: tag, type: type, count: count, valueAt: valueAt)
        }
    }

    func values(_ tag: Int) throws(RecognitionError) -> [Int] {
        guard let field = fields[tag] else { return [] }
        guard field.count <= ImageHeader.maxTIFFPieces else {
            throw .notAnImage("the TIFF field \(Self.names[tag]!) lists \(field.count) values")
        }
        let size = field.type == Self.short ? 2 : 4
        guard field.valueAt + field.count * size <= reader.count else {
            throw .notAnImage("the TIFF field \(Self.names[tag]!) runs past the end of the file")
        }
        var out: [Int] = []
        out.reserveCapacity(field.count)
        for i in 0..<field.count {
            let at = field.valueAt + i * size
            out.append(
                size == 2 ? try reader.u16(at, bigEndian: bigEndian, "directory value") : try reader.u32(at, bigEndian: bigEndian, "directory value"))
        }
        return out
    }

    /// The one value of a field that must have exactly one (nil when absent).
    func single(_ tag: Int) throws(RecognitionError) -> Int? {
        guard let field = fields[tag] else { return nil }
        guard field.count == 1 else {
            throw .notAnImage("the TIFF field \(Self.names[tag]!) has \(field.count) values, not one")
        }
        return try values(tag)[0]
    }

    func frame(fileSize: Int) throws(RecognitionError) -> ImageHeader.Frame {
        guard let width = try single(256), let height = try single(257) else {
            throw .notAnImage("the TIFF directory gives no width or height")
        }
        let samples = try single(277) ?? 1
        guard (1...ImageHeader.maxTIFFSamplesPerPixel).contains(samples) else {
            throw .notAnImage("the TIFF image has \(samples) samples a pixel; at most \(ImageHeader.maxTIFFSamplesPerPixel) are read")
        }
        guard (fields[258]?.count ?? 0) <= samples else {
            throw .notAnImage("the TIFF field bits per sample has more values than the \(samples) samples")
        }
        let bits = try values(258)
        guard bits.allSatisfy({ (1...64).contains($0) }) else {
            throw .notAnImage("the TIFF field bits per sample is not 1 to 64 bits for each of \(samples) samples")
        }
        let bitsPerPixel = bits.isEmpty ? samples : (bits.count == 1 ? bits[0] * samples : bits.reduce(0, +))
        if let tileWidth = try single(322), let tileLength = try single(323) {
            // Tiles are multiples of 16 pixels, and writers use 256 × 256 whatever the image's
            // size; one larger than both only asks the decoder for a bigger buffer.
            let widest = max(256, (width + 15) / 16 * 16), longest = max(256, (height + 15) / 16 * 16)
            guard tileWidth > 0, tileLength > 0, tileWidth <= widest, tileLength <= longest else {
                throw .notAnImage("the TIFF's \(tileWidth) × \(tileLength) tiles are larger than its \(width) × \(height) image")
            }
            try checkPieces(offsets: 324, counts: 325, fileSize: fileSize)
        } else if fields[322] != nil || fields[323] != nil {
            throw .notAnImage("the TIFF gives a tile width or length without the other")
        } else {
            try checkPieces(offsets: 273, counts: 279, fileSize: fileSize)
        }
        return ImageHeader.Frame(width: width, height: height, bitsPerPixel: bitsPerPixel)
    }

    /// Every strip or tile lies inside the file (libtiff reads them where the file says).
    private func checkPieces(offsets: Int, counts: Int, fileSize: Int) throws(RecognitionError) {
        let starts = try values(offsets), sizes = try values(counts)
        // libtiff estimates missing byte counts, and a single strip's that runs past the end:
        // then only where each piece starts is checked.
        if sizes.isEmpty || starts.count == 1 {
            for start in starts where start >= fileSize {
                throw .notAnImage("a TIFF strip or tile starts at \(start), past the end of the \(fileSize)-byte file")
            }
            return
        }
        guard starts.count == sizes.count else {
            throw .notAnImage("the TIFF lists \(starts.count) \(Self.names[offsets]!) but \(sizes.count) \(Self.names[counts]!)")
        }
        for (start, size) in zip(starts, sizes) where start + size > fileSize {
            throw .notAnImage("a TIFF strip or tile (\(size) bytes at \(start)) lies past the end of the \(fileSize)-byte file")
        }
    }
}
