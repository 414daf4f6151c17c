/// How prediction reads sentences whose writer left out the full stop.
///
/// People chatting often write "I'm fine What about you" or "im fine what about you": no stop
/// between sentences. Read as one sentence, "What about you" is predicted from "I'm fine What",
/// a context the models never saw, and after "I'm fine " only words that continue the sentence
/// are offered, never one that starts the next. Two readings fix that:
///
/// - **A capital says where a sentence began.** A word written with a capital that the lexicon
///   knows only in lower case ("What", stored "what"; not "I", "Paris" or "May", which it stores
///   capitalized) starts the sentence being typed: the context is read from it.
/// - **The sentence may end anywhere.** After a space the next word either continues the
///   sentence or starts a new one: P(w) = (1 − e)·P(w | sentence) + e·P(w | start), with e the
///   model's probability of the sentence's end there (`</s>`), scaled by ``endWeight``.
///
/// ```swift
/// var predictor = Predictor(pack: english)
/// predictor.nextWords(after: TypingContext(textBeforeCursor: "Thank you very much "), limit: 3)
/// // for, I, The         (I, The: a new sentence after "Thank you very much")
/// predictor.nextWords(after: TypingContext(textBeforeCursor: "Hi there How are you "), limit: 3)
/// // doing, going, in    (read from "How")
/// ```
///
/// Cost: one more candidate search at the sentence's start (its neural distribution is cached)
/// per next-word prediction; O(words) lexicon lookups to find the sentence's first word.
public struct UnpunctuatedSentences: Sendable, Equatable {
    /// Whether sentences are read across missing stops at all. A ``Predictor`` turns it off for
    /// scripts without capitals (Arabic, Hangul, N'Ko), where nothing shows where a sentence began
    /// and the test text holds one sentence a line (FLORES Arabic next-word top-3 0.049 with it
    /// off, 0.048 on).
    public var isEnabled = true
    /// What the model's end-of-sentence probability is multiplied by (a word after a space with
    /// no stop typed is less often a new sentence than the text the model learned from, where
    /// every sentence ends with one). Chosen on chat-dev's odd lines (BENCHMARKS.md, issue 31):
    /// next-word top-3 0.308 at 0, 0.312 from 0.2 to 0.5, 0.306 at 1.
    public var endWeight = 0.4
    /// The most a new sentence may weigh after a space with no stop.
    public static let maximumEndProbability = 0.9

    public init(isEnabled: Bool = true, endWeight: Double = 0.4) {
        self.isEnabled = isEnabled
        self.endWeight = endWeight
    }

    /// The weight of a new sentence when the model gives the sentence's end `probability`.
    public func endProbability(_ probability: Double) -> Double {
        guard isEnabled, probability.isFinite else { return 0 }
        return min(Self.maximumEndProbability, max(0, endWeight * probability))
    }

    /// Whether `word`, written inside a sentence, starts a new one: it begins with a capital
    /// and the lexicon knows it only with a small letter ("How", "The"), so the capital is
    /// the sentence's, not the word's.
    public static func mayStartSentence(_ word: String, in lexicon: Lexicon) -> Bool {
        guard let first = word.first, first.isUppercase, !word.dropFirst().contains(where: \.isUppercase) else { return false }
        guard lexicon.id(exactly: word) == nil, let id = lexicon.resolve(word) else { return false }
        return lexicon.spelling(of: id).first?.isLowercase == true
    }
}
