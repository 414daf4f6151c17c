/// One of the 27 consonants or consonant clusters that can end a Hangul syllable, in Unicode's
/// final (jongseong) order: 16 single finals and the double finals ㄲ ㅆ (one key sound) and
/// ㄳ ㄵ ㄶ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅄ (clusters of two consonants).
///
/// The raw value is the final index of the syllable formula (1...27; 0 means no final).
public enum HangulFinal: Int, CaseIterable, Hashable, Sendable {
    case kiyeok = 1, ssangKiyeok, kiyeokSios, nieun, nieunCieuc, nieunHieuh, tikeut, rieul
    case rieulKiyeok, rieulMieum, rieulPieup, rieulSios, rieulThieuth, rieulPhieuph, rieulHieuh
    case mieum, pieup, pieupSios, sios, ssangSios, ieung, cieuc, chieuch, khieukh, thieuth, phieuph, hieuh

    /// Compatibility jamo for each final index 1...27 (index 0 unused).
    private static let compatibilityValues: [UInt32] = [
        0, 0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A, 0x313B, 0x313C, 0x313D, 0x313E,
        0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145, 0x3146, 0x3147, 0x3148, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]

    /// The clusters and the two consonants each is written with.
    private static let clusters: [HangulFinal: (HangulConsonant, HangulConsonant)] = [
        .kiyeokSios: (.kiyeok, .sios), .nieunCieuc: (.nieun, .cieuc), .nieunHieuh: (.nieun, .hieuh),
        .rieulKiyeok: (.rieul, .kiyeok), .rieulMieum: (.rieul, .mieum), .rieulPieup: (.rieul, .pieup),
        .rieulSios: (.rieul, .sios), .rieulThieuth: (.rieul, .thieuth), .rieulPhieuph: (.rieul, .phieuph),
        .rieulHieuh: (.rieul, .hieuh), .pieupSios: (.pieup, .sios),
    ]

    /// The final index (1...27).
    public var finalIndex: Int { rawValue }

    /// The compatibility jamo (`ㄺ` U+313A): how the final looks standing alone.
    public var compatibilityScalar: Unicode.Scalar { Unicode.Scalar(Self.compatibilityValues[rawValue])! }

    /// The conjoining final (jongseong, U+11A7 + index).
    public var finalScalar: Unicode.Scalar { Unicode.Scalar(0x11A7 + UInt32(rawValue))! }

    /// The consonants the final is written with: one, or two for a cluster (ㄺ → ㄹ, ㄱ).
    public var consonants: [HangulConsonant] {
        if let (first, second) = Self.clusters[self] { return [first, second] }
        return [HangulConsonant(compatibility: compatibilityScalar)!]
    }

    /// Whether the final is a cluster of two consonants (ㄳ ㄵ ㄶ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅄ).
    public var isCluster: Bool { Self.clusters[self] != nil }

    /// The single final written with `consonant`, or nil for ㄸ ㅃ ㅉ.
    public init?(single consonant: HangulConsonant) {
        guard let match = Self.allCases.first(where: { !$0.isCluster && $0.compatibilityScalar == consonant.compatibilityScalar }) else {
            return nil
        }
        self = match
    }

    /// The cluster `first` + `second` (ㄹ + ㄱ → ㄺ), or nil when the pair is not one of the 11.
    public init?(clustering first: HangulConsonant, _ second: HangulConsonant) {
        guard let match = Self.clusters.first(where: { $0.value.0 == first && $0.value.1 == second }) else { return nil }
        self = match.key
    }

    /// The final written by a compatibility jamo (`ㄺ`), or nil.
    public init?(compatibility scalar: Unicode.Scalar) {
        guard scalar.value != 0, let index = Self.compatibilityValues.firstIndex(of: scalar.value) else { return nil }
        self.init(rawValue: index)
    }

    /// The final written by a conjoining final (U+11A8...U+11C2), or nil.
    public init?(final scalar: Unicode.Scalar) {
        guard (0x11A8...0x11C2).contains(scalar.value) else { return nil }
        self.init(rawValue: Int(scalar.value - 0x11A7))
    }
}
