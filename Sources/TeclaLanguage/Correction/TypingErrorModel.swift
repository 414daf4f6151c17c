import Foundation

/// The channel of the noisy-channel corrector: how likely (log10 cost, higher is less likely)
/// each way of mistyping is. Defaults follow the typing noise that kebbie simulates and that
/// matches field studies in shape: transpositions and dropped letters are rare, dropped
/// apostrophes common, a tap drifts on a 2-D Gaussian around the intended key's centre.
public struct TypingErrorModel: Sendable, Equatable {
    /// Two adjacent letters swapped.
    public var transposition = 2.0
    /// A letter left out (more rarely the first one).
    public var deletion = 2.3
    /// The first letter left out.
    public var firstLetterDeletion = 2.75
    /// An apostrophe or hyphen left out ("dont").
    public var droppedSymbol = 0.9
    /// A letter typed twice ("helllo").
    public var doubledLetter = 2.3
    /// One letter of a double left out ("occured", "realy"): a spelling error more than a slip,
    /// 19 times as likely as doubling a letter among the misspellings frequent enough to be
    /// counted (Scripts/assets/derive_spelling_errors.py: 2.3 − 1.27, rounded up).
    public var droppedDoubleLetter = 1.1
    /// Any other extra letter.
    public var insertion = 3.5
    /// Another key hit when no tap position is known: a neighbouring key, or any other key.
    public var neighbourSubstitution = 2.5
    /// Another, non-neighbouring key hit.
    public var distantSubstitution = 4.5
    /// A vowel written for another ("definately", "seperate"): people spell unstressed vowels
    /// by ear, wherever their finger lands. 3.6 times as likely as a given neighbouring key
    /// among frequent misspellings (Scripts/assets/derive_spelling_errors.py: 2.5 − 0.56, rounded up).
    public var vowelConfusion = 2.0
    /// Smallest cost of a substitution even when the tap lies nearer the other key.
    public var minimumTapSubstitution = 0.3
    /// Tap spread as a fraction of the key's width and height (standard deviation).
    public var tapSpread = 1.0 / 6.0
    /// Space missed between two words ("doinghere"), or hit as a letter ("doingvhere").
    public var missedSpace = 2.0
    /// Case or diacritics differ from what was typed ("cafe" → "café"); folded lookup makes
    /// these free to find, this small cost keeps an exact spelling ahead.
    public var caseOrAccent = 0.1
    /// A correction spelled with capitals the user did not type, mid-sentence, when the lexicon
    /// also has the word in lower case ("brown" and "Brown"): people who type a name in lower
    /// case are rarer than the words that are also names.
    public var capitalsNotTyped = 1.0

    public init() {}

    /// Centres within this many key widths count as neighbours.
    static let neighbourDistance = 1.6

    /// Cost that `intended` was meant when `typed` was hit at `tap` (if known).
    func substitution(
        typed: Character, intended: Character, tap: (x: Double, y: Double)?,
        geometry: KeyboardGeometry
    ) -> Double {
        if typed == intended { return 0 }
        let slip = keySubstitution(typed: typed, intended: intended, tap: tap, geometry: geometry)
        return Self.isVowel(typed) && Self.isVowel(intended) ? min(slip, vowelConfusion) : slip
    }

    /// Compared, not hashed: the walk asks this for every typed letter against 128 labels.
    static func isVowel(_ c: Character) -> Bool {
        switch c {
        case "a", "e", "i", "o", "u": true
        default: false
        }
    }

    /// The cost of the finger landing on `typed` when it meant `intended`.
    private func keySubstitution(
        typed: Character, intended: Character, tap: (x: Double, y: Double)?,
        geometry: KeyboardGeometry
    ) -> Double {
        guard let i = geometry.keys[intended] else { return distantSubstitution }
        let t = geometry.keys[typed]
        if let tap {
            // log P(tap | intended key) - log P(tap | typed key), Gaussians with per-key spread.
            let sxI = i.width * tapSpread, syI = i.height * tapSpread
            var cost =
                ((tap.x - i.x) * (tap.x - i.x)) / (2 * sxI * sxI) + ((tap.y - i.y) * (tap.y - i.y)) / (2 * syI * syI)
                + log(sxI * syI)
            if let t {
                let sxT = t.width * tapSpread, syT = t.height * tapSpread
                cost -=
                    ((tap.x - t.x) * (tap.x - t.x)) / (2 * sxT * sxT) + ((tap.y - t.y) * (tap.y - t.y)) / (2 * syT * syT)
                    + log(sxT * syT)
            }
            // Saturate at the position-free cost: a tap dead on a key's centre can still be a
            // slip of the mind rather than of the finger ("pf" for "of").
            return min(max(minimumTapSubstitution, cost * log10(M_E)), keyDistanceCost(t, i))
        }
        return keyDistanceCost(t, i)
    }

    private func keyDistanceCost(_ t: KeyboardGeometry.Key?, _ i: KeyboardGeometry.Key) -> Double {
        guard let t else { return distantSubstitution }
        let dx = (t.x - i.x) / max(i.width, 1), dy = (t.y - i.y) / max(i.height, 1)
        return (dx * dx + dy * dy).squareRoot() <= Self.neighbourDistance ? neighbourSubstitution : distantSubstitution
    }
}
