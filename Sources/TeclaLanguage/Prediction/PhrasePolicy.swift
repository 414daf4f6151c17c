/// When the bar offers a phrase — several next words in one slot ("thank you so" → "much", "see
/// you" → "tomorrow", "how are" → "you doing"), accepted whole — instead of its third word.
///
/// A phrase grows from one of the likeliest next words, one word at a time, while the model is
/// sure enough of each next word; it is offered when it has at least two words and the whole is
/// likely enough. Tuned on chat-dev's odd lines for keystroke savings (BENCHMARKS.md, issue 20).
public struct PhrasePolicy: Sendable, Equatable {
    /// Whether phrases are offered at all.
    public var isEnabled: Bool
    /// Least probability of each word after the first, given the words before it.
    public var minimumStepProbability: Double
    /// Least probability of the whole phrase after the context.
    public var minimumProbability: Double
    /// Most words in a phrase.
    public var maximumWords: Int

    public init(isEnabled: Bool = true, minimumStepProbability: Double = 0.5, minimumProbability: Double = 0.3, maximumWords: Int = 4) {
        self.isEnabled = isEnabled
        self.minimumStepProbability = minimumStepProbability
        self.minimumProbability = minimumProbability
        self.maximumWords = maximumWords
    }

    /// No phrases: the bar offers single words only.
    public static let off = PhrasePolicy(isEnabled: false)
}
