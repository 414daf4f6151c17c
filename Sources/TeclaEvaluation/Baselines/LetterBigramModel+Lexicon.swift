import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import TeclaCore
import Foundation
import TeclaLanguage

extension LetterBigramModel {
    /// The 26×26 letter-bigram table of a pack's words, each word's letter pairs (and its first
    /// letter after a word boundary) weighted by the word's unigram probability: the same language
    /// data Tecla's own prior uses, reduced to one letter of context.
    public init(pack: LanguagePack) {
        var counts = [Double](repeating: 1e-6, count: 27 * 27)
        let lexicon = pack.lexicon
        for w in 0..<lexicon.count {
            let weight = pow(10, Double(pack.model.unigramLogProb(w))) * 1e6
            var previous = 26
            for scalar in TextFolding.fold(lexicon.spelling(of: w)) {
                let index = Self.index(of: scalar)
                counts[previous * 27 + index] += weight
                previous = index
            }
            counts[previous * 27 + 26] += weight
        }
        self.init(counts: counts)
    }
}
