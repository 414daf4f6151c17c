import TeclaAssist
/// Decodes PNG files into RGB pixels: every colour type and bit depth of the standard,
/// non-interlaced. Transparency is dropped (composited on nothing), as a screenshot has none that
/// matters for reading text.
///
/// The header is checked against ``ImageLimits`` before anything is inflated, and inflating
/// stops at the size the header implies, so a crafted file costs at most the limits' memory.
enum PNGDecoder {
    struct Failure: Error, CustomStringConvertible {
        enum Kind { case damaged, tooLarge, interlaced }
        let description: String
        /// Damaged, larger than the limits allow, or well-formed but interlaced (not decoded here).
        var kind = Kind.damaged
    }

    static var signature: [UInt8] { ImageFormat.pngSignature }

    static func decode(_ bytes: [UInt8], limits: ImageLimits = .screenshots) throws(Failure) -> PixelImage {
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { throw Failure(description: "not a PNG file") }
        do {
            try limits.check(try ImageHeader.read(bytes))
        } catch .imageTooLarge(let message) {
            throw Failure(description: message, kind: .tooLarge)
        } catch {
            throw Failure(description: error.description)
        }
        var position = 8
        var header: (width: Int, height: Int, depth: Int, colourType: Int, interlaced: Bool)?
        var palette: [UInt8] = []
        var compressed: [UInt8] = []
        while position + 8 <= bytes.count {
            let length = Int(bigEndian32(bytes, position))
            let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            let start = position + 8
            guard length >= 0, start + length + 4 <= bytes.count else { throw Failure(description: "chunk \(type) runs past the end of the file") }
            let body = bytes[start..<start + length]
            switch type {
            case "IHDR":
                guard length == 13, header == nil else { throw Failure(description: "bad IHDR chunk") }
                let width = Int(bigEndian32(bytes, start)), height = Int(bigEndian32(bytes, start + 4))
                header = (width, height, Int(body[start + 8]), Int(body[start + 9]), body[start + 12] != 0)
            case "PLTE":
                palette = Array(body)
            case "IDAT":
                compressed.append(contentsOf: body)
            case "IEND":
                position = bytes.count
                continue
            default:
                break
            }
            position = start + length + 4
        }
        // The IHDR read here is the one ImageHeader checked (the first chunk); a second IHDR is damage.
        guard let header, header.width > 0, header.height > 0, header.width <= limits.maxDimension, header.height <= limits.maxDimension else {
            throw Failure(description: "no usable IHDR chunk")
        }
        guard !header.interlaced else { throw Failure(description: "interlaced PNGs are not decoded", kind: .interlaced) }
        // ImageHeader refused unknown colour types and depths already; this IHDR is the one it read.
        guard let channels = ImageHeader.pngChannels(colourType: header.colourType), ImageHeader.pngBitDepths.contains(header.depth) else {
            throw Failure(description: "unknown PNG colour type \(header.colourType) or bit depth \(header.depth)")
        }
        if header.colourType == 3 && palette.isEmpty { throw Failure(description: "palette image without a palette") }
        let bitsPerPixel = channels * header.depth
        let stride = (header.width * bitsPerPixel + 7) / 8
        let bytesPerPixel = max(1, bitsPerPixel / 8)
        var raw: [UInt8]
        do {
            raw = try ZlibInflate.inflate(compressed, limit: (stride + 1) * header.height)
        } catch {
            throw Failure(description: "image data: \(error)")
        }
        guard raw.count == (stride + 1) * header.height else { throw Failure(description: "image data is truncated") }
        try unfilter(&raw, stride: stride, height: header.height, bytesPerPixel: bytesPerPixel)
        return PixelImage(
            width: header.width, height: header.height, rgb: toRGB(raw, header.width, header.height, stride, header.depth, header.colourType, channels, palette)
        )
    }

    private static func bigEndian32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    /// Undoes the per-row filters (None, Sub, Up, Average, Paeth) in place: each row of
    /// `stride + 1` bytes (filter byte first) becomes its `stride` samples, packed from the start.
    /// Writing behind the reading position never overwrites a byte still to be read, so no second
    /// image-sized buffer is needed.
    private static func unfilter(_ buffer: inout [UInt8], stride: Int, height: Int, bytesPerPixel bpp: Int) throws(Failure) {
        for y in 0..<height {
            let filter = buffer[y * (stride + 1)]
            let src = y * (stride + 1) + 1
            let dst = y * stride
            let above = dst - stride
            for x in 0..<stride {
                let value = buffer[src + x]
                let left = x >= bpp ? Int(buffer[dst + x - bpp]) : 0
                let up = y > 0 ? Int(buffer[above + x]) : 0
                let upLeft = (y > 0 && x >= bpp) ? Int(buffer[above + x - bpp]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let pa = abs(p - left), pb = abs(p - up), pc = abs(p - upLeft)
                    predictor = (pa <= pb && pa <= pc) ? left : (pb <= pc ? up : upLeft)
                default: throw Failure(description: "unknown row filter \(filter)")
                }
                buffer[dst + x] = value &+ UInt8(truncatingIfNeeded: predictor)
            }
        }
        buffer.removeLast(height)
    }

    private static func toRGB(
        _ rows: [UInt8], _ width: Int, _ height: Int, _ stride: Int, _ depth: Int, _ colourType: Int, _ channels: Int,
        _ palette: [UInt8]
    ) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        let maxValue = (1 << depth) - 1
        func sample(_ row: Int, _ index: Int) -> Int {
            switch depth {
            case 8: return Int(rows[row + index])
            case 16: return Int(rows[row + index * 2])  // the high byte is enough for 8-bit output
            default:
                let bit = index * depth
                let byte = rows[row + bit / 8]
                return Int(byte >> (8 - depth - bit % 8)) & maxValue
            }
        }
        for y in 0..<height {
            let row = y * stride
            for x in 0..<width {
                let o = (y * width + x) * 3
                switch colourType {
                case 3:
                    let entry = sample(row, x) * 3
                    if entry + 2 < palette.count {
                        rgb[o] = palette[entry]; rgb[o + 1] = palette[entry + 1]; rgb[o + 2] = palette[entry + 2]
                    }
                case 0, 4:
                    let raw = sample(row, x * channels)
                    let v = UInt8(depth == 16 ? raw : raw * 255 / maxValue)
                    rgb[o] = v; rgb[o + 1] = v; rgb[o + 2] = v
                default:
                    rgb[o] = UInt8(sample(row, x * channels))
                    rgb[o + 1] = UInt8(sample(row, x * channels + 1))
                    rgb[o + 2] = UInt8(sample(row, x * channels + 2))
                }
            }
        }
        return rgb
    }
}
