import TeclaLanguage

/// The language model's view of the next letter: for each key, the probability mass of the words
/// that continue the word being typed with that key's letter, in the sentence's n-gram context
/// (`ContinuationModel`). A word the lexicon does not know gives no evidence: every letter is
/// equally likely, so boundaries return to the middle and non-words type as the fingers say.
public struct LexiconCharacterModel: NextCharacterModel {
    public let continuations: ContinuationModel

    public init(pack: LanguagePack) {
        continuations = ContinuationModel(pack: pack)
    }

    public func probabilities(after textBeforeCursor: Substring, characters: [Character?], into probabilities: inout [Double]) {
        let found = continuations.continuations(textBeforeCursor: String(textBeforeCursor))
        for i in characters.indices {
            guard let c = characters[i] else {
                probabilities[i] = 0
                continue
            }
            guard !found.isEmpty else {
                probabilities[i] = 1
                continue
            }
            let folded = TextFolding.fold(String(c))
            probabilities[i] = folded.count == 1 ? (found.first { $0.scalar == folded[0] }?.mass ?? 0) : 0
        }
    }
}
