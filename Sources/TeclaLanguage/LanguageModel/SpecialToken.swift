/// Tokens of the n-gram model that are not words of the lexicon. Their ids follow the
/// lexicon's: `wordCount + rawValue`.
public enum SpecialToken: Int, CaseIterable, Sendable {
    /// Start of a sentence (only ever a context).
    case sentenceStart = 0
    /// End of a sentence.
    case sentenceEnd = 1
    /// Any word not in the lexicon (numbers, names the pack does not know).
    case unknown = 2

    /// The model id of this token in a model over `wordCount` words.
    public func id(wordCount: Int) -> Int { wordCount + rawValue }
}
