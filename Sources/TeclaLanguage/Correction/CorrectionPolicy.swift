/// When a correction is applied on space. Precision comes first: a wrong autocorrection costs
/// the user more than a missed one.
public struct CorrectionPolicy: Sendable, Equatable {
    /// Score given to a typed word the lexicon does not know (log10, like a rare word).
    public var unknownWordScore = -8.0
    /// How much better (log10) a candidate must score than an unknown typed word.
    public var unknownWordMargin = 0.0
    /// How much better a candidate must score than a typed word that is itself a real word:
    /// strong context evidence only.
    public var knownWordMargin = 2.0
    /// Words shorter than this are never replaced when they are real words.
    public var minimumLengthToReplaceKnownWord = 2

    public init() {}
}
