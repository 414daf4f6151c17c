/// One of the 21 modern Hangul vowels, in Unicode's medial (jungseong) order.
///
/// The raw value is the medial index of the syllable formula. Seven vowels are compounds of two
/// others (ㅘ = ㅗ + ㅏ); ``components`` and ``init(compounding:_:)`` convert between the two views.
public enum HangulVowel: Int, CaseIterable, Hashable, Sendable {
    case a, ae, ya, yae, eo, e, yeo, ye, o, wa, wae, oe, yo, u, wo, we, wi, yu, eu, yi, i

    /// The compound vowels and the two vowels each is written with.
    private static let compounds: [HangulVowel: (HangulVowel, HangulVowel)] = [
        .wa: (.o, .a), .wae: (.o, .ae), .oe: (.o, .i), .wo: (.u, .eo), .we: (.u, .e), .wi: (.u, .i), .yi: (.eu, .i),
    ]

    /// The medial index (0...20).
    public var medialIndex: Int { rawValue }

    /// The compatibility jamo (`ㅏ` U+314F...`ㅣ` U+3163): how a vowel standing alone is written.
    public var compatibilityScalar: Unicode.Scalar { Unicode.Scalar(0x314F + UInt32(rawValue))! }

    /// The conjoining medial (jungseong, U+1161 + index).
    public var medialScalar: Unicode.Scalar { Unicode.Scalar(0x1161 + UInt32(rawValue))! }

    /// The two vowels a compound vowel is made of (ㅘ → ㅗ, ㅏ), or nil for a simple vowel.
    public var components: (HangulVowel, HangulVowel)? { Self.compounds[self] }

    /// The compound of two vowels (ㅗ + ㅏ → ㅘ), or nil when they do not form one.
    public init?(compounding first: HangulVowel, _ second: HangulVowel) {
        guard let match = Self.compounds.first(where: { $0.value.0 == first && $0.value.1 == second }) else { return nil }
        self = match.key
    }

    /// The vowel written by a compatibility jamo (U+314F...U+3163), or nil.
    public init?(compatibility scalar: Unicode.Scalar) {
        guard (0x314F...0x3163).contains(scalar.value) else { return nil }
        self.init(rawValue: Int(scalar.value - 0x314F))
    }

    /// The vowel written by a conjoining medial (U+1161...U+1175), or nil.
    public init?(medial scalar: Unicode.Scalar) {
        guard (0x1161...0x1175).contains(scalar.value) else { return nil }
        self.init(rawValue: Int(scalar.value - 0x1161))
    }
}
