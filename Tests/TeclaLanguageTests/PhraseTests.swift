import TeclaPackBuilder
import Testing

@testable import TeclaLanguage

/// Phrases: several next words in one slot when the model is sure of each, accepted whole.
@Suite struct PhraseTests {
    static let pack: LanguagePack = {
        var builder = PackBuilder(
            configuration: PackBuildConfiguration(language: "xx", license: "CC0-1.0", minimumBigramCount: 1, minimumTrigramCount: 1))
        let lines =
            Array(repeating: "see you later today", count: 30) + ["see you soon", "see the sea", "I saw you", "the dog barked", "a cat sat"]
            + Array(repeating: "we went home and the cat slept and the dog ran", count: 5)
        builder.addCorpus(lines: lines, name: "corpus", license: "CC0-1.0")
        return try! LanguagePack(bytes: builder.build().bytes)
    }()

    @Test func aSureContinuationIsOfferedAsOnePhrase() {
        let engine = SuggestionEngine(pack: Self.pack)
        let slots = engine.suggestions(textBeforeCursor: "see ")
        let phrase = slots.first { $0.kind == .phrase }
        #expect(phrase?.text == "you later today", "\(slots)")
        #expect(slots.count == 3 && slots.first?.text == "you", "the likeliest word keeps its slot: \(slots)")
    }

    @Test func noPhraseWhereTheNextWordsAreUncertainOrPhrasesAreOff() {
        var engine = SuggestionEngine(pack: Self.pack)
        #expect(!engine.suggestions(textBeforeCursor: "and the ").contains { $0.kind == .phrase }, "cat or dog: no phrase")
        engine.phrases = .off
        #expect(!engine.suggestions(textBeforeCursor: "see ").contains { $0.kind == .phrase })
    }

    @Test func aPhraseIsNeverOfferedWhileAWordIsBeingTyped() {
        let engine = SuggestionEngine(pack: Self.pack)
        #expect(!engine.suggestions(textBeforeCursor: "see yo").contains { $0.kind == .phrase })
    }
}
