import Foundation
import TeclaTestSupport
import Testing
@testable import TeclaLanguage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Packs whose checksums are right but whose structure lies: each is refused at open with a
/// typed error naming the section, before any walk could loop or read out of place.
@Suite struct PackStructureTests {
    static let tiny = try! TestPacks.buildTiny().bytes

    /// Opens the edited pack; the error it is refused with, or nil if it opened.
    private func refusal(_ edit: (inout PackEditor) -> Void) -> PackError? {
        var editor = PackEditor(Self.tiny)
        edit(&editor)
        editor.fixChecksums()
        do {
            _ = try LanguagePack(bytes: editor.bytes)
            return nil
        } catch {
            return error
        }
    }

    private func section(of error: PackError?) -> String? {
        if case .malformedSection(let tag, _)? = error { return tag }
        return nil
    }

    @Test func theUneditedPackOpens() {
        #expect(refusal { _ in } == nil)
    }

    @Test func aTrieNodeThatIsItsOwnChildIsRefused() {
        // The issue's reproduction: it passed `pack inspect`, then grew to gigabytes and trapped.
        let error = refusal { pack in
            let node = 3
            let value = pack.element("TRIE", node)
            pack.setElement("TRIE", node, value & ~UInt64((1 << 21) - 1) | UInt64(node))
        }
        #expect(section(of: error) == "TRIE", "\(String(describing: error))")
    }

    @Test func everyKindOfTrieLieIsRefused() {
        let nodes = PackEditor(Self.tiny).section("TRIE")!.count
        let lies: [(String, (inout PackEditor) -> Void)] = [
            ("child pointing back to the root", { $0.setElement("TRIE", 5, $0.element("TRIE", 5) & ~0x1FFFFF | 0) }),
            ("children past the end", { $0.setElement("TRIE", 2, $0.element("TRIE", 2) & ~0x1FFFFF | 0x1FFFFF) }),
            ("sentinel miscounting", { $0.setElement("TRIE", nodes - 1, UInt64(nodes + 7)) }),
            ("first word past the words", { $0.setElement("TRIE", 4, $0.element("TRIE", 4) | (0x1FFFFF << 21)) }),
            (
                "labels out of order",
                {
                    // The root's first two children swap labels.
                    let a = $0.element("TRIE", 1), b = $0.element("TRIE", 2)
                    let mask: UInt64 = 0x1FFFFF << 42
                    $0.setElement("TRIE", 1, a & ~mask | b & mask)
                    $0.setElement("TRIE", 2, b & ~mask | a & mask)
                }
            ),
        ]
        for (name, lie) in lies {
            #expect(section(of: refusal(lie)) == "TRIE", "\(name)")
        }
    }

    @Test func everyKindOfTableLieIsRefused() {
        let lies: [(String, String, (inout PackEditor) -> Void)] = [
            ("spelling offsets going back", "WOFF", { $0.setElement("WOFF", 3, 0) }),
            ("bigram row start going back", "B2ST", { $0.setElement("B2ST", 5, UInt64(UInt32.max)) }),
            ("bigram word beyond the vocabulary", "B2WD", { $0.setElement("B2WD", 0, 1_000_000) }),
            (
                "bigram row unsorted", "B2WD",
                { (pack: inout PackEditor) in
                    let rows = pack.section("B2ST")!.count - 1
                    let editor = pack
                    let row = (0..<rows).first { r in editor.element("B2ST", r + 1) - editor.element("B2ST", r) >= 2 }!
                    let at = Int(pack.element("B2ST", row))
                    let x = pack.element("B2WD", at), y = pack.element("B2WD", at + 1)
                    pack.setElement("B2WD", at, y)
                    pack.setElement("B2WD", at + 1, x)
                }
            ),
            ("trigram context naming no bigram", "T3CX", { $0.setElement("T3CX", 0, UInt64(UInt32.max)) }),
            ("trigram word beyond the vocabulary", "T3WD", { $0.setElement("T3WD", 0, UInt64(UInt32.max)) }),
            ("a NaN probability level", "C2PQ", { $0.setElement("C2PQ", 10, UInt64(Float.nan.bitPattern)) }),
            ("frequency levels descending", "WFCB", { $0.setElement("WFCB", 255, UInt64(Float(-500).bitPattern)) }),
        ]
        for (name, tag, lie) in lies {
            let error = refusal(lie)
            #expect(section(of: error) == tag, "\(name): \(String(describing: error))")
        }
    }

    @Test func aSectionListedTwiceIsRefused() {
        let error = refusal { pack in
            let first = pack.sections[0].entry, second = pack.sections[1].entry
            for k in 0..<4 { pack.bytes[64 + second * 32 + k] = pack.bytes[64 + first * 32 + k] }
        }
        #expect(section(of: error) != nil, "\(String(describing: error))")
    }

    @Test func aPipeIsRefusedWithoutWaitingForAWriter() throws {
        // Opening a FIFO for reading blocks until a writer comes: `tecla pack inspect FIFO` hung.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tecla-fifo-\(UUID().uuidString)").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        #expect(throws: PackError.unreadable(path: path, reason: "not a regular file")) {
            try PackFile(contentsOf: URL(fileURLWithPath: path))
        }
    }

    @Test func aHugeSparseFileIsRefusedBeforeItIsRead() throws {
        // 20 GB with a valid header once took two minutes of checksumming to refuse.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tecla-huge-\(UUID().uuidString).teclapack")
        try Data(Self.tiny.prefix(64)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 20 * 1024 * 1024 * 1024)
        try handle.close()
        do {
            _ = try PackFile(contentsOf: url)
            Issue.record("a 20 GB file opened")
        } catch {
            #expect(error.description.contains("larger than any pack"), "\(error)")
        }
    }
}
