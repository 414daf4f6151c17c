/// Conversions between the three ways Unicode writes Hangul: precomposed syllables (가),
/// conjoining jamo (ᄀ + ᅡ, which fonts draw as one syllable) and compatibility jamo (ㄱ ㅏ,
/// always drawn alone).
///
/// Everything works on `Unicode.Scalar`s, never on `Character`s: Swift merges `ᄀᆞ` into one
/// Character and treats 가 and ᄀ+ᅡ as equal, which hides exactly the differences a keyboard must see.
public enum HangulJamo {
    /// The arae-a vowel (ㆍ, "sky") as a conjoining medial, U+119E: Cheon-Ji-In's pending dot.
    public static let araeA: Unicode.Scalar = "\u{119E}"
    /// The double arae-a (ᆢ) as a conjoining medial, U+11A2: Cheon-Ji-In's pending double dot.
    public static let ssangAraeA: Unicode.Scalar = "\u{11A2}"
    /// The arae-a as a compatibility jamo, U+318D: the label of the Cheon-Ji-In dot key.
    public static let compatibilityAraeA: Unicode.Scalar = "\u{318D}"
    /// The double arae-a as a compatibility jamo, U+318E.
    public static let compatibilitySsangAraeA: Unicode.Scalar = "\u{318E}"

    /// The compatibility jamo for a conjoining one (ᄀ or ᆨ → ㄱ, ᅡ → ㅏ, ᆪ → ㄳ, ᆞ → ㆍ), or nil.
    public static func compatibility(ofConjoining scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if let consonant = HangulConsonant(initial: scalar) { return consonant.compatibilityScalar }
        if let vowel = HangulVowel(medial: scalar) { return vowel.compatibilityScalar }
        if let final = HangulFinal(final: scalar) { return final.compatibilityScalar }
        if scalar == araeA { return compatibilityAraeA }
        if scalar == ssangAraeA { return compatibilitySsangAraeA }
        return nil
    }

    /// The conjoining initial for a compatibility consonant (ㄱ → ᄀ), or nil (clusters cannot begin a syllable).
    public static func initial(ofCompatibility scalar: Unicode.Scalar) -> Unicode.Scalar? {
        HangulConsonant(compatibility: scalar)?.initialScalar
    }

    /// The conjoining medial for a compatibility vowel (ㅏ → ᅡ, ㆍ → ᆞ), or nil.
    public static func medial(ofCompatibility scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar == compatibilityAraeA { return araeA }
        if scalar == compatibilitySsangAraeA { return ssangAraeA }
        return HangulVowel(compatibility: scalar)?.medialScalar
    }

    /// The conjoining final for a compatibility consonant or cluster (ㄺ → ᆰ), or nil (ㄸ ㅃ ㅉ have none).
    public static func final(ofCompatibility scalar: Unicode.Scalar) -> Unicode.Scalar? {
        HangulFinal(compatibility: scalar)?.finalScalar
    }

    /// Text with every precomposed syllable split into conjoining jamo (the Hangul part of NFD);
    /// other scalars are kept as they are.
    public static func decomposed(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.unicodeScalars.count * 3)
        for scalar in text.unicodeScalars {
            if let syllable = HangulSyllable(scalar) { scalars += syllable.conjoiningScalars } else { scalars.append(scalar) }
        }
        return scalars
    }

    /// Scalars with every run of conjoining initial + modern medial (+ final), and every
    /// final-less syllable + conjoining final, composed into a precomposed syllable (the Hangul
    /// part of NFC); anything else, such as a pending ᄀᆞ, is kept.
    public static func composed(_ scalars: [Unicode.Scalar]) -> String {
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if index + 1 < scalars.count,
                let initial = HangulConsonant(initial: scalars[index]),
                let vowel = HangulVowel(medial: scalars[index + 1])
            {
                let final = index + 2 < scalars.count ? HangulFinal(final: scalars[index + 2]) : nil
                result.append(HangulSyllable(initial: initial, vowel: vowel, final: final).scalar)
                index += final == nil ? 2 : 3
            } else if index + 1 < scalars.count,
                var syllable = HangulSyllable(scalars[index]), syllable.final == nil,
                let final = HangulFinal(final: scalars[index + 1])
            {
                syllable.final = final
                result.append(syllable.scalar)
                index += 2
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
