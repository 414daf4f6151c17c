import TeclaPackBuilder
import TeclaTestSupport
import Testing

@testable import TeclaLanguage

/// Words a pack withholds (vulgar, violent) never reach the bar on the keyboard's initiative,
/// in any case form; what the user typed themselves still does.
@Suite struct WithheldWordsTests {
    static func pack(withheld: [String]) throws -> [UInt8] {
        var builder = PackBuilder(configuration: PackBuildConfiguration(language: "xx", license: "CC0-1.0"))
        // "kill" follows "I will" most often here: only the list keeps it off the bar.
        // (Pairs and triples seen once are pruned: the others are seen twice.)
        let lines =
            Array(repeating: "I will kill time", count: 6) + [
                "I will go home", "I will go out", "I will call you", "I will call you", "Kill the lights", "KILL",
            ]
        builder.addCorpus(lines: lines, name: "corpus", license: "CC0-1.0")
        builder.addWithheldWords(lines: withheld, name: "blocklist.txt", license: "CC0-1.0")
        return try builder.build().bytes
    }

    @Test func aWithheldWordIsNeverOfferedInAnyCase() throws {
        let open = try LanguagePack(bytes: Self.pack(withheld: []))
        #expect(SuggestionEngine(pack: open).suggestions(textBeforeCursor: "I will ").first?.text == "kill", "the corpus makes it the likeliest")
        let pack = try LanguagePack(bytes: Self.pack(withheld: ["# violence", "kill  # and its case forms"]))
        #expect(pack.withheld?.words == ["kill"])
        let engine = SuggestionEngine(pack: pack)
        for text in ["I will ", "", "I will k", "Ki", "KI"] {
            let slots = engine.suggestions(textBeforeCursor: text)
            #expect(!slots.contains { $0.text.lowercased() == "kill" && $0.kind != .verbatim }, "\(text.debugDescription): \(slots.map(\.text))")
        }
        #expect(engine.suggestions(textBeforeCursor: "I will ").map(\.text).contains("go"))
        #expect(!engine.suggestions(textBeforeCursor: "I ").contains { $0.kind == .phrase && $0.text.contains("kill") })
    }

    @Test func whatTheUserTypesThemselvesIsStillOffered() throws {
        let engine = SuggestionEngine(pack: try LanguagePack(bytes: Self.pack(withheld: ["kill"])))
        var user = UserModel()
        for _ in 0..<5 { user.learn(words: ["kill"], at: 0) }
        #expect(engine.suggestions(textBeforeCursor: "ki", userModel: user, at: 1).contains { $0.text == "kill" })
    }

    @Test func aLyingListIsRefused() throws {
        var editor = PackEditor(try Self.pack(withheld: ["kill"]))
        let section = try #require(editor.section("BLCK"))
        editor.bytes[section.offset] = 0xFF  // not UTF-8
        editor.fixChecksums()
        #expect(throws: PackError.self) { try LanguagePack(bytes: editor.bytes) }
    }
}
