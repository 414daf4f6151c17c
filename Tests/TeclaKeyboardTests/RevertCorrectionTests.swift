import Testing
import TeclaCore
import TeclaKeyboard
import TeclaTestSupport

/// Tapping a word space corrected brings back what was typed, as on every phone keyboard.
@Suite struct RevertCorrectionTests {
    @Test func theCursorPutBackInACorrectedWordOffersWhatWasTypedAndATapRestoresIt() throws {
        let h = try SessionHarness(languageModels: SuggestionBarTests.english)
        try h.type("I like teh cat ")
        #expect(h.text == "I like the cat ")
        // The user taps inside "the": the host moves the cursor between "th" and "e".
        h.document.adjustTextPosition(byCharacterOffset: -6)
        h.session.documentDidChange()
        let first = try #require(h.state.suggestions.first)
        #expect(first.kind == .original && first.text == "teh", "\(h.state.suggestions)")
        h.session.selectSuggestion(at: 0)
        #expect(h.text == "I like teh cat ")
        // The word is the user's now: typed again, it is not corrected.
        h.document.replaceAll(with: "")
        h.session.documentDidChange()
        try h.type("so teh ")
        #expect(h.text == "So teh ")
    }

    @Test func aWordTypedAsItIsOffersNothingToRestore() throws {
        let h = try SessionHarness(languageModels: SuggestionBarTests.english)
        try h.type("I like the cat ")
        h.document.adjustTextPosition(byCharacterOffset: -5)
        h.session.documentDidChange()
        #expect(!h.state.suggestions.contains { $0.kind == .original }, "\(h.state.suggestions)")
    }
}
