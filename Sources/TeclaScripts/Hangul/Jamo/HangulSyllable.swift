/// A precomposed modern Hangul syllable (가 U+AC00 ... 힣 U+D7A3) as its parts: an initial
/// consonant, a vowel and an optional final.
public struct HangulSyllable: Hashable, Sendable {
    /// The range of the 11,172 precomposed syllables.
    public static let scalarRange: ClosedRange<UInt32> = 0xAC00...0xD7A3

    public var initial: HangulConsonant
    public var vowel: HangulVowel
    public var final: HangulFinal?

    public init(initial: HangulConsonant, vowel: HangulVowel, final: HangulFinal? = nil) {
        self.initial = initial
        self.vowel = vowel
        self.final = final
    }

    /// The syllable a precomposed scalar stands for, or nil when it is not one.
    public init?(_ scalar: Unicode.Scalar) {
        guard Self.scalarRange.contains(scalar.value) else { return nil }
        let offset = Int(scalar.value - Self.scalarRange.lowerBound)
        initial = HangulConsonant(rawValue: offset / (21 * 28))!
        vowel = HangulVowel(rawValue: offset / 28 % 21)!
        final = HangulFinal(rawValue: offset % 28)
    }

    /// The precomposed scalar: `0xAC00 + (initial × 21 + medial) × 28 + final`.
    public var scalar: Unicode.Scalar {
        let index = (initial.initialIndex * 21 + vowel.medialIndex) * 28 + (final?.finalIndex ?? 0)
        return Unicode.Scalar(Self.scalarRange.lowerBound + UInt32(index))!
    }

    /// The syllable as conjoining jamo (initial, medial and, if any, final): its canonical decomposition.
    public var conjoiningScalars: [Unicode.Scalar] {
        [initial.initialScalar, vowel.medialScalar] + (final.map { [$0.finalScalar] } ?? [])
    }
}
