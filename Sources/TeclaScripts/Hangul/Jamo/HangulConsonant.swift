/// One of the 19 consonants that can begin a Hangul syllable, in Unicode's initial (choseong) order.
///
/// The raw value is the initial index used by the syllable formula
/// `0xAC00 + (initial × 21 + medial) × 28 + final`.
public enum HangulConsonant: Int, CaseIterable, Hashable, Sendable {
    case kiyeok, ssangKiyeok, nieun, tikeut, ssangTikeut, rieul, mieum, pieup, ssangPieup, sios
    case ssangSios, ieung, cieuc, ssangCieuc, chieuch, khieukh, thieuth, phieuph, hieuh

    /// Compatibility jamo (U+3131 block) in initial order: what a lone consonant looks like in text.
    private static let compatibilityValues: [UInt32] = [
        0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
        0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]

    /// The initial index (0...18).
    public var initialIndex: Int { rawValue }

    /// The compatibility jamo (`ㄱ` U+3131): how a consonant standing alone is written.
    public var compatibilityScalar: Unicode.Scalar { Unicode.Scalar(Self.compatibilityValues[rawValue])! }

    /// The conjoining initial (choseong, U+1100 + index), which combines with a following vowel jamo.
    public var initialScalar: Unicode.Scalar { Unicode.Scalar(0x1100 + UInt32(rawValue))! }

    /// The consonant as a single final, or nil for ㄸ ㅃ ㅉ, which never end a syllable.
    public var asFinal: HangulFinal? { HangulFinal(single: self) }

    /// The consonant written by a compatibility jamo (`ㄱ`), or nil when the scalar is not one of the 19.
    public init?(compatibility scalar: Unicode.Scalar) {
        guard let index = Self.compatibilityValues.firstIndex(of: scalar.value) else { return nil }
        self.init(rawValue: index)
    }

    /// The consonant written by a conjoining initial (U+1100...U+1112), or nil.
    public init?(initial scalar: Unicode.Scalar) {
        guard (0x1100...0x1112).contains(scalar.value) else { return nil }
        self.init(rawValue: Int(scalar.value - 0x1100))
    }
}
