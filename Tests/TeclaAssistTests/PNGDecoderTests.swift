import Foundation
import TeclaCore
import Testing
@testable import TeclaAssist
@testable import TeclaTesseract

/// The pure-Swift PNG decoder: right pixels for every filter and sample layout, and hostile files
/// (lying headers, decompression bombs, random damage) refused without a trap.
@Suite struct PNGDecoderTests {
    @Test(arguments: ["rgb8", "rgba16", "palette4", "grey1"])
    func decodesEveryFilterAndSampleLayout(name: String) throws {
        let bytes = ["rgb8": SmallPNGs.rgb8, "rgba16": SmallPNGs.rgba16, "palette4": SmallPNGs.palette4, "grey1": SmallPNGs.grey1][name]!
        let image = try PNGDecoder.decode(bytes)
        #expect(image.width == SmallPNGs.width && image.height == SmallPNGs.height)
        var wrong = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let o = (y * image.width + x) * 3
                let (r, g, b) = SmallPNGs.expected(name, x: x, y: y)
                if image.rgb[o] != r || image.rgb[o + 1] != g || image.rgb[o + 2] != b { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels differ from what the encoder drew")
    }

    @Test func aHeaderClaimingFourBillionSquaredIsRefusedNotATrap() throws {
        // The issue's upload: 0xFFFFFFFF × 0xFFFFFFFF once overflowed width * height.
        let bytes = [UInt8](Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUv//////////CAIAAABdlLlp")!)
        let header = try ImageHeader.read(bytes)
        #expect(header.width == 4_294_967_295 && header.height == 4_294_967_295)
        #expect(throws: RecognitionError.imageTooLarge("4294967295 × 4294967295 pixels, the limit is 16384 on each side")) {
            try ImageLimits.screenshots.check(header)
        }
        #expect(decodeFailure(bytes)?.kind == .tooLarge)
    }

    @Test func theSignatureAloneIsNotAnImage() {
        let bytes = Array(SmallPNGs.rgb8.prefix(9))
        #expect(throws: RecognitionError.self) { try ImageHeader.read(bytes) }
        #expect(decodeFailure(bytes)?.kind == .damaged)
    }

    @Test func decompressionBombsAreRefusedFromTheHeader() {
        // 20,000 × 20,000 (1.5 MB of deflate could fill it), 7,000 × 7,000 (49 Mpx), and 4,000 ×
        // 4,000 16-bit RGBA: under the pixel cap but 128 MB of samples.
        for (width, height, depth, colour, reason) in [
            (20_000, 20_000, 8, 2, "on each side"), (7_000, 7_000, 8, 2, "million pixels"), (4_000, 4_000, 16, 6, "decodes to"),
        ] {
            let bytes = Self.png(width: width, height: height, depth: depth, colourType: colour)
            let failure = decodeFailure(bytes)
            #expect(failure?.kind == .tooLarge, "\(width)x\(height)")
            #expect(failure?.description.contains(reason) == true, "\(failure?.description ?? "decoded")")
        }
    }

    @Test func imageDataLongerThanTheHeaderSaysIsRefused() {
        // A 2 × 2 image whose deflate stream inflates far past 2 rows: inflating stops at the limit.
        var bytes = Self.png(width: 2, height: 2, depth: 8, colourType: 2, idat: Self.zlibStored([UInt8](repeating: 0, count: 60_000)))
        #expect(decodeFailure(bytes)?.description.contains("larger than its header says") == true)
        bytes = Self.png(width: 2, height: 2, depth: 8, colourType: 2, idat: Self.zlibStored([0, 1, 2]))
        #expect(decodeFailure(bytes)?.description.contains("truncated") == true)
    }

    /// Seeded random damage to real PNGs: bit flips, bytes set to extremes, cuts, repeated
    /// stretches and rewritten sides. Every file decodes consistently or throws; none traps.
    @Test func randomDamageNeverTraps() {
        var random = SeededGenerator(seed: 16)
        let originals = [SmallPNGs.rgb8, SmallPNGs.rgba16, SmallPNGs.palette4, SmallPNGs.grey1]
        var decoded = 0, refused = 0
        for _ in 0..<3_000 {
            var bytes = originals[Int.random(in: 0..<originals.count, using: &random)]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                Self.mutate(&bytes, using: &random)
            }
            do {
                let image = try PNGDecoder.decode(bytes)
                #expect(image.rgb.count == image.width * image.height * 3)
                decoded += 1
            } catch {
                refused += 1
            }
        }
        #expect(decoded + refused == 3_000)
        #expect(refused > 1_000, "most damage is noticed")
    }

    private func decodeFailure(_ bytes: [UInt8]) -> PNGDecoder.Failure? {
        do {
            _ = try PNGDecoder.decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    static func mutate(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
        guard !bytes.isEmpty else { return }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &random)
        case 1: bytes[at] = [0x00, 0xFF, 0x7F, 0x80][Int.random(in: 0..<4, using: &random)]
        case 2: bytes.removeLast(Int.random(in: 0...(bytes.count - at), using: &random))
        case 3:
            let length = min(Int.random(in: 1...64, using: &random), bytes.count - at)
            bytes.insert(contentsOf: bytes[at..<at + length], at: at)
        case 4 where bytes.count > 24:
            // A side of the IHDR rewritten (the decoder does not trust the CRC, so neither do we).
            let side = UInt32.random(in: 0...UInt32.max, using: &random) >> UInt32.random(in: 0..<32, using: &random)
            let offset = Bool.random(using: &random) ? 16 : 20
            for k in 0..<4 { bytes[offset + k] = UInt8(truncatingIfNeeded: side >> (24 - 8 * UInt32(k))) }
        default:
            bytes.remove(at: at)
        }
    }

    /// A PNG with the given header and IDAT payload (an empty stored zlib stream by default).
    static func png(width: Int, height: Int, depth: Int, colourType: Int, idat: [UInt8]? = nil) -> [UInt8] {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let length = UInt32(body.count)
            return [UInt8(length >> 24), UInt8(length >> 16 & 255), UInt8(length >> 8 & 255), UInt8(length & 255)] + Array(type.utf8) + body + [0, 0, 0, 0]
        }
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        let ihdr = be32(width) + be32(height) + [UInt8(depth), UInt8(colourType), 0, 0, 0]
        return PNGDecoder.signature + chunk("IHDR", ihdr) + chunk("IDAT", idat ?? zlibStored([])) + chunk("IEND", [])
    }

    /// `data` as a zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var rest = data[...]
        repeat {
            let block = rest.prefix(65_535)
            rest = rest.dropFirst(block.count)
            let n = UInt16(block.count)
            out += [rest.isEmpty ? 1 : 0, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8(~n >> 8)] + block
        } while !rest.isEmpty
        // The Adler-32 of the data, big-endian (zlib checks it).
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        let adler = b << 16 | a
        return out + [UInt8(adler >> 24), UInt8(adler >> 16 & 255), UInt8(adler >> 8 & 255), UInt8(adler & 255)]
    }
}
