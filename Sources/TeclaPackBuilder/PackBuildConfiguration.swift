import TeclaLanguage
/// Parameters of a pack build; all of them are recorded in the manifest.
public struct PackBuildConfiguration: Sendable {
    /// BCP 47 language tag.
    public var language: String
    /// License of the resulting pack (the most restrictive of its sources').
    public var license: String
    /// Most words the lexicon keeps.
    public var maximumWords: Int
    /// Bigrams counted fewer times are pruned (unless a kept trigram needs them as context).
    public var minimumBigramCount: Int
    /// Trigrams counted fewer times are pruned.
    public var minimumTrigramCount: Int
    /// Weight of word-list frequencies in the unigram distribution (the rest is Kneser-Ney).
    public var unigramPriorWeight: Double
    /// Numbers and ordinals ("30", "2nd") seen at least this often in the corpora join the
    /// lexicon (word lists and real-word lists have no numbers, conversations are full of them).
    public var minimumNumberCount: Int = 5

    public init(
        language: String, license: String, maximumWords: Int = 100_000,
        minimumBigramCount: Int = 2, minimumTrigramCount: Int = 2, unigramPriorWeight: Double = 0.5
    ) {
        self.language = language
        self.license = license
        self.maximumWords = maximumWords
        self.minimumBigramCount = minimumBigramCount
        self.minimumTrigramCount = minimumTrigramCount
        self.unigramPriorWeight = unigramPriorWeight
    }

    /// The builder's name and version, stored in every manifest.
    public static let builderVersion = "tecla-pack-builder 1.0"
}
