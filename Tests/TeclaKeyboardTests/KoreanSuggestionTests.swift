import Testing
import TeclaCore
import TeclaPacks
import TeclaScripts
@testable import TeclaKeyboard
import TeclaTestSupport

/// The suggestion bar on the Cheon-Ji-In layout with the bundled Korean pack.
@Suite struct KoreanSuggestionTests {
    static let models = LanguageModels(packs: ["ko": try! BundledPacks.korean()])

    static func harness(text: String = "", traits: TextFieldTraits = TextFieldTraits()) throws -> SessionHarness {
        try SessionHarness(layoutID: CheonJiInLayout.id, traits: traits, text: text, catalog: .all, languageModels: models)
    }

    static func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    static let haengbo = "ㅅㅎ ㅅㅎ ㅣ ㆍ ㅣ ㅇㅁ ㅂㅍ ㆍ ㅡ"

    @Test func typing행보OffersWordsBeginning행복WhileBoIsStillComposing() throws {
        let h = try Self.harness()
        h.tapCheonJiIn(Self.haengbo)
        #expect(h.document.markedText == "보")
        let texts = h.state.suggestions.map(\.text)
        #expect(texts.count == 3 && texts.allSatisfy { $0.hasPrefix("행복") }, "\(texts)")
        #expect(texts.contains("행복한"))
        #expect(h.state.suggestions.allSatisfy { $0.kind == .completion && !$0.isAutocorrection })
    }

    @Test func aPendingFinalIsReadAsTheNextSyllablesInitialToo() throws {
        // 사 + ㄴㄹ ㄴㄹ shows 살; after 좋은 (good), 사람 (ㄹ begins 람) is offered.
        let h = try Self.harness()
        try h.type("좋은 ")
        h.tapCheonJiIn("ㅅㅎ ㅣ ㆍ ㄴㄹ ㄴㄹ")
        #expect(h.document.markedText == "살")
        #expect(h.state.suggestions.map(\.text).contains { $0.hasPrefix("사람") }, "\(h.state.suggestions)")
        // A pending dot: 사 + ㄴㄹ ㄴㄹ ㆍ shows 사ᄅᆞ: ㆍ then ㅣ is ㅓ (사러…), ㆍ ㅡ is ㅗ (사로…),
        // never ㅏ (사라, 사람) and the ㄹ is no longer a final (살).
        h.tapCheonJiIn("ㆍ")
        #expect(h.document.markedText.map(Self.scalars) == ["\u{1105}", "\u{119E}"])
        let afterDot = h.state.suggestions.map(\.text)
        #expect(!afterDot.isEmpty && afterDot.allSatisfy { $0.hasPrefix("사") && !$0.hasPrefix("살") && !$0.hasPrefix("사라") }, "\(afterDot)")
    }

    @Test func acceptingASuggestionReplacesTheWholeWordMarkedTextIncluded() throws {
        let h = try Self.harness(text: "정말 ")
        h.tapCheonJiIn(Self.haengbo)
        let index = try #require(h.state.suggestions.firstIndex { $0.text == "행복한" })
        let output = h.session.selectSuggestion(at: index)
        #expect(output.feedback.contains(.suggestionAccepted))
        #expect(Self.scalars(h.text) == Self.scalars("정말 행복한 "))
        #expect(h.document.markedText == nil)
        // The automaton starts afresh: the next keys do not merge with anything.
        h.tapCheonJiIn("ㄴㄹ ㆍ ㅣ")
        #expect(Self.scalars(h.text) == Self.scalars("정말 행복한 너"))
    }

    @Test func afterASpaceTheBarPredictsTheNextWord() throws {
        let h = try Self.harness()
        h.tapCheonJiIn("ㅇㅁ ㅣ ㆍ ㄴㄹ space ㄴㄹ ㆍ ㆍ ㅣ ㅇㅁ space space")
        #expect(Self.scalars(h.text) == Self.scalars("안녕 "))
        #expect(h.state.suggestions.count == 3)
        #expect(h.state.suggestions.allSatisfy { $0.kind == .prediction })
    }

    @Test func noSuggestionsInSecureFields() throws {
        let h = try Self.harness(traits: TextFieldTraits(isSecureTextEntry: true))
        h.tapCheonJiIn(Self.haengbo)
        #expect(h.state.suggestions.isEmpty)
    }

    @Test func onlyFinishedWordsAreLearned() throws {
        let h = try Self.harness()
        h.tapCheonJiIn("ㅇㅁ ㅣ ㆍ ㄴㄹ space ㄴㄹ ㆍ ㆍ ㅣ ㅇㅁ space space")
        #expect(Array(h.session.userModel.words.keys) == ["안녕"], "\(h.session.userModel.words.keys)")
    }

    @Test func aWordTheUserTypesIsOfferedLater() throws {
        // 뷁 is no word of the pack; typed twice, ㅂ ㅜ offers it.
        let h = try Self.harness()
        try h.type("뷁 뷁 ")
        #expect(h.session.userModel.words.keys.contains("뷁"))
        h.tapCheonJiIn("ㅂㅍ ㅡ ㆍ")
        #expect(h.state.suggestions.map(\.text).contains("뷁"), "\(h.state.suggestions)")
    }

    @Test func nextWordsTheUserTypesAfterAWordAreOffered() throws {
        // The pack's pairs come from movie reviews (after 행복한: 영화, a film), not from what
        // this user writes: once they have typed 행복한 하루 a handful of times, 하루 is offered
        // after 행복한.
        let h = try Self.harness()
        try h.type("행복한 ")
        #expect(!h.state.suggestions.map(\.text).contains("하루"))
        for _ in 0..<5 { try h.type("하루 행복한 ") }
        #expect(h.state.suggestions.map(\.text).contains("하루"), "\(h.state.suggestions)")
        #expect(h.state.suggestions.allSatisfy { $0.kind == .prediction })
    }
}
