import Foundation
import TeclaCore
import Testing
@testable import TeclaAssist

/// Image sizes read from the header of every format an upload may be in, so that a bomb is
/// refused before tesseract (or ImageIO) allocates for it.
@Suite struct ImageHeaderTests {
    static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 255), UInt8(v >> 8 & 255)] }
    static func le32(_ v: Int) -> [UInt8] { le16(v & 0xFFFF) + le16(v >> 16 & 0xFFFF) }
    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 255), UInt8(v & 255)] }

    static func jpeg(width: Int, height: Int) -> [UInt8] {
        let app0: [UInt8] = [0xFF, 0xE0] + be16(16) + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let sof: [UInt8] = [0xFF, 0xC0] + be16(17) + [8] + be16(height) + be16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        let sos: [UInt8] = [0xFF, 0xDA] + be16(12) + [3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3F, 0]
        return [0xFF, 0xD8] + app0 + sof + sos + [0x12, 0x34, 0xFF, 0xD9]
    }

    static func gif(screen: (Int, Int), frames: [(Int, Int)]) -> [UInt8] {
        var bytes = Array("GIF89a".utf8) + le16(screen.0) + le16(screen.1) + [0, 0, 0]
        bytes += [0x21, 0xF9, 4, 0, 0, 0, 0, 0]  // a graphic control extension
        for (w, h) in frames {
            bytes += [0x2C] + le16(0) + le16(0) + le16(w) + le16(h) + [0] + [2, 2, 0x44, 0x01, 0]
        }
        return bytes + [0x3B]
    }

    static func bmp(width: Int, height: Int) -> [UInt8] {
        Array("BM".utf8) + le32(54) + le32(0) + le32(54) + le32(40) + le32(width) + le32(height) + le16(1) + le16(24) + [UInt8](repeating: 0, count: 24)
    }

    static func tiff(pages: [(Int, Int)], loop: Bool = false) -> [UInt8] {
        var bytes = Array("II".utf8) + [42, 0] + le32(8)
        for (index, (w, h)) in pages.enumerated() {
            let last = index == pages.count - 1
            let next = last ? (loop ? 8 : 0) : bytes.count + 2 + 2 * 12 + 4
            bytes += le16(2) + le16(256) + le16(4) + le32(1) + le32(w) + le16(257) + le16(4) + le32(1) + le32(h) + le32(next)
        }
        return bytes
    }

    /// A one-page little-endian TIFF of `entries` (tag, type, count, value in the entry).
    static func tiff(entries: [(Int, Int, Int, Int)]) -> [UInt8] {
        var bytes = Array("II".utf8) + [42, 0] + le32(8) + le16(entries.count)
        for (tag, type, count, value) in entries { bytes += le16(tag) + le16(type) + le32(count) + le32(value) }
        return bytes + le32(0) + [UInt8](repeating: 0, count: 64)
    }

    static func webpLossless(width: Int, height: Int) -> [UInt8] {
        let bits = (width - 1) | (height - 1) << 14
        return Array("RIFF".utf8) + le32(30) + Array("WEBPVP8L".utf8) + le32(10) + [0x2F] + le32(bits) + [0, 0, 0, 0, 0]
    }

    static func webpExtended(width: Int, height: Int) -> [UInt8] {
        let w = width - 1, h = height - 1
        return Array("RIFF".utf8) + le32(30) + Array("WEBPVP8X".utf8) + le32(10) + [0, 0, 0, 0]
            + [UInt8(w & 255), UInt8(w >> 8 & 255), UInt8(w >> 16 & 255), UInt8(h & 255), UInt8(h >> 8 & 255), UInt8(h >> 16 & 255)]
    }

    @Test func readsTheSizeOfEveryFormat() throws {
        let cases: [([UInt8], ImageFormat, Int, Int)] = [
            (Self.jpeg(width: 1170, height: 2532), .jpeg, 1170, 2532),
            (Self.gif(screen: (320, 200), frames: [(320, 200)]), .gif, 320, 200),
            (Self.bmp(width: 640, height: -480), .bmp, 640, 480),
            (Self.tiff(pages: [(800, 600)]), .tiff, 800, 600),
            (Self.webpLossless(width: 1290, height: 2796), .webp, 1290, 2796),
            (Self.webpExtended(width: 1290, height: 2796), .webp, 1290, 2796),
            (SmallPNGs.rgb8, .png, 40, 30),
        ]
        for (bytes, format, width, height) in cases {
            let header = try ImageHeader.read(bytes)
            #expect(header.format == format && header.width == width && header.height == height, "\(format)")
            try ImageLimits.screenshots.check(header)
        }
    }

    @Test func bombsInEveryFormatAreRefused() throws {
        let bombs: [(String, [UInt8])] = [
            ("jpeg", Self.jpeg(width: 65_000, height: 65_000)),
            ("gif screen", Self.gif(screen: (65_535, 65_535), frames: [(1, 1)])),
            ("gif frame", Self.gif(screen: (10, 10), frames: [(10, 10), (30_000, 30_000)])),
            ("gif frames", Self.gif(screen: (4_000, 4_000), frames: Array(repeating: (4_000, 4_000), count: 6))),
            ("bmp", Self.bmp(width: 100_000, height: 100_000)),
            ("tiff page", Self.tiff(pages: [(800, 600), (50_000, 50_000)])),
            ("tiff pages", Self.tiff(pages: Array(repeating: (100, 100), count: 9))),
            ("webp", Self.webpExtended(width: 16_000_000, height: 16_000_000)),
        ]
        for (name, bytes) in bombs {
            let header = try ImageHeader.read(bytes)
            #expect(throws: RecognitionError.self, "\(name)") { try ImageLimits.screenshots.check(header) }
            do {
                try ImageLimits.screenshots.check(header)
            } catch {
                guard case .imageTooLarge = error else { Issue.record("\(name): \(error)"); continue }
            }
        }
    }

    @Test func damagedHeadersAreNotImages() {
        let damaged: [(String, [UInt8])] = [
            ("png signature only", Array(SmallPNGs.rgb8.prefix(8))),
            ("png cut in IHDR", Array(SmallPNGs.rgb8.prefix(20))),
            ("jpeg without a frame", [0xFF, 0xD8, 0xFF, 0xDA, 0, 2]),
            ("jpeg cut", Array(Self.jpeg(width: 10, height: 10).prefix(30))),
            ("gif cut", Array(Self.gif(screen: (10, 10), frames: [(10, 10)]).prefix(20))),
            ("bmp cut", Array(Self.bmp(width: 10, height: 10).prefix(20))),
            ("tiff loop", Self.tiff(pages: [(10, 10)], loop: true)),
            ("tiff cut", Array(Self.tiff(pages: [(10, 10)]).prefix(14))),
            ("webp unknown chunk", Array("RIFF".utf8) + Self.le32(4) + Array("WEBPABCD".utf8)),
        ]
        for (name, bytes) in damaged {
            do {
                let header = try ImageHeader.read(bytes)
                try ImageLimits.screenshots.check(header)
                Issue.record("\(name) was read as \(header)")
            } catch {
                guard case .notAnImage = error else { Issue.record("\(name): \(error)"); continue }
            }
        }
    }

    /// Files that show this reader one size and libtiff another (issue 32's probe: tesseract at
    /// 3.2 GB for a 875 KB file), or that make libtiff fail after we accepted them: refused with
    /// the reason, before tesseract runs.
    @Test func tiffsThatLieAboutTheirSizeAreRefused() throws {
        let short = 3, long = 4, long8 = 16
        let lies: [(String, [(Int, Int, Int, Int)], String)] = [
            ("LONG8 sizes in a classic TIFF", [(256, long8, 1, 40), (257, long8, 1, 48)], "type 16 (LONG8)"),
            ("duplicate width", [(256, long, 1, 30_000), (256, long, 1, 122), (257, long, 1, 130)], "width twice"),
            ("65,535 samples a pixel", [(256, long, 1, 122), (257, long, 1, 130), (277, short, 1, 65_535)], "65535 samples a pixel"),
            ("a strip past the end", [(256, long, 1, 12), (257, long, 1, 13), (273, long, 1, 100_000), (279, long, 1, 10)], "past the end"),
            (
                "65,536-pixel tiles", [(256, long, 1, 122), (257, long, 1, 130), (322, long, 1, 65_536), (323, long, 1, 65_536)],
                "65536 × 65536 tiles are larger than its 122 × 130 image"
            ),
            ("two widths in one field", [(256, long, 2, 40), (257, long, 1, 13)], "width has 2 values"),
            ("no height", [(256, long, 1, 12)], "no width or height"),
        ]
        for (name, entries, reason) in lies {
            do {
                let header = try ImageHeader.read(Self.tiff(entries: entries))
                Issue.record("\(name) was read as \(header)")
            } catch {
                guard case .notAnImage(let message) = error, message.contains(reason) else { Issue.record("\(name): \(error)"); continue }
            }
        }
        // An honest strip and SHORT sizes still read.
        let honest = try ImageHeader.read(Self.tiff(entries: [(256, short, 1, 12), (257, short, 1, 13), (273, long, 1, 8), (279, long, 1, 40)]))
        #expect(honest.width == 12 && honest.height == 13)
        // What writers make and libtiff reads: 256 × 256 tiles on a small image, a missing or
        // bogus byte count on a single strip.
        _ = try ImageHeader.read(Self.tiff(entries: [(256, long, 1, 1170), (257, long, 1, 180), (322, short, 1, 256), (323, short, 1, 256)]))
        _ = try ImageHeader.read(Self.tiff(entries: [(256, short, 1, 12), (257, short, 1, 13), (273, long, 1, 8)]))
        _ = try ImageHeader.read(Self.tiff(entries: [(256, short, 1, 12), (257, short, 1, 13), (273, long, 1, 8), (279, long, 1, 1_000_000)]))
    }

    @Test func randomDamageToEveryFormatNeverTraps() {
        var random = SeededGenerator(seed: 17)
        let originals = [
            Self.jpeg(width: 100, height: 80), Self.gif(screen: (10, 10), frames: [(10, 10), (5, 5)]), Self.bmp(width: 9, height: 9),
            Self.tiff(pages: [(10, 10), (20, 20)]), Self.webpLossless(width: 10, height: 10), Self.webpExtended(width: 10, height: 10),
        ]
        var answered = 0
        for _ in 0..<4_000 {
            var bytes = originals[Int.random(in: 0..<originals.count, using: &random)]
            for _ in 0..<Int.random(in: 1...3, using: &random) { PNGDecoderTests.mutate(&bytes, using: &random) }
            if let header = try? ImageHeader.read(bytes) { _ = try? ImageLimits.screenshots.check(header) }
            answered += 1
        }
        #expect(answered == 4_000)
    }

    @Test func ordinaryGIFsAreNotCountedTwice() throws {
        // The screen is the canvas, not another frame: 8 frames and a 3,000 × 3,000 still pass.
        try ImageLimits.screenshots.check(try ImageHeader.read(Self.gif(screen: (100, 100), frames: Array(repeating: (100, 100), count: 8))))
        try ImageLimits.screenshots.check(try ImageHeader.read(Self.gif(screen: (3_000, 3_000), frames: [(3_000, 3_000)])))
        // A file cut after a whole frame (no trailer) still has that frame.
        let cut = Array(Self.gif(screen: (10, 10), frames: [(10, 10)]).dropLast())
        #expect(try ImageHeader.read(cut).frames.count == 1)
    }

    @Test func customLimitsCannotOverflow() {
        let open = ImageLimits(maxDimension: .max, maxPixels: .max, maxFrames: .max, maxDecodedBytes: 1 << 40)
        let huge = ImageHeader(format: .png, frames: [.init(width: 4_294_967_295, height: 4_294_967_295, bitsPerPixel: 64)])
        #expect(throws: RecognitionError.self) { try open.check(huge) }
    }
}
