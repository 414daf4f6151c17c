import Testing
import TeclaLanguage
import TeclaPackBuilder

/// The suggestion engine with a ``TypedWordReader``: the bar for scripts whose typed text is not a
/// plain prefix of the word (Korean Cheon-Ji-In).
@Suite struct ReaderSuggestionTests {
    /// Reads the typed word as itself, or, when the composing part ends in "n", also as the word
    /// without that "n" followed by "m" (a toy stand-in for a final that may move on).
    struct MovingFinalReader: TypedWordReader {
        func prefixes(committed: String, composing: String) -> [[Unicode.Scalar]] {
            let word = committed + composing
            var result = [TextFolding.fold(word)]
            if composing.hasSuffix("n") { result.append(TextFolding.fold(word.dropLast() + "m")) }
            return result
        }
    }

    static let pack: LanguagePack = {
        var builder = PackBuilder(configuration: PackBuildConfiguration(language: "xx", license: "CC0-1.0", unigramPriorWeight: 1))
        let words: [(String, Double)] = [("an", 50), ("and", 900), ("another", 300), ("amber", 400), ("ample", 20), ("bee", 10_000)]
        builder.addWordList(words.map { LexiconEntry(spelling: $0.0, frequency: $0.1) }, name: "toy", license: "CC0-1.0")
        return try! LanguagePack(bytes: builder.build().bytes)
    }()

    @Test func slotsAreTheLikeliestWordsUnderAnyReadingWithoutVerbatim() {
        let engine = SuggestionEngine(pack: Self.pack, reader: MovingFinalReader())
        let slots = engine.suggestions(textBeforeCursor: "the an", composingText: "n")
        #expect(slots.map(\.text) == ["and", "amber", "another"])
        #expect(slots.allSatisfy { $0.kind == .completion })
        // Without the composing part nothing moves: only words starting with "an".
        #expect(engine.suggestions(textBeforeCursor: "the an", composingText: "").map(\.text) == ["and", "another", "an"])
    }

    @Test func readingsThatOverlapGiveEachWordOnce() {
        struct Overlapping: TypedWordReader {
            func prefixes(committed: String, composing: String) -> [[Unicode.Scalar]] {
                [TextFolding.fold("a"), TextFolding.fold("an"), TextFolding.fold("an")]
            }
        }
        let slots = SuggestionEngine(pack: Self.pack, reader: Overlapping()).suggestions(textBeforeCursor: "so an", composingText: "n")
        #expect(slots.map(\.text) == ["and", "amber", "another"])
    }

    @Test func wordsTheUserTypedAreReadTheSameWay() {
        var user = UserModel()
        for _ in 0..<30 { user.learn(words: ["amnesty"], at: 0) }
        let engine = SuggestionEngine(pack: Self.pack, reader: MovingFinalReader())
        #expect(engine.suggestions(textBeforeCursor: "so an", composingText: "n", userModel: user, at: 0).map(\.text).first == "amnesty")
        #expect(!engine.suggestions(textBeforeCursor: "so an", composingText: "", userModel: user, at: 0).map(\.text).contains("amnesty"))
    }

    @Test func nothingUnderAnyReadingLeavesTheBarEmpty() {
        let engine = SuggestionEngine(pack: Self.pack, reader: MovingFinalReader())
        #expect(engine.suggestions(textBeforeCursor: "zz", composingText: "z").isEmpty)
    }
}
