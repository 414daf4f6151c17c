import CZlib
import Foundation
import Testing
@testable import TeclaTesseract

/// Every colour type and bit depth PNG allows, each row under a different filter (None, Sub, Up,
/// Average, Paeth), compressed by the system's zlib: the decoder gives back the pixels drawn.
@Suite struct PNGColourTypeTests {
    static let layouts: [(colourType: Int, depth: Int)] = [
        (0, 1), (0, 2), (0, 4), (0, 8), (0, 16),
        (2, 8), (2, 16),
        (3, 1), (3, 2), (3, 4), (3, 8),
        (4, 8), (4, 16),
        (6, 8), (6, 16),
    ]

    @Test(arguments: layouts.indices)
    func decodesTheDrawnPixels(layout index: Int) throws {
        let (colourType, depth) = Self.layouts[index]
        let width = 13, height = 7  // odd sizes: partial bytes at the end of low-depth rows
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType]!
        let maxSample = (1 << depth) - 1
        // Samples from a fixed pattern, so every row differs and every filter has work to do.
        func sample(_ x: Int, _ y: Int, _ c: Int) -> Int { (x * 37 + y * 101 + c * 53 + x * y * 7) % (maxSample + 1) }
        var palette: [UInt8] = []
        for i in 0..<(1 << min(depth, 8)) {
            palette += [UInt8(i * 7 % 256), UInt8(i * 13 % 256), UInt8(255 - i % 256)]
        }
        let png = Self.encode(
            width: width, height: height, depth: depth, colourType: colourType, channels: channels,
            palette: colourType == 3 ? palette : nil, sample: sample)
        let image = try PNGDecoder.decode(png)
        #expect(image.width == width && image.height == height)
        var wrong = 0
        for y in 0..<height {
            for x in 0..<width {
                let expected: [UInt8]
                switch colourType {
                case 3:
                    let entry = sample(x, y, 0) * 3
                    expected = Array(palette[entry..<entry + 3])
                case 0, 4:
                    let v = depth == 16 ? UInt8(sample(x, y, 0) >> 8) : UInt8(sample(x, y, 0) * 255 / maxSample)
                    expected = [v, v, v]
                default:
                    expected = (0..<3).map { UInt8(depth == 16 ? sample(x, y, $0) >> 8 : sample(x, y, $0)) }
                }
                let o = (y * width + x) * 3
                if Array(image.rgb[o..<o + 3]) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0, "colour type \(colourType), depth \(depth): \(wrong) of \(width * height) pixels differ")
    }

    @Test func aStreamThatIsNotZlibIsRefused() {
        #expect(throws: ZlibInflate.Failure.self) { try ZlibInflate.inflate([0x78, 0x9C, 0xFF, 0xFF, 0xFF], limit: 100) }
        #expect(throws: ZlibInflate.Failure.self) { try ZlibInflate.inflate([], limit: 100) }
    }

    /// A PNG with row `y` under filter `y % 5`, compressed with zlib.
    static func encode(
        width: Int, height: Int, depth: Int, colourType: Int, channels: Int, palette: [UInt8]?,
        sample: (Int, Int, Int) -> Int
    ) -> [UInt8] {
        let bitsPerPixel = channels * depth
        let stride = (width * bitsPerPixel + 7) / 8
        let bpp = max(1, bitsPerPixel / 8)
        var rows: [[UInt8]] = []
        for y in 0..<height {
            var row = [UInt8](repeating: 0, count: stride)
            for x in 0..<width {
                for c in 0..<channels {
                    let value = sample(x, y, c)
                    if depth == 16 {
                        let at = (x * channels + c) * 2
                        row[at] = UInt8(value >> 8); row[at + 1] = UInt8(value & 255)
                    } else if depth == 8 {
                        row[x * channels + c] = UInt8(value)
                    } else {
                        let bit = (x * channels + c) * depth
                        row[bit / 8] |= UInt8(value << (8 - depth - bit % 8))
                    }
                }
            }
            rows.append(row)
        }
        var raw: [UInt8] = []
        for y in 0..<height {
            let filter = y % 5
            raw.append(UInt8(filter))
            for x in 0..<stride {
                let value = Int(rows[y][x])
                let left = x >= bpp ? Int(rows[y][x - bpp]) : 0
                let up = y > 0 ? Int(rows[y - 1][x]) : 0
                let upLeft = y > 0 && x >= bpp ? Int(rows[y - 1][x - bpp]) : 0
                let predictor: Int
                switch filter {
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let pa = abs(p - left), pb = abs(p - up), pc = abs(p - upLeft)
                    predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
                default: predictor = 0
                }
                raw.append(UInt8(truncatingIfNeeded: value - predictor))
            }
        }
        var compressedLength = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        _ = compress(&compressed, &compressedLength, raw, uLong(raw.count))
        compressed.removeLast(compressed.count - Int(compressedLength))

        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            let crc = typed.withUnsafeBufferPointer { Int(crc32(0, $0.baseAddress, uInt($0.count))) }
            return be32(body.count) + typed + be32(crc)
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", be32(width) + be32(height) + [UInt8(depth), UInt8(colourType), 0, 0, 0])
        if let palette { png += chunk("PLTE", palette) }
        png += chunk("IDAT", compressed)
        png += chunk("IEND", [])
        return png
    }
}
