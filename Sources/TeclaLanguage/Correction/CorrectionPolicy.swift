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
    /// How much better than a typed real word its own letters with an apostrophe or other
    /// capitals must score ("cant" → "can't", "its" → "it's", "monday" → "Monday"). None: the
    /// channel cost of a dropped apostrophe already weighs the evidence, and it is measured (in
    /// typed chat, 7–16 % of contractions lose their apostrophe; see Guides/Corrector.md), unlike
    /// the crude costs of other typos that ``knownWordMargin`` guards against.
    public var sameLettersMargin = 0.0
    /// How much better than a typed real word the same word in other capitals must score, when
    /// the pack keeps both spellings as words ("lady" and "Lady", "street" and "Street"): the
    /// capitals are then a choice, and the model's preference for the name (Lady Catherine, Main
    /// Street) in a sparse context is weak evidence. "monday" is no such word, so it still becomes
    /// "Monday" under ``sameLettersMargin``.
    public var caseFormMargin = 3.0
    /// A word still being typed that is the start of longer words ("teh", start of "Tehran") is
    /// corrected only when the correction is this much likelier (log10) than every word it could
    /// still grow into, or differs from it only by case and apostrophes ("i" → "I").
    public var prefixCorrectionMargin = 0.5
    /// Whether a lowercase word at a sentence start is corrected to its capitalized form. Off on
    /// the keyboard: its shift key capitalizes sentence starts, so a lowercase letter there was
    /// chosen (shift turned off, or a field without auto-capitalization). On for hosts without a
    /// shift key (the engine protocol kebbie drives), where the capital a keyboard's shift would
    /// give has to come from the corrector.
    public var capitalizesSentenceStarts = false
    /// Words shorter than this are never replaced when they are real words.
    public var minimumLengthToReplaceKnownWord = 2

    public init() {}
}
