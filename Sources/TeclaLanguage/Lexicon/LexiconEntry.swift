/// A word to put in a pack's lexicon: its stored spelling and how often it is used.
public struct LexiconEntry: Sendable, Equatable {
    /// The spelling offered to the user, with its proper case and diacritics ("Germany", "café").
    public var spelling: String
    /// Relative frequency (a probability or a count; only ratios matter).
    public var frequency: Double

    public init(spelling: String, frequency: Double) {
        self.spelling = spelling
        self.frequency = frequency
    }
}
