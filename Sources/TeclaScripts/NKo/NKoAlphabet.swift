/// The N'Ko script (U+07C0–U+07FF) as Tecla types and reads it: letters with their Latin
/// (Bambara orthography) values, the combining marks, digits and punctuation.
///
/// Values follow the Unicode character names, which the corpus confirms by frequency:
/// U+07CB NKO LETTER EE is [e], U+07CD NKO LETTER E is [ɛ], U+07CF OO is [o], U+07D0 O is [ɔ];
/// U+07D2 NKO LETTER N is the syllabic nasal (ŋ/n before a consonant), U+07E0 NA WOLOSO is the
/// [n] that /l/ becomes after a nasal, U+07E7 NYA WOLOSO likewise for /y/. (A table mapping
/// "ng" to NYA WOLOSO, as some public ones do, is wrong.)
public enum NKoAlphabet {
    /// The seven vowels, in N'Ko keyboard order, with their Latin letters.
    public static let vowels: [(nko: Unicode.Scalar, latin: String)] = [
        ("\u{07CA}", "a"), ("\u{07CB}", "e"), ("\u{07CC}", "i"), ("\u{07CD}", "ɛ"),
        ("\u{07CE}", "u"), ("\u{07CF}", "o"), ("\u{07D0}", "ɔ"),
    ]

    /// The consonant letters with the Latin spelling each is typed and romanized with.
    public static let consonants: [(nko: Unicode.Scalar, latin: String)] = [
        ("\u{07D3}", "b"), ("\u{07D4}", "p"), ("\u{07D5}", "t"), ("\u{07D6}", "j"), ("\u{07D7}", "c"),
        ("\u{07D8}", "d"), ("\u{07D9}", "r"), ("\u{07DA}", "rr"), ("\u{07DB}", "s"), ("\u{07DC}", "gb"),
        ("\u{07DD}", "f"), ("\u{07DE}", "k"), ("\u{07DF}", "l"), ("\u{07E0}", "n"), ("\u{07E1}", "m"),
        ("\u{07E2}", "ny"), ("\u{07E3}", "n"), ("\u{07E4}", "h"), ("\u{07E5}", "w"), ("\u{07E6}", "y"),
        ("\u{07E7}", "ny"), ("\u{07E8}", "j"), ("\u{07E9}", "c"), ("\u{07EA}", "r"),
    ]

    /// U+07D2 NKO LETTER N: the syllabic nasal, a syllable of its own ("n" before a consonant).
    public static let syllabicNasal: Unicode.Scalar = "\u{07D2}"
    /// U+07D1 NKO LETTER DAGBASINNA: marks a consonant with no vowel after it.
    public static let dagbasinna: Unicode.Scalar = "\u{07D1}"
    /// U+07F2 NKO COMBINING NASALIZATION MARK: written right after the vowel, before its tone mark ("an" → ߊ߲).
    public static let nasalizationMark: Unicode.Scalar = "\u{07F2}"
    /// U+07ED NKO COMBINING SHORT RISING TONE also dots consonants for foreign sounds (ߜ߭ g).
    public static let foreignSoundDot: Unicode.Scalar = "\u{07ED}"

    /// The tone marks U+07EB–U+07F1: short high, short low, short rising, long descending,
    /// long high, long low, long rising.
    public static let toneMarks: [Unicode.Scalar] = (0x07EB...0x07F1).map { Unicode.Scalar($0)! }
    /// Long-vowel tone marks (the Latin orthography doubles the vowel: ߓߊ߯ߙߊ = baara).
    public static let longToneMarks: Set<Unicode.Scalar> = ["\u{07EE}", "\u{07EF}", "\u{07F0}", "\u{07F1}"]
    /// Every combining mark of the block: the tone marks, the nasalization mark, the double
    /// dot above (U+07F3) and the dantayalan (U+07FD).
    public static let combiningMarks: Set<Unicode.Scalar> = Set(toneMarks + ["\u{07F2}", "\u{07F3}", "\u{07FD}"])

    /// N'Ko digits ߀–߉ (U+07C0–U+07C9), zero first. Stored most significant first, as
    /// Arabic-Indic digits are; the bidi algorithm shows the number right to left.
    public static let digits: [Unicode.Scalar] = (0x07C0...0x07C9).map { Unicode.Scalar($0)! }

    /// Elision apostrophes: U+07F4 HIGH TONE and U+07F5 LOW TONE APOSTROPHE (ߞߵߊ߬ = k'a).
    public static let apostrophes: Set<Unicode.Scalar> = ["\u{07F4}", "\u{07F5}"]

    /// Latin punctuation and the mark N'Ko text uses for it: ߸ (NKO COMMA), ߹ (NKO EXCLAMATION
    /// MARK), and the Arabic question mark and semicolon that real N'Ko text uses.
    public static let punctuation: [Character: Character] = [",": "߸", "!": "߹", "?": "؟", ";": "؛"]

    /// Lookup tables built once.
    static let vowelLatin: [Unicode.Scalar: String] = Dictionary(uniqueKeysWithValues: vowels.map { ($0.nko, $0.latin) })
    static let consonantLatin: [Unicode.Scalar: String] = Dictionary(uniqueKeysWithValues: consonants.map { ($0.nko, $0.latin) })

    /// Whether `scalar` is one of the seven vowel letters.
    public static func isVowel(_ scalar: Unicode.Scalar) -> Bool { (0x07CA...0x07D0).contains(scalar.value) }
    /// Whether `scalar` is a consonant letter (U+07D3–U+07EA).
    public static func isConsonant(_ scalar: Unicode.Scalar) -> Bool { (0x07D3...0x07EA).contains(scalar.value) }
    /// Whether `scalar` is a tone mark (U+07EB–U+07F1).
    public static func isToneMark(_ scalar: Unicode.Scalar) -> Bool { (0x07EB...0x07F1).contains(scalar.value) }
    /// Whether `scalar` is any N'Ko combining mark.
    public static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool { combiningMarks.contains(scalar) }
    /// Whether `scalar` is in the N'Ko block.
    public static func isNKo(_ scalar: Unicode.Scalar) -> Bool { (0x07C0...0x07FF).contains(scalar.value) }

    /// `text` without tone marks (and without the foreign-sound dot, which is the same code
    /// point as the short rising tone); the nasalization mark stays, since it spells a sound.
    public static func strippingTones(_ text: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isToneMark(scalar) && scalar != "\u{07F3}" && scalar != "\u{07FD}" {
            out.append(scalar)
        }
        return String(out)
    }

    /// Puts each letter's combining marks in the order N'Ko text writes them: the nasalization
    /// mark first, then the tone mark (ߊ߲߬ is U+07CA U+07F2 U+07EC: 134,863 times in the corpus,
    /// the reverse never). Unicode's canonical ordering cannot do this: all these marks have
    /// combining class 230, so they stay in the order they were typed.
    public static func orderingMarks(_ text: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        var pending: [Unicode.Scalar] = []
        func flush() {
            out.append(contentsOf: pending.filter { $0 == nasalizationMark })
            out.append(contentsOf: pending.filter { $0 != nasalizationMark })
            pending.removeAll()
        }
        for scalar in text.unicodeScalars {
            if isCombiningMark(scalar) {
                pending.append(scalar)
            } else {
                flush()
                out.append(scalar)
            }
        }
        flush()
        return String(out)
    }
}
