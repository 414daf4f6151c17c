import Testing
import TeclaLanguage

/// People chatting leave out full stops: "Hi there How are you", "thank you very much what
/// time is it". The bar still reads where a sentence began and offers the next sentence's
/// first word (issue 31).
@Suite struct UnpunctuatedSentencesTests {
    static let pack = TestPacks.english

    static func predictor(_ reads: Bool) -> Predictor {
        var predictor = Predictor(pack: pack)
        predictor.unpunctuated.isEnabled = reads
        return predictor
    }

    static func nextWords(_ text: String, _ predictor: Predictor, limit: Int = 3) -> [String] {
        predictor.nextWords(after: TypingContext(textBeforeCursor: text), limit: limit).map(\.text)
    }

    @Test func aCapitalInsideASentenceStartsTheNextOne() {
        let reading = Self.predictor(true), plain = Self.predictor(false)
        // The capital reads as the stop would: the same bar as with the stop typed (a model that
        // reads turns reads the sentence before it either way), the same sentence for the trigram.
        for (unpunctuated, punctuated, sentence) in [
            ("Hi there How are you ", "Hi there. How are you ", "How are you"),
            ("I'm fine thanks What time does it ", "I'm fine thanks. What time does it ", "What time does it"),
            ("ok sounds good Can you ", "ok sounds good. Can you ", "Can you"),
        ] {
            #expect(Self.nextWords(unpunctuated, reading) == Self.nextWords(punctuated, reading), "\(unpunctuated)")
            #expect(reading.sentenceWords(TypingContext(textBeforeCursor: unpunctuated)) == sentence.split(separator: " ").map(String.init)[...])
        }
        // Without the reading the capital word is read mid-sentence and the bar differs.
        #expect(Self.nextWords("Hi there How are you ", plain) != Self.nextWords("How are you ", plain))
    }

    @Test func wordsTheLexiconCapitalizesDoNotStartASentence() {
        let reading = Self.predictor(true)
        for text in ["Yesterday I ", "we flew to Paris and ", "I told John that "] {
            let context = TypingContext(textBeforeCursor: text)
            #expect(reading.sentenceWords(context) == context.previousWords[...], "\(text)")
        }
    }

    @Test func aSentenceLeftWithoutItsStopMayBeFollowedByTheNext() {
        let reading = Self.predictor(true), plain = Self.predictor(false)
        // "Thank you very much" is often a whole sentence: the next one's first word is offered,
        // capitalized as this writer capitalizes, beside the sentence's own continuation.
        func startsASentence(_ word: String) -> Bool { word.first?.isUppercase == true && Self.pack.lexicon.id(exactly: word) == nil }
        let offered = Self.nextWords("Thank you very much ", reading)
        #expect(offered.contains("for") && offered.contains(where: startsASentence), "\(offered)")
        #expect(!Self.nextWords("Thank you very much ", plain).contains(where: startsASentence))
        let lowerCase = Self.nextWords("thank you very much ", reading, limit: 5)
        #expect(!lowerCase.contains { $0 == "The" || $0 == "What" }, "a writer without capitals gets none: \(lowerCase)")
        // Where the sentence plainly goes on, the bar is the sentence's.
        #expect(Self.nextWords("I want to ", reading) == Self.nextWords("I want to ", plain))
    }

    @Test func aCapitalTypedInsideASentenceCompletesTheNextSentencesFirstWord() {
        let reading = Self.predictor(true), plain = Self.predictor(false)
        func completions(_ text: String, _ predictor: Predictor) -> [String] {
            predictor.completions(for: TypingContext(textBeforeCursor: text), limit: 3).map(\.text)
        }
        #expect(completions("I'm fine Wh", reading).first == "What", "\(completions("I'm fine Wh", reading))")
        #expect(completions("I'm fine Wh", plain).first != "What")
        // Names keep their place in the sentence.
        #expect(completions("I met Jo", reading).first == "John")
    }

    @Test func theWeightOfANewSentenceIsBounded() {
        let reading = UnpunctuatedSentences()
        #expect(reading.endProbability(0) == 0)
        #expect(reading.endProbability(1) <= UnpunctuatedSentences.maximumEndProbability)
        #expect(reading.endProbability(.nan) == 0)
        #expect(UnpunctuatedSentences(isEnabled: false).endProbability(0.5) == 0)
    }
}
