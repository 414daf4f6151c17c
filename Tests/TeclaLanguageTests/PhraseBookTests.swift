import TeclaPackBuilder
import TeclaTestSupport
import Testing

@testable import TeclaLanguage

/// A pack's phrase book: phrases offered whole once the sentence begins them, with their meanings.
@Suite struct PhraseBookTests {
    static func pack(phrases: [String]) throws -> [UInt8] {
        var builder = PackBuilder(configuration: PackBuildConfiguration(language: "xx", license: "CC0-1.0"))
        builder.addCorpus(lines: ["good morning to you", "good night"], name: "corpus", license: "CC0-1.0")
        builder.addPhrases(lines: phrases, name: "phrases.tsv", license: "CC0-1.0")
        return try builder.build().bytes
    }

    @Test func thePhraseTheSentenceBeginsTakesASlotWithItsMeaning() throws {
        let pack = try LanguagePack(bytes: Self.pack(phrases: ["good morning to you\tHello\tBonjour", "good night\tSleep well\tBonne nuit"]))
        let engine = SuggestionEngine(pack: pack)
        let slots = engine.suggestions(textBeforeCursor: "good mo")
        let phrase = try #require(slots.first { $0.kind == .phrase }, "\(slots)")
        #expect(phrase.text == "morning to you" && phrase.glosses[.english] == "Hello" && phrase.glosses[.french] == "Bonjour")
        #expect(engine.suggestions(textBeforeCursor: "good ni").contains { $0.text == "night" && $0.kind == .phrase })
        #expect(!engine.suggestions(textBeforeCursor: "bad mo").contains { $0.kind == .phrase }, "the sentence must begin the phrase")
        var off = engine
        off.phrases = .off
        #expect(!off.suggestions(textBeforeCursor: "good mo").contains { $0.kind == .phrase })
    }

    @Test func aLyingPhraseSectionIsRefused() throws {
        let bytes = try Self.pack(phrases: ["good night\tSleep well\tBonne nuit"])
        var editor = PackEditor(bytes)
        let section = try #require(editor.section("PHRS"))
        editor.bytes[section.offset] = 0xFF  // not UTF-8
        editor.fixChecksums()
        #expect(throws: PackError.self) { try LanguagePack(bytes: editor.bytes) }
    }
}
