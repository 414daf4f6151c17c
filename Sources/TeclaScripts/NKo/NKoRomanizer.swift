/// N'Ko to Latin (Bambara orthography), for glosses, tests and the evaluation that types N'Ko
/// words from Latin letters.
///
/// ```swift
/// NKoRomanizer().romanize("ߒߞߏ")     // "nko"
/// NKoRomanizer().romanize("ߓߊ߯ߙߊ")   // "baara"  (a long tone mark doubles the vowel)
/// NKoRomanizer().romanize("ߞߣߐ")     // "kɔnɔ"   (the vowel N'Ko leaves out is restored)
/// ```
///
/// N'Ko leaves out a vowel when the next syllable has the same one (ߞߣߐ = kɔnɔ); the
/// romanizer puts it back: a consonant followed by a consonant and a vowel (and not marked
/// vowel-less by ߑ) takes that vowel. Tone marks are dropped, long ones double the vowel; the
/// nasalization mark is "n"; the foreign-sound dot turns ߜ ߝ ߖ ߛ into g v z sh. O(n).
public struct NKoRomanizer: Sendable {
    public init() {}

    private static let dotted: [Unicode.Scalar: String] = ["\u{07DC}": "g", "\u{07DD}": "v", "\u{07D6}": "z", "\u{07DB}": "sh"]

    public func romanize(_ text: some StringProtocol) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = ""
        var i = 0
        /// The vowel after the consonant at `k` (skipping its marks), if the consonant is followed by one.
        func vowel(after k: Int) -> Unicode.Scalar? {
            var j = k + 1
            while j < scalars.count, NKoAlphabet.isCombiningMark(scalars[j]) { j += 1 }
            return j < scalars.count && NKoAlphabet.isVowel(scalars[j]) ? scalars[j] : nil
        }
        while i < scalars.count {
            let s = scalars[i]
            if let latin = NKoAlphabet.vowelLatin[s] {
                out += latin
                var j = i + 1
                var isLong = false, isNasal = false
                while j < scalars.count, NKoAlphabet.isCombiningMark(scalars[j]) {
                    if NKoAlphabet.longToneMarks.contains(scalars[j]) { isLong = true }
                    if scalars[j] == NKoAlphabet.nasalizationMark { isNasal = true }
                    j += 1
                }
                // ߢߐ߲߰ is nyɔɔn: the length belongs to the vowel, the nasal comes after it.
                if isLong { out += latin }
                if isNasal { out += "n" }
                i = j
                continue
            }
            if NKoAlphabet.isConsonant(s) {
                let isDotted = i + 1 < scalars.count && scalars[i + 1] == NKoAlphabet.foreignSoundDot
                out += (isDotted ? Self.dotted[s] : nil) ?? NKoAlphabet.consonantLatin[s] ?? ""
                var j = i + 1
                while j < scalars.count, NKoAlphabet.isCombiningMark(scalars[j]) { j += 1 }
                // A left-out vowel: this consonant is followed by another with a vowel.
                if j < scalars.count, NKoAlphabet.isConsonant(scalars[j]), let next = vowel(after: j),
                    let latin = NKoAlphabet.vowelLatin[next]
                {
                    out += latin
                }
                i = j
                continue
            }
            switch s {
            case NKoAlphabet.syllabicNasal: out += "n"
            case NKoAlphabet.dagbasinna: break
            case _ where NKoAlphabet.apostrophes.contains(s): out += "'"
            case _ where NKoAlphabet.isCombiningMark(s): break
            case _ where (0x07C0...0x07C9).contains(s.value): out += String(s.value - 0x07C0)
            default:
                let c = Character(s)
                if let latin = NKoAlphabet.punctuation.first(where: { $0.value == c })?.key {
                    out.append(latin)
                } else if c == "،" {
                    out += ","
                } else {
                    out.unicodeScalars.append(s)
                }
            }
            i += 1
        }
        return out
    }
}
