import Foundation
import Testing
@testable import TeclaPlayground

/// The playground's QR codes read back as the URL they encode: checked against the standard's
/// structure, a reference encoder's modules, and a real decoder (zbarimg) when installed.
@Suite struct QRCodeTests {
    @Test func aLANURLFitsVersionTwoWithFindersAndTiming() throws {
        let code = try QRCode(text: "http://192.168.1.23:8080/")
        #expect(code.version == 2 && code.size == 25)
        // The three finders: a dark ring, a light ring, a dark 3 × 3 centre, a light separator.
        for (x, y) in [(0, 0), (code.size - 7, 0), (0, code.size - 7)] {
            #expect(code[x: x, y: y] && code[x: x + 6, y: y + 6] && code[x: x + 3, y: y + 3])
            #expect(!code[x: x + 1, y: y + 1] && code[x: x + 2, y: y + 2])
        }
        #expect(!code[x: 7, y: 7] && !code[x: code.size - 8, y: 7])
        // Timing alternates between the finders; the dark module sits beside the bottom finder.
        #expect((8..<code.size - 8).allSatisfy { code[x: $0, y: 6] == ($0 % 2 == 0) && code[x: 6, y: $0] == ($0 % 2 == 0) })
        #expect(code[x: 8, y: code.size - 8])
    }

    @Test func formatInformationMatchesTheStandardsTable() {
        // ISO/IEC 18004 annex C: level M, mask 0 is 101010000010010; level L, mask 0 is 111011111000100; level H, mask 7 is 000100000111011.
        #expect(QRModuleGrid.formatBits(correction: .medium, mask: 0) == 0b101010000010010)
        #expect(QRModuleGrid.formatBits(correction: .low, mask: 0) == 0b111011111000100)
        #expect(QRModuleGrid.formatBits(correction: .high, mask: 7) == 0b000100000111011)
    }

    @Test func reedSolomonMatchesTheStandardsWorkedExample() {
        // ISO/IEC 18004 annex I: "01234567" at 1-M has these 16 data and 10 correction codewords.
        let data: [UInt8] = [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17]
        #expect(ReedSolomon.remainder(of: data, degree: 10) == [165, 36, 212, 193, 237, 54, 199, 135, 44, 85])
    }

    @Test func theModulesMatchAReferenceEncoder() throws {
        // python-qrcode 8.2 with the same version, level and mask (`QRCode(version=2,
        // error_correction=ERROR_CORRECT_M, mask_pattern=2, border=0)`, `add_data(…, optimize=0)`),
        // row by row. Version 8 at Q has two block sizes and the version information.
        let lan = try QRCode(text: "http://192.168.1.23:8080/", correction: .medium, mask: 2)
        #expect(lan.version == 2 && lan.rows == Self.referenceVersion2)
        let url = "http://10.0.0.7:8080/?layout=ko-cheonjiin&width=390&field=message&theme=dark&settings=glosses-french"
        let long = try QRCode(text: url, correction: .quartile, mask: 5)
        #expect(long.version == 8 && long.rows == Self.referenceVersion8)
    }

    @Test func longerTextsTakeLargerVersionsUpToTen() throws {
        #expect(try QRCode(text: String(repeating: "a", count: 14)).version == 1)
        #expect(try QRCode(text: String(repeating: "a", count: 15)).version == 2)
        let v7 = try QRCode(text: String(repeating: "a", count: 110))
        #expect(v7.version == 7 && v7.size == 45)
        #expect(try QRCode(text: String(repeating: "a", count: 213)).version == 10)
        #expect(throws: QRCodeError.tooLong(bytes: 214, maximum: 213)) { try QRCode(text: String(repeating: "a", count: 214)) }
        #expect(throws: QRCodeError.badMask(8)) { try QRCode(text: "a", mask: 8) }
    }

    @Test(arguments: [
        "http://192.168.1.23:8080/", "http://[fd00::2]:51234/", "http://10.0.0.7:8080/?layout=ko-cheonjiin",
        String(repeating: "tecla ", count: 15), "ߒߞߏ 안녕하세요 café 😀",
    ])
    func aDecoderReadsBackTheText(text: String) throws {
        guard let zbarimg = ["/usr/bin/zbarimg", "/usr/local/bin/zbarimg"].first(where: FileManager.default.isExecutableFile) else {
            print("skipped: zbarimg is not installed (apt-get install zbar-tools)")
            return
        }
        for correction in QRErrorCorrection.allCases {
            let code = try QRCode(text: text, correction: correction)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("tecla-qr-\(UUID().uuidString).pgm")
            defer { try? FileManager.default.removeItem(at: file) }
            try Self.pgm(code).write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: zbarimg)
            process.arguments = ["--raw", "-q", "-Sbinary", file.path]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let read = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "version \(code.version) \(correction) mask \(code.mask)")
            var decoded = read
            if decoded.last == 0x0A { decoded.removeLast() }
            #expect(decoded == Data(text.utf8), "version \(code.version) \(correction): \(String(decoding: decoded, as: UTF8.self))")
        }
    }

    /// A binary greyscale image, four pixels a module with a four-module quiet zone.
    static func pgm(_ code: QRCode) -> Data {
        let scale = 4
        let side = (code.size + 8) * scale
        var pixels = [UInt8](repeating: 255, count: side * side)
        for y in 0..<code.size {
            for x in 0..<code.size where code[x: x, y: y] {
                for dy in 0..<scale {
                    for dx in 0..<scale { pixels[((y + 4) * scale + dy) * side + (x + 4) * scale + dx] = 0 }
                }
            }
        }
        return Data("P5\n\(side) \(side)\n255\n".utf8) + Data(pixels)
    }

    static let referenceVersion2 = [
        "1111111000011010001111111",
        "1000001000000101001000001",
        "1011101010011000101011101",
        "1011101010100100001011101",
        "1011101010110010001011101",
        "1000001010100101101000001",
        "1111111010101010101111111",
        "0000000010000011000000000",
        "1011111000000101101111100",
        "1011110111011110010000010",
        "0001011001011101001101011",
        "1101010100101000100010001",
        "0101011101001100001110111",
        "1110110001000110000001010",
        "1010101110111001010101011",
        "1010100001110001000001001",
        "1001011100111100111110100",
        "0000000011101010100011100",
        "1111111000100000101011111",
        "1000001011010001100011011",
        "1011101010011101111111100",
        "1011101010011111101110111",
        "1011101011101000010000101",
        "1000001001101000101111001",
        "1111111011100101011111111",
    ]

    static let referenceVersion8 = [
        "1111111011100011011000001110001011111000101111111",
        "1000001011011011101010010010000111111011101000001",
        "1011101000110000100110100010000110010001101011101",
        "1011101001010011011000000101011010101101001011101",
        "1011101001110011011011111111001010000100001011101",
        "1000001001001100111000100010010110110110001000001",
        "1111111010101010101010101010101010101010101111111",
        "0000000000000000111110100011000101001101000000000",
        "0100001110110110110010111110101000101100110000011",
        "1100000011110101011111111110111111101111101011000",
        "1010101101111011111001100011000001100110010100011",
        "1001010101000101100011110000010110100000001011011",
        "1001111101011010010010001100101110101001010011010",
        "1110110110111001111110101010011111001100011100000",
        "0010011101101101001100010111000001111010100010111",
        "1111010001010001110001010101110001000111010101110",
        "0010001000101000011011101000100101111101111001110",
        "0000110001111100011011100010110001111101011110110",
        "1010101100001111000000000110111011111101010001111",
        "0011100000101011011100000000011110010110001111001",
        "0010111010000101101011010101010001011110101100101",
        "0101010100100101011011000001001100101011101010000",
        "1000111110011001010001111111110001111111111111011",
        "0110100010101000111001100011001011110011100010001",
        "0001101011101101001110101011100110101010101010001",
        "1001100011110001011101100011011111011100100011110",
        "1111111110111001001100111111000111111011111111111",
        "1001000001001111101100111111001000000111010111110",
        "0001011011111010110111010110001001001111110011101",
        "1111100000010101100001001111101000001100110001010",
        "1111101110111101010111101110010110011100101000111",
        "0111100101110111011111001100011001000001000001011",
        "0010011110010010110010111100111110011111000111111",
        "1000010001111001101110100100011000110111011111100",
        "0110001010100111001001100010100111101110011101011",
        "1010100111010111010010010000111111110101100001000",
        "1010001001111110100011111000100011001011100101001",
        "1010110101111100001000110000011111001100111101000",
        "0100011100111010110011000010100101111110011000011",
        "0111000111100101110000010000001100100101100101111",
        "1110001100000001010011111110011100011011111110111",
        "0000000010001001010101100011001010010100100011010",
        "1111111011011111001010101010001010111100101011111",
        "1000001000011001110000100010100111100000100011001",
        "1011101000100001101110111110000001111100111110100",
        "1011101000100111111110101100001110111011000000100",
        "1011101000110110101011001100010110100110010101011",
        "1000001010100010001001110000100010110110101010001",
        "1111111000110001111000011010111010001000110101001",
    ]
}
