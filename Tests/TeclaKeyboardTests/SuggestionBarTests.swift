import Testing
import TeclaCore
import TeclaLanguage
import TeclaPacks
@testable import TeclaKeyboard
import TeclaTestSupport

/// The suggestion bar and autocorrection with the bundled English pack.
@Suite struct SuggestionBarTests {
    static let english = LanguageModels(packs: ["en": try! BundledPacks.english()])

    func harness(_ traits: TextFieldTraits = TextFieldTraits()) throws -> SessionHarness {
        try SessionHarness(traits: traits, languageModels: Self.english)
    }

    @Test func typingOffersCompletionsAndASpaceOffersNextWords() throws {
        let h = try harness()
        try h.type("Than")
        let texts = h.state.suggestions.map(\.text)
        #expect(texts.first == "Than", "the typed word comes first")
        #expect(texts.contains("Thanks") || texts.contains("Thank"), "\(texts)")
        try h.type("ks for the ")
        #expect(h.state.suggestions.count == 3)
        #expect(h.state.suggestions.allSatisfy { $0.kind == .prediction })
    }

    @Test func acceptingASuggestionReplacesTheWordAndAddsASpace() throws {
        let h = try harness()
        try h.type("I would like to resr")
        let index = try #require(h.state.suggestions.firstIndex { $0.text.hasPrefix("reserv") })
        let output = h.session.selectSuggestion(at: index)
        #expect(output.feedback == [.suggestionAccepted])
        #expect(h.text.hasPrefix("I would like to reserv") && h.text.hasSuffix(" "))
        #expect(h.session.selectSuggestion(at: 7).feedback == [.error])
    }

    @Test func spaceAutocorrectsATypoAndBackspaceRevertsIt() throws {
        let h = try harness()
        try h.type("Can you recieve ")
        #expect(h.text == "Can you receive ")
        try h.type("{backspace}")
        #expect(h.text == "Can you recieve")
        try h.type(" ")
        #expect(h.text == "Can you recieve ", "a reverted word is not corrected again")
    }

    @Test func validWordsAreLeftAlone() throws {
        let h = try harness()
        try h.type("Fill in the form and sign it ")
        #expect(h.text == "Fill in the form and sign it ")
    }

    @Test func secureAndNoAutocorrectFieldsGetNoSuggestions() throws {
        let password = try harness(.password)
        try password.type("recieve ")
        #expect(password.text == "recieve ")
        #expect(password.state.suggestions.isEmpty)
        let plain = try harness(TextFieldTraits(autocorrection: .no))
        try plain.type("recieve ")
        #expect(plain.text == "Recieve ")
        #expect(plain.state.suggestions.isEmpty)
    }
}

@Suite struct LearningTests {
    func harness(_ traits: TextFieldTraits = TextFieldTraits(), privateMode: Bool = false) throws -> SessionHarness {
        var settings = KeyboardSettings()
        settings.privateMode = privateMode
        return try SessionHarness(traits: traits, settings: settings, languageModels: SuggestionBarTests.english)
    }

    @Test func wordsTheUserTypesAreLearnedAndOffered() throws {
        let h = try harness()
        for _ in 0..<4 { try h.type("Zorblax is here. ") }
        #expect(h.session.userModel.count(of: "Zorblax", at: h.clock.now) > 3)
        try h.type("Zorb")
        #expect(h.state.suggestions.map(\.text).contains("Zorblax"), "\(h.state.suggestions)")
    }

    @Test func aWordPickedFromTheBarIsLearnedLikeATypedOne() throws {
        let h = try harness()
        try h.type("Quib")
        let verbatim = try #require(h.state.suggestions.firstIndex { $0.text == "Quib" && $0.kind == .verbatim })
        h.session.selectSuggestion(at: verbatim)
        #expect(h.text == "Quib ")
        #expect(h.session.userModel.count(of: "Quib", at: h.clock.now) > 0, "keeping the typed word teaches it")
        try h.type("and thank")
        let completion = try #require(h.state.suggestions.firstIndex { $0.kind == .completion })
        let picked = h.state.suggestions[completion].text
        h.session.selectSuggestion(at: completion)
        #expect(h.session.userModel.count(of: picked, after: "and", at: h.clock.now) > 0, "with the word before it")
    }

    @Test func nothingIsLearnedInPrivateModeOrSecureFields() throws {
        let privately = try harness(privateMode: true)
        try privately.type("Zorblax is here. ")
        #expect(privately.session.userModel.words.isEmpty)
        let secure = try harness(.password)
        try secure.type("hunter2 zorblax ")
        #expect(secure.session.userModel.words.isEmpty)
    }

    @Test func aRevertedCorrectionTeachesTheWord() throws {
        let h = try harness()
        try h.type("Can you recieve {backspace}")
        #expect(h.session.userModel.count(of: "recieve", at: h.clock.now) > 1.9, "a revert counts as typing the word twice")
    }
}

extension SuggestionBarTests {
    @Test func tappingAPhraseTypesAllItsWords() throws {
        let h = try SessionHarness(languageModels: Self.english)
        try h.type("Is there anything else I can help ")
        let slots = h.state.suggestions
        guard let index = slots.firstIndex(where: { $0.kind == .phrase }) else {
            Issue.record("a phrase after \"…I can help\": \(slots)")
            return
        }
        let phrase = slots[index].text
        #expect(phrase.contains(" "))
        h.session.selectSuggestion(at: index)
        #expect(h.text == "Is there anything else I can help " + phrase + " ")
    }
}
