import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import TeclaLanguage
import TeclaCore
/// P(next letter | previous letter) from a 27×27 table (a-z plus the start of a word), counted
/// from text: the prior of the boundary-shifting baseline, and a simple ``NextCharacterModel``.
public struct LetterBigramModel: Sendable, NextCharacterModel {
    /// `counts[previous * 27 + next]`, index 26 = word boundary.
    public private(set) var counts: [Double]

    public init(counts: [Double]) {
        precondition(counts.count == 27 * 27, "a 27×27 table")
        self.counts = counts
    }

    /// Counts letter pairs in `text` (case-folded; anything that is not a-z separates words).
    public init(text: some StringProtocol) {
        var counts = Array(repeating: 1.0, count: 27 * 27)  // add-one smoothing
        var previous = 26
        for scalar in text.unicodeScalars {
            let index = Self.index(of: scalar)
            if index == 26 && previous == 26 { continue }
            counts[previous * 27 + index] += 1
            previous = index
        }
        self.counts = counts
    }

    static func index(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x61...0x7A: Int(scalar.value - 0x61)
        case 0x41...0x5A: Int(scalar.value - 0x41)
        default: 26
        }
    }

    static func index(of c: Character?) -> Int {
        guard let c, let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return 26 }
        return index(of: scalar)
    }

    /// P(`next` | `previous`); either may be nil for a word boundary.
    public func probability(of next: Character?, after previous: Character?) -> Double {
        let row = Self.index(of: previous) * 27
        var total = 0.0
        for i in 0..<26 { total += counts[row + i] }
        let n = Self.index(of: next)
        return n == 26 ? 0 : counts[row + n] / total
    }

    public func probabilities(after textBeforeCursor: Substring, characters: [Character?], into probabilities: inout [Double]) {
        let previous = textBeforeCursor.last
        for i in characters.indices {
            probabilities[i] = characters[i].map { probability(of: $0, after: previous) } ?? 0
        }
    }
}
