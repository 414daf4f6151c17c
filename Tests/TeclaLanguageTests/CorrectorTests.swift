import Testing
@testable import TeclaLanguage

@Suite struct CorrectorTests {
    let corrector = Corrector(pack: TestPacks.english)

    private func fix(_ word: String, after context: String, taps: [(x: Double, y: Double)?] = []) -> String {
        let result = corrector.correct(word, taps: taps, context: TypingContext(textBeforeCursor: context))
        return result.autocorrection ?? word
    }

    /// Taps at the centres of the keys of `word` (kebbie's QWERTY geometry).
    private func centreTaps(_ word: String) -> [(x: Double, y: Double)?] {
        word.map { c in KeyboardGeometry.qwertyUS.keys[c].map { ($0.x, $0.y) } }
    }

    @Test func transpositionIsFixed() {
        #expect(fix("teh", after: "I want ") == "the")
        #expect(fix("waht", after: "I don't know ") == "what")
    }

    @Test func missedSpaceBecomesTwoWords() {
        #expect(fix("doinghere", after: "What are you ") == "doing here")
        #expect(fix("thankyou", after: "") == "Thank you")
    }

    @Test func spaceTypedAsALetterBecomesTwoWords() {
        // The space bar lies under c v b n m: "v" instead of the space.
        #expect(fix("doingvhere", after: "What are you ", taps: centreTaps("doingvhere")) == "doing here")
    }

    @Test func properNounGetsItsCapital() {
        #expect(fix("germany", after: "My wife is getting back from a trip to ") == "Germany")
        #expect(fix("i", after: "and then ") == "I")
    }

    @Test func droppedApostropheIsRestored() {
        #expect(fix("dont", after: "I ") == "don't")
    }

    @Test func validWordsAreLeftAlone() {
        for (word, context) in [
            ("form", "Please fill in the "), ("there", "I will be "), ("Bazille", "Let's eat at "),
            ("quiche", "I would like a "), ("a", "I need "), ("4", "a table for "),
        ] {
            #expect(fix(word, after: context) == word, "\(word) after '\(context)'")
        }
    }

    @Test func tapsDecideBetweenNeighbours() {
        // "tge" with the g tapped right next to h: "the".
        let taps: [(x: Double, y: Double)?] = [(144, 36), (175.5, 100), (80, 36)]
        #expect(fix("tge", after: "I want ", taps: taps) == "the")
    }

    @Test func rankedListPutsTheDecisionFirst() {
        let kept = corrector.correct("form", context: TypingContext(textBeforeCursor: "Please fill in the "))
        #expect(kept.ranked.first == "form")
        let fixed = corrector.correct("teh", context: TypingContext(textBeforeCursor: "I want "))
        #expect(fixed.ranked.first == "the")
        #expect(fixed.ranked.contains("teh"))
    }

    @Test func typoTolerantCompletion() {
        let words = corrector.completions(of: "Germn", context: TypingContext(textBeforeCursor: "I would like to go to "))
            .map(\.text)
        #expect(words.contains("Germany"))
    }

    @Test func suggestionBarOffersTheFixBesideTheTypedText() {
        let engine = SuggestionEngine(pack: TestPacks.english)
        let slots = engine.suggestions(textBeforeCursor: "I would like to bokk")
        #expect(slots.first == Suggestion(text: "bokk", kind: .verbatim, score: 0))
        #expect(slots.contains { $0.kind == .correction && $0.text == "book" })
        // While the typed text can still become a word, completions, not corrections.
        #expect(engine.suggestions(textBeforeCursor: "My wife is ge").dropFirst().allSatisfy { $0.kind == .completion })
        #expect(engine.suggestions(textBeforeCursor: "Thank you ").map(\.kind) == [.prediction, .prediction, .prediction])
    }
}
