import Testing
import TeclaCore
import TeclaKeyboard
import TeclaTestSupport

/// A selected word: the bar offers its other forms, and a tap replaces the selection.
@Suite struct SelectionAlternativesTests {
    func harness(_ text: String, selecting word: String) throws -> SessionHarness {
        let h = try SessionHarness(text: text, languageModels: SuggestionBarTests.english)
        let start = try #require(text.range(of: word)).lowerBound
        h.document.select(offset: text.distance(from: text.startIndex, to: start), length: word.count)
        h.session.documentDidChange()
        return h
    }

    @Test func aSelectedTypoOffersTheWordsItsLettersMeantAndATapReplacesIt() throws {
        let h = try harness("I like teh cat", selecting: "teh")
        let slots = h.state.suggestions
        #expect(slots.allSatisfy { $0.kind == .replacement }, "\(slots)")
        let index = try #require(slots.firstIndex { $0.text == "the" }, "\(slots)")
        h.session.selectSuggestion(at: index)
        #expect(h.text == "I like the cat")
        #expect(h.document.selectedText == nil)
    }

    @Test func aSelectedWordOffersItsOtherCapitalsAndMarks() throws {
        let h = try harness("we met in paris last year", selecting: "paris")
        #expect(h.state.suggestions.first?.text == "Paris", "\(h.state.suggestions)")
        let cafe = try harness("meet me at the cafe", selecting: "cafe")
        #expect(cafe.state.suggestions.contains { $0.text == "café" }, "\(cafe.state.suggestions)")
    }

    @Test func aSelectionOfSeveralWordsOffersNothing() throws {
        let h = try harness("I like the cat", selecting: "the cat")
        #expect(h.state.suggestions.isEmpty)
    }
}
