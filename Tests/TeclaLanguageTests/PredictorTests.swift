import Testing
@testable import TeclaLanguage

@Suite struct PredictorTests {
    let predictor = Predictor(pack: TestPacks.english)

    private func completions(_ text: String) -> [String] {
        predictor.completions(for: TypingContext(textBeforeCursor: text), limit: 3).map(\.text)
    }

    private func next(_ text: String) -> [String] {
        predictor.nextWords(after: TypingContext(textBeforeCursor: text), limit: 3).map(\.text)
    }

    @Test func completionsKeepTheStoredProperCase() {
        #expect(completions("We flew to Ger").contains("Germany"))
        #expect(completions("We flew to ger").contains("Germany"))
        #expect(completions("and then i").first == "I")
    }

    @Test func completionsFollowWhatTheUserTyped() {
        #expect(completions("We flew to GER").contains("GERMANY"))
        #expect(completions("Th").allSatisfy { $0.first == "T" })
        #expect(completions("a nice caf").contains("café") || completions("a nice caf").contains("cafe"))
    }

    @Test func limitsOfZeroOrLessAskForNothing() {
        // `tecla predict --limit 0` once read past the end of an empty candidate list.
        for limit in [0, -1, Int.min] {
            let context = TypingContext(textBeforeCursor: "I would ")
            #expect(predictor.nextWords(after: context, limit: limit).isEmpty)
            #expect(predictor.completions(for: TypingContext(textBeforeCursor: "I would li"), limit: limit).isEmpty)
            let corrector = Corrector(pack: TestPacks.english)
            #expect(corrector.correct("teh", context: context, limit: limit).candidates.isEmpty)
            #expect(corrector.completions(of: "wou", context: context, limit: limit).isEmpty)
        }
        #expect(predictor.nextWords(after: TypingContext(textBeforeCursor: "I would "), limit: Int.max).count > 3)
    }

    @Test func nextWordsAfterCommonContexts() {
        #expect(next("Thank you ").contains("for"))
        #expect(next("I would like to ").contains("book") || next("I would like to ").contains("find"))
        #expect(next("Can you find me a ").contains { ["restaurant", "hotel", "cab"].contains($0) })
    }

    @Test func runningTextIsMoreForeseeableThanAListOfWords() {
        // What tells the swipe re-ranker whether the sentence so far can be trusted to pick a word.
        let sentence = predictor.contextGain(TypingContext(textBeforeCursor: "I would like to book a "))
        let list = predictor.contextGain(TypingContext(textBeforeCursor: "hotel Germany restaurant "))
        #expect(sentence > 0.5)
        #expect(list < sentence - 0.5)
        #expect(predictor.contextGain(TypingContext(textBeforeCursor: "")) == 0, "no words, no evidence")
        #expect(predictor.contextGain(TypingContext(textBeforeCursor: "qzxv wvvq ")) == 0, "unknown words are not counted")
    }

    @Test func sentenceStartIsCapitalized() {
        #expect(next("").allSatisfy { $0.first?.isUppercase == true })
        #expect(next("I'm done. ").allSatisfy { $0.first?.isUppercase == true })
    }

    @Test func barShowsTypedWordThenTwoCompletions() {
        let slots = predictor.suggestions(textBeforeCursor: "My wife is ge")
        #expect(slots.count == 3)
        #expect(slots[0] == Suggestion(text: "ge", kind: .verbatim, score: 0))
        #expect(slots[1...].allSatisfy { $0.kind == .completion && $0.text.lowercased().hasPrefix("ge") })
        #expect(predictor.suggestions(textBeforeCursor: "Thank you ").allSatisfy { $0.kind == .prediction })
    }

    @Test func contextParsingSeparatesSentencesAndTheCurrentWord() {
        let context = TypingContext(textBeforeCursor: "Hi there. How are yo")
        #expect(context.previousWords == ["How", "are"])
        #expect(context.currentWord == "yo")
        #expect(!context.isSentenceStart)
        #expect(TypingContext(textBeforeCursor: "Hi there. ").isSentenceStart)
        #expect(TypingContext(textBeforeCursor: "I don't").currentWord == "don't")
        #expect(TypingContext(textBeforeCursor: "Ask Mr. ").previousWords == ["Ask", "Mr"])
    }

    /// The message's earlier sentences are kept for a model that reads whole turns: all of them
    /// after a stop, those before the current one inside it, and never the cut end of a sentence
    /// that began before the text read.
    @Test func contextParsingKeepsTheMessagesEarlierSentences() {
        let context = TypingContext(textBeforeCursor: "Thanks! I'm fine. What about yo")
        #expect(context.earlierSentences == [["Thanks"], ["I'm", "fine"]])
        #expect(context.previousWords == ["What", "about"])
        #expect(TypingContext(textBeforeCursor: "Thanks! I'm fine. ").earlierSentences == [["Thanks"], ["I'm", "fine"]])
        #expect(TypingContext(textBeforeCursor: "How are you ").earlierSentences.isEmpty)
        let long = String(repeating: "word ", count: 100) + "end. Next one. And "
        #expect(TypingContext(textBeforeCursor: long).earlierSentences == [["Next", "one"]])
    }
}
