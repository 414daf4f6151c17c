import Foundation
import TeclaPackBuilder
import TeclaTestSupport
import Testing

@testable import TeclaLanguage

/// Glosses travel in the pack: each word gets its exact spelling's meaning, or the meaning every
/// spelling of its folded letters agrees on; a pack without glosses has none, and a lying gloss
/// section is refused when the pack opens.
@Suite struct GlossTableTests {
    /// A tiny pack whose words "café", "cafe"… are glossed from `lines`.
    func pack(glosses lines: [String]) throws -> LanguagePack {
        var builder = PackBuilder(
            configuration: PackBuildConfiguration(
                language: "xx", license: "CC0-1.0", minimumBigramCount: 1, minimumTrigramCount: 1))
        builder.addCorpus(
            lines: ["the café is open", "the resume is long", "a résumé and a resume", "the cat is here"], name: "corpus",
            license: "CC0-1.0")
        builder.addGlosses(lines: lines, name: "glosses.tsv", license: "CC0-1.0")
        return try LanguagePack(bytes: builder.build().bytes)
    }

    func gloss(_ word: String, _ language: GlossTable.Language = .english, in pack: LanguagePack) -> String? {
        pack.lexicon.id(exactly: word).flatMap { pack.glosses?.gloss(of: $0, in: language) }
    }

    @Test func eachWordTakesItsOwnSpellingsGloss() throws {
        let pack = try pack(glosses: ["café\tcoffee shop\tcafé", "résumé\tCV\tCV", "resume\tcarry on\treprendre", "cat\t\tchat"])
        #expect(gloss("café", in: pack) == "coffee shop")
        #expect(gloss("café", .french, in: pack) == "café")
        #expect(gloss("résumé", in: pack) == "CV", "marks tell résumé from resume")
        #expect(gloss("resume", in: pack) == "carry on")
        #expect(gloss("cat", in: pack) == nil, "no English gloss where the list has only French")
        #expect(gloss("cat", .french, in: pack) == "chat")
        #expect(gloss("the", in: pack) == nil)
    }

    @Test func aSpellingTheListLacksTakesItsLettersGlossOnlyWhenTheyAgree() throws {
        // The list has "cafe" without its accent: "café" shares its letters and takes its gloss.
        let agreeing = try pack(glosses: ["cafe\tcoffee shop\t"])
        #expect(gloss("café", in: agreeing) == "coffee shop")
        // "resumé" and "resume" disagree: the pack's "résumé" gets no guess.
        let disagreeing = try pack(glosses: ["resumé\tCV\t", "resume\tcarry on\t"])
        #expect(gloss("résumé", in: disagreeing) == nil)
        #expect(gloss("resume", in: disagreeing) == "carry on")
    }

    @Test func aPackWithoutGlossesHasNone() throws {
        let plain = try LanguagePack(bytes: TestPacks.buildTiny().bytes)
        #expect(plain.glosses == nil)
    }

    @Test func lyingGlossSectionsAreRefused() throws {
        var builder = PackBuilder(configuration: PackBuildConfiguration(language: "xx", license: "CC0-1.0"))
        builder.addCorpus(lines: ["the cat is here", "the dog is there"], name: "corpus", license: "CC0-1.0")
        builder.addGlosses(lines: ["cat\tcat\tchat", "dog\tdog\tchien"], name: "glosses.tsv", license: "CC0-1.0")
        let bytes = try builder.build().bytes
        let lies: [(String, (inout PackEditor) -> Void)] = [
            ("an offset going back", { $0.setElement("GLOF", 2, 0) }),
            ("an offset past the glosses", { $0.setElement("GLOF", 1, UInt64(UInt32.max)) }),
        ]
        for (name, lie) in lies {
            var editor = PackEditor(bytes)
            lie(&editor)
            editor.fixChecksums()
            #expect(throws: PackError.self, "\(name)") { try LanguagePack(bytes: editor.bytes) }
        }
    }
}
