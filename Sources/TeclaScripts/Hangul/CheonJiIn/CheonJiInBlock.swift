/// One syllable block of a Cheon-Ji-In composition: an optional initial consonant, the vowel
/// strokes so far and up to two final consonants.
///
/// A block is a lone consonant (ㄱ), a lone vowel (ㅏ, or a pending ᆞ), a consonant waiting for
/// its vowel (ᄀᆞ), or a syllable (가, 각, 갃). Finals only join a syllable with a modern vowel.
public struct CheonJiInBlock: Hashable, Sendable {
    public private(set) var initial: CheonJiInConsonantPress?
    /// The vowel strokes in the order typed; ``vowel`` is what they build.
    public private(set) var vowelStrokes: [CheonJiInVowelStroke] = []
    public private(set) var vowel: CheonJiInVowel?
    /// One final, or two that form a cluster (ㄺ). Single finals are never ㄸ ㅃ ㅉ.
    public private(set) var finals: [CheonJiInConsonantPress] = []

    /// A block holding just a consonant.
    public init(initial: CheonJiInConsonantPress) {
        self.initial = initial
    }

    /// A block holding just the vowel one stroke makes.
    public init(stroke: CheonJiInVowelStroke) {
        vowelStrokes = [stroke]
        vowel = CheonJiInVowel(first: stroke)
    }

    /// Whether the block is a consonant with no vowel yet.
    public var isLoneConsonant: Bool { initial != nil && vowel == nil }

    /// Whether the block is a syllable with a modern vowel (the only kind that takes finals).
    public var isSyllable: Bool { initial != nil && vowel?.modern != nil }

    /// Whether nothing is left of the block.
    public var isEmpty: Bool { initial == nil && vowel == nil }

    /// Whether `consonant` can end this block: as its final, or with the final it has as a cluster.
    public func canTakeFinal(_ consonant: HangulConsonant) -> Bool {
        guard isSyllable else { return false }
        switch finals.count {
        case 0: return consonant.asFinal != nil
        case 1: return HangulFinal(clustering: finals[0].consonant, consonant) != nil
        default: return false
        }
    }

    /// Adds `press` as the last final; the caller checked ``canTakeFinal(_:)``.
    mutating func appendFinal(_ press: CheonJiInConsonantPress) {
        finals.append(press)
    }

    /// Removes and returns the last final, if any.
    mutating func removeLastFinal() -> CheonJiInConsonantPress? {
        finals.popLast()
    }

    /// Adds a vowel stroke if it combines with the block's vowel (or the block has no vowel yet);
    /// returns false, changing nothing, when the stroke must start a new block. Never used on a
    /// block with finals: a vowel takes the last final into a new block instead.
    mutating func appendVowelStroke(_ stroke: CheonJiInVowelStroke, cyclesWrap: Bool) -> Bool {
        guard finals.isEmpty else { return false }
        let next: CheonJiInVowel?
        if let vowel {
            next = vowel.adding(stroke, hasInitial: initial != nil, cyclesWrap: cyclesWrap)
        } else {
            next = CheonJiInVowel(first: stroke)
        }
        guard let next else { return false }
        vowelStrokes.append(stroke)
        vowel = next
        return true
    }

    /// Removes the last vowel stroke and rebuilds the vowel from the ones before it.
    mutating func removeLastVowelStroke(cyclesWrap: Bool) {
        guard !vowelStrokes.isEmpty else { return }
        vowelStrokes.removeLast()
        vowel = CheonJiInVowel(strokes: vowelStrokes, hasInitial: initial != nil, cyclesWrap: cyclesWrap)
    }

    /// The key of the block's last stroke (what a repeated press would continue).
    public var lastKey: CheonJiInKey? {
        if let final = finals.last { return .consonant(final.key) }
        if let stroke = vowelStrokes.last { return .vowel(stroke) }
        return initial.map { .consonant($0.key) }
    }

    /// The final the block's final consonants make, if any.
    public var final: HangulFinal? {
        switch finals.count {
        case 1: finals[0].consonant.asFinal
        case 2: HangulFinal(clustering: finals[0].consonant, finals[1].consonant)
        default: nil
        }
    }

    /// How the block is written: a precomposed syllable (각), a conjoining initial and a pending
    /// vowel (ᄀᆞ), or a lone jamo (ㄱ, ㅏ, ᆞ).
    public var scalars: [Unicode.Scalar] {
        switch (initial?.consonant, vowel) {
        case (let consonant?, .vowel(let modern)?):
            [HangulSyllable(initial: consonant, vowel: modern, final: final).scalar]
        case (let consonant?, let pending?):
            [consonant.initialScalar, pending.medialScalar]
        case (let consonant?, nil):
            [consonant.compatibilityScalar]
        case (nil, let vowel?):
            [vowel.standaloneScalar]
        case (nil, nil):
            []
        }
    }
}
