import Foundation
import TeclaTestSupport
import Testing
@testable import TeclaLanguage

/// A pack stays what was verified for as long as it is open, however its file is replaced.
///
/// This reproduces the "memory corruption under concurrent load" once blamed on
/// `madvise(MADV_DONTNEED)`: a pack rewritten *in place* (`Data.write(to:)` truncates and writes,
/// as `tecla pack build --output` did) while another process had it mapped. A private read-only
/// mapping shows the file's current pages, so the open pack silently read bytes nobody verified
/// (and past a truncation, faulted). Dropping pages with madvise only made the re-read happen
/// sooner. Writers now replace packs by rename, which leaves every open mapping on the old file.
@Suite struct PackFileReplacementTests {
    static let original = try! TestPacks.buildTiny().bytes

    /// The same pack with every spelling's first byte changed (same length, checksums fixed).
    static var changed: [UInt8] {
        var editor = PackEditor(original)
        let words = editor.section("WSTR")!
        for i in 0..<words.length where editor.bytes[words.offset + i] == UInt8(ascii: "t") {
            editor.bytes[words.offset + i] = UInt8(ascii: "q")
        }
        editor.fixChecksums()
        return editor.bytes
    }

    static func spellings(_ pack: LanguagePack) -> [String] {
        (0..<pack.lexicon.count).map(pack.lexicon.spelling(of:))
    }

    static func temporaryPack() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tecla-replace-\(UUID().uuidString).teclapack")
        try AtomicFileWriter.write(original, to: url)
        return url
    }

    @Test func aPackRewrittenInPlaceChangesUnderItsOpenMapping() throws {
        let url = try Self.temporaryPack()
        defer { try? FileManager.default.removeItem(at: url) }
        let open = try LanguagePack(contentsOf: url)
        let verified = Self.spellings(open)
        try Data(Self.changed).write(to: url)  // in place: what corrupted mapped packs
        #expect(Self.spellings(open) != verified, "the open pack now reads bytes it never verified")
    }

    @Test func aPackReplacedAtomicallyStaysAsVerifiedWhileOpen() throws {
        let url = try Self.temporaryPack()
        defer { try? FileManager.default.removeItem(at: url) }
        let open = try LanguagePack(contentsOf: url)
        let verified = Self.spellings(open)
        try AtomicFileWriter.write(Self.changed, to: url)
        open.file.storage.releaseResidentPages()  // pages re-read from the file: still the old one
        #expect(Self.spellings(open) == verified)
        #expect(Self.spellings(try LanguagePack(contentsOf: url)) != verified, "a new open reads the new pack")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            .filter { AtomicFileWriter.isTemporaryName($0, for: url) }
        #expect(leftovers.isEmpty)
    }

    /// `tecla pack build --output` on a FIFO, a device or a folder: refused before anything is
    /// written, and the node is still what it was (a rename would have replaced it with a file).
    @Test func anOutputThatIsNotARegularFileIsRefusedAndLeftAsItWas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tecla-nodes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        for (target, kind) in [(fifo, "a FIFO or another special file"), (folder, "a folder"), (URL(fileURLWithPath: "/dev/null"), "a character device")] {
            do {
                try AtomicFileWriter.write(Self.original, to: target)
                Issue.record("\(target.path) was written over")
            } catch {
                #expect(error.description.contains("not a regular file (\(kind))"), "\(error)")
            }
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: fifo.path)
        #expect(attributes[.type] as? FileAttributeType != .typeRegular)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pipe"], "no temporary file is left")
        let devNull = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        #expect(devNull[.type] as? FileAttributeType == .typeCharacterSpecial)
    }
}
