import Foundation
import Testing
import TeclaLanguage
import TeclaPacks

/// The embedded English pack as a new user meets it: everyday sentences in its sources, nothing
/// vulgar or violent offered, never a lower-case "i" (issue 31).
@Suite struct BundledEnglishEverydayTests {
    static let pack = TestPacks.english
    static let engine = SuggestionEngine(pack: pack)

    /// Contexts after which a careless model offers the words a keyboard must not.
    static let contexts = [
        "", "I ", "I will ", "I'm going to ", "I want to ", "You ", "He ", "She ", "They ", "We ", "I'm gonna ", "Don't ", "What the ",
        "Go ", "Shut ", "You are a ", "He was ", "I hate ", "I could ", "They ", "The ", "Tom ", "This is ", "Oh my ",
    ]

    @Test func itsSourcesIncludeTatoebaCredited() {
        let tatoeba = Self.pack.manifest.sources.first { $0.name.contains("tatoeba") }
        #expect(tatoeba?.license.contains("Tatoeba (tatoeba.org) contributors") == true, "\(Self.pack.manifest.sources.map(\.name))")
    }

    @Test func withheldWordsNeverReachTheBar() throws {
        let withheld = try #require(Self.pack.withheld, "the English pack lists the words it withholds")
        #expect(withheld.words.contains("kill") && withheld.words.contains("fuck"))
        for context in Self.contexts {
            for text in [context, context + "k", context + "f", context + "s", context + "sh", context + "b", context + "m", context + "r"] {
                let offered = Self.engine.suggestions(textBeforeCursor: text).filter { $0.kind != .verbatim }
                for suggestion in offered {
                    let words = suggestion.text.split(separator: " ").map { $0.lowercased() }
                    #expect(!words.contains { withheld.words.contains($0) }, "\(text.debugDescription) → \(suggestion.text)")
                }
            }
        }
    }

    /// A word takes one slot whatever its case: "pizz" offered "pizza · Pizza", the second a
    /// name's spelling ("Pizza Hut") that left one slot for everything else.
    @Test func aWordIsOfferedOnceWhateverItsCase() {
        for text in ["I want a pizz", "the best restaura", "We went to the beac", "I love Pizz"] {
            let completions = Self.engine.predictor.completions(for: TypingContext(textBeforeCursor: text), limit: 5).map(\.text)
            #expect(Set(completions.map { $0.lowercased() }).count == completions.count, "\(text) → \(completions)")
            let bar = Self.engine.suggestions(textBeforeCursor: text).map(\.text)
            #expect(Set(bar.map { $0.lowercased() }).count == bar.count, "\(text) → \(bar)")
        }
    }

    /// A long-pressed é starts no invented word: English spells its words with their own marks,
    /// so "enjoy" is no completion of "é" (issue 34: "É · Énjoy · Éxactly"), while "café" is one of "caf".
    @Test func aTypedMarkCompletesOnlyWordsThatCarryIt() {
        for context in ["é", "I like é", "Ü"] {
            let texts = Self.engine.suggestions(textBeforeCursor: context).map(\.text)
            let invented = texts.filter { word in
                word.count > 1 && !Self.engine.predictor.pack.lexicon.lookup(word).contains { Self.engine.predictor.pack.lexicon.spelling(of: $0) == word }
            }
            #expect(invented.isEmpty, "\(context) → \(texts)")
        }
        #expect(Self.engine.suggestions(textBeforeCursor: "I like caf").map(\.text).contains("café"))
    }

    @Test func thePronounIsNeverOfferedInLowerCase() {
        for context in Self.contexts + ["and ", "but ", "so ", "then ", "lol ", "ok ", "yes ", "no ", "oh "] {
            let offered = Self.engine.suggestions(textBeforeCursor: context)
            #expect(
                !offered.contains { $0.text == "i" || $0.text.hasPrefix("i ") || $0.text.hasPrefix("i'") },
                "\(context.debugDescription) → \(offered.map(\.text))")
        }
    }

    @Test func theCorpusOwnNamesAreNotGenericNextWords() {
        // Tatoeba's Tom and Mary are in a fifth of its lines; the pack counts them as <unk>.
        for context in ["I ", "I told ", "with ", "and ", "I saw "] {
            let offered = Self.engine.suggestions(textBeforeCursor: context).map(\.text)
            #expect(!offered.contains("Tom") && !offered.contains("Mary"), "\(context.debugDescription) → \(offered)")
        }
    }

    @Test func everydayGreetingsAreOffered() {
        // What people expect after "Good" (issue 31's table): morning, night, luck.
        let good = Self.engine.suggestions(textBeforeCursor: "Good ").map(\.text)
        #expect(good.contains { ["morning", "night", "luck"].contains($0) }, "\(good)")
        // The neural model's: the trigram offered calendar · bedroom · kitchen.
        #expect(Self.engine.suggestions(textBeforeCursor: "I'm on my ").map(\.text).first == "way")
        // Second, behind SGD's "Happy to help", since the model that reads whole turns (mixed at 0.6).
        #expect(Self.engine.suggestions(textBeforeCursor: "Happy ").map(\.text).contains("birthday"))
        withKnownIssue("the training text has 3 sentences that begin \"Sweet dreams\"") {
            #expect(Self.engine.suggestions(textBeforeCursor: "Sweet ").map(\.text).contains("dreams"))
        }
        withKnownIssue(
            "the CMU background model (spoken English, no sentence starts after \"good\") and SGD's \"good to\" rank \"to\" first: \"luck\" is second, \"morning\" fifth"
        ) {
            #expect(good.contains("morning"))
        }
    }

    /// The neural model reads the message's earlier sentences, not only the one being typed.
    @Test func theMessagesEarlierSentenceChangesTheBar() throws {
        #expect(try #require(Self.pack.neural).readsTurns)
        let alone = Self.engine.suggestions(textBeforeCursor: "She is so ").map(\.text)
        let afterAPuppy = Self.engine.suggestions(textBeforeCursor: "I just got a new puppy. She is so ").map(\.text)
        #expect(!alone.contains("cute") && afterAPuppy.contains("cute"), "\(alone) → \(afterAPuppy)")
    }

    /// "How was your" was "favorite" at 0.7 (the trigram had only "what was your favorite"); a
    /// word the bar is that sure of must have earned it, and the neural model, which read whole
    /// sentences, does not agree.
    @Test func aNextWordIsNotNearCertainOnOneBorrowedPhrase() throws {
        let first = try #require(Predictor(pack: Self.pack).nextWords(after: TypingContext(textBeforeCursor: "How was your "), limit: 3).first)
        #expect(first.score < log10(0.5), "\(first)")
        let trigram = try #require(
            Predictor(pack: Self.pack.withNeuralModel(nil)).nextWords(after: TypingContext(textBeforeCursor: "How was your "), limit: 1).first)
        #expect(trigram.score > log10(0.5), "the trigram alone is that sure: \(trigram)")
    }
}
