/// A vowel being built from Cheon-Ji-In strokes: a modern vowel, or a dot or double dot that is
/// still waiting for the stroke that makes it one (ㆍ then ㅣ is ㅓ; ㆍㆍ then ㅡ is ㅛ).
public enum CheonJiInVowel: Hashable, Sendable {
    /// One pending dot, written as the conjoining arae-a U+119E.
    case dot
    /// Two pending dots, written as the conjoining ssang-arae-a U+11A2.
    case doubleDot
    /// A modern vowel.
    case vowel(HangulVowel)

    /// The vowel one stroke makes on its own: ㅣ, a pending dot, or ㅡ.
    public init(first stroke: CheonJiInVowelStroke) {
        switch stroke {
        case .human: self = .vowel(.i)
        case .sky: self = .dot
        case .earth: self = .vowel(.eu)
        }
    }

    /// The vowel the strokes build, one by one, or nil when some stroke does not combine.
    public init?(strokes: [CheonJiInVowelStroke], hasInitial: Bool, cyclesWrap: Bool) {
        guard let first = strokes.first else { return nil }
        var vowel = CheonJiInVowel(first: first)
        for stroke in strokes.dropFirst() {
            guard let next = vowel.adding(stroke, hasInitial: hasInitial, cyclesWrap: cyclesWrap) else { return nil }
            vowel = next
        }
        self = vowel
    }

    /// The vowel after one more stroke, or nil when the stroke starts a new letter instead.
    ///
    /// Each rule adds a stroke to the drawn shape: a dot beside ㅣ makes ㅏ, a second dot ㅑ; a
    /// dot before ㅣ makes ㅓ; a dot over ㅡ makes ㅗ, under it ㅜ; a ㅣ after a vowel makes its
    /// ㅣ-compound (ㅏ → ㅐ, ㅗ → ㅚ, ㅜ → ㅟ, ㅡ → ㅢ), and the two dots of ㅠ become ㅜ + ㅓ
    /// when a ㅣ follows (ㅝ). ㅚ takes a dot to become ㅘ, as ㅗ + ㅏ is drawn. A lone ㅡ does
    /// not take ㅣ (only ㅡ inside a syllable becomes ㅢ: the reference has no lone ㅢ).
    public func adding(_ stroke: CheonJiInVowelStroke, hasInitial: Bool, cyclesWrap: Bool) -> CheonJiInVowel? {
        switch (self, stroke) {
        case (.vowel(.i), .sky): .vowel(.a)
        case (.vowel(.a), .sky): .vowel(.ya)
        case (.vowel(.a), .human): .vowel(.ae)
        case (.vowel(.ya), .human): .vowel(.yae)
        case (.dot, .human): .vowel(.eo)
        case (.doubleDot, .human): .vowel(.yeo)
        case (.vowel(.eo), .human): .vowel(.e)
        case (.vowel(.yeo), .human): .vowel(.ye)
        case (.dot, .earth): .vowel(.o)
        case (.doubleDot, .earth): .vowel(.yo)
        case (.dot, .sky): .doubleDot
        case (.doubleDot, .sky): cyclesWrap ? .dot : nil
        case (.vowel(.eu), .sky): .vowel(.u)
        case (.vowel(.u), .sky): .vowel(.yu)
        case (.vowel(.eu), .human): hasInitial ? .vowel(.yi) : nil
        case (.vowel(.o), .human): .vowel(.oe)
        case (.vowel(.oe), .sky): .vowel(.wa)
        case (.vowel(.wa), .human): .vowel(.wae)
        case (.vowel(.u), .human): .vowel(.wi)
        case (.vowel(.yu), .human): .vowel(.wo)
        case (.vowel(.wo), .human): .vowel(.we)
        default: nil
        }
    }

    /// The modern vowel, or nil while dots are pending.
    public var modern: HangulVowel? {
        if case .vowel(let vowel) = self { return vowel }
        return nil
    }

    /// How the vowel is written after a conjoining initial, or alone when it is pending:
    /// the conjoining medial (ᅡ, ᆞ U+119E, ᆢ U+11A2).
    public var medialScalar: Unicode.Scalar {
        switch self {
        case .dot: HangulJamo.araeA
        case .doubleDot: HangulJamo.ssangAraeA
        case .vowel(let vowel): vowel.medialScalar
        }
    }

    /// How the vowel is written with no initial: a modern vowel as compatibility jamo (ㅏ), pending
    /// dots as conjoining medials (ᆞ, ᆢ), as the reference keyboards write them.
    public var standaloneScalar: Unicode.Scalar {
        modern?.compatibilityScalar ?? medialScalar
    }
}
