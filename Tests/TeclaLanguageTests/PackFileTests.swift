import Foundation
import Testing
@testable import TeclaLanguage

@Suite struct PackFileTests {
    private func samplePack() -> [UInt8] {
        var writer = PackWriter()
        writer.addBlob(PackSectionTag("MANI"), Array("{\"a\":1}".utf8))
        writer.addArray(PackSectionTag("NUMS"), [UInt32(7), 11, 13, 1 << 30])
        writer.addArray(PackSectionTag("BYTE"), [UInt8(1), 2, 3])
        return writer.bytes()
    }

    @Test func roundTripKeepsEverySection() throws {
        let file = try PackFile(bytes: samplePack())
        #expect(file.formatVersion == PackFormat.version)
        #expect(try file.blob(PackSectionTag("MANI")) == Array("{\"a\":1}".utf8))
        let numbers = try file.array(PackSectionTag("NUMS"), of: UInt32.self)
        #expect((0..<numbers.count).map { numbers[$0] } == [7, 11, 13, 1 << 30])
        #expect(numbers[99] == 0, "out-of-range reads yield zero, never trap")
        #expect(numbers.find(13, in: 0..<4) == 2)
    }

    @Test func sameSectionsGiveSameBytesInAnyOrder() {
        var a = PackWriter()
        a.addArray(PackSectionTag("AAAA"), [UInt8(1)])
        a.addArray(PackSectionTag("BBBB"), [UInt8(2)])
        var b = PackWriter()
        b.addArray(PackSectionTag("BBBB"), [UInt8(2)])
        b.addArray(PackSectionTag("AAAA"), [UInt8(1)])
        #expect(a.bytes() == b.bytes())
    }

    @Test func flippedByteInASectionNamesThatSection() throws {
        var bytes = samplePack()
        let file = try PackFile(bytes: bytes)
        let section = try #require(file.section(PackSectionTag("NUMS")))
        bytes[section.offset + 5] ^= 0x40
        #expect(
            throws: PackError.checksumMismatch(
                section: "NUMS", expected: section.checksum,
                actual: CRC32.checksum(Array(bytes[section.offset..<section.offset + section.length])))
        ) {
            try PackFile(bytes: bytes)
        }
    }

    @Test func flippedByteInTheTableOrHeaderIsReported() {
        var table = samplePack()
        table[PackFormat.headerSize + 3] ^= 0x01
        #expect {
            try PackFile(bytes: table)
        } throws: { ($0 as? PackError).map { if case .checksumMismatch("section table", _, _) = $0 { true } else { false } } ?? false }
        var header = samplePack()
        header[13] ^= 0x01
        #expect {
            try PackFile(bytes: header)
        } throws: { ($0 as? PackError).map { if case .checksumMismatch("header", _, _) = $0 { true } else { false } } ?? false }
    }

    @Test func truncatedPackIsReported() {
        let bytes = samplePack()
        for length in [0, 10, PackFormat.headerSize, bytes.count / 2, bytes.count - 1] {
            #expect {
                try PackFile(bytes: Array(bytes.prefix(length)))
            } throws: { ($0 as? PackError).map { if case .truncated = $0 { true } else { false } } ?? false }
        }
    }

    @Test func otherVersionIsRefused() throws {
        var bytes = samplePack()
        bytes[8] = UInt8(PackFormat.version + 1)
        bytes[9] = 0
        let crc = CRC32.checksum(Array(bytes[0..<36]))
        withUnsafeBytes(of: crc.littleEndian) { for i in 0..<4 { bytes[36 + i] = $0[i] } }
        #expect(throws: PackError.unsupportedVersion(found: PackFormat.version + 1, supported: PackFormat.version)) {
            try PackFile(bytes: bytes)
        }
    }

    @Test func notAPack() {
        #expect(throws: PackError.badMagic) { try PackFile(bytes: Array(repeating: 0x41, count: 200)) }
    }

    @Test func everySingleByteFlipOfARealPackIsCaught() throws {
        let bytes = try TestPacks.buildTiny().bytes
        var position = 0
        while position < bytes.count {
            var damaged = bytes
            damaged[position] ^= 0xFF
            #expect(throws: PackError.self) { try LanguagePack(bytes: damaged) }
            position += max(1, bytes.count / 400)
        }
    }

    @Test func missingFileIsUnreadable() {
        #expect {
            try PackFile(contentsOf: URL(fileURLWithPath: "/nonexistent/en.teclapack"))
        } throws: { ($0 as? PackError).map { if case .unreadable = $0 { true } else { false } } ?? false }
    }

    @Test func crcMatchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }
}
