/// Latin letters (Bambara/Manding orthography) to untoned N'Ko, as the N'Ko keyboard types them.
///
/// ```swift
/// NKoTransliterator().transliterate("kan")    // "ߞߊ߲"  (a vowel before n + consonant or end: nasal vowel)
/// NKoTransliterator().transliterate("nko")    // "ߒߞߏ"  (n starting a word before a consonant: ߒ)
/// NKoTransliterator().transliterate("baara")  // "ߓߊߙߊ" (length is a tone mark: restored from the lexicon)
/// ```
///
/// Rules, longest match first:
/// - digraphs gb → ߜ, ny → ߢ, ch → ߗ, dj → ߖ, rr → ߚ, sh → ߛ߭; loan sounds g → ߜ߭, v → ߝ߭,
///   z → ߖ߭ (the dot is U+07ED); c → ߗ, x and q → ߞ; the other consonants letter for letter;
/// - vowels a e i ɛ u o ɔ; ɛ is also typed è or ë, ɔ is also ò or ö (ASCII-friendly); a doubled
///   vowel is one letter, since N'Ko writes length with a tone mark;
/// - n before a vowel is ߣ; after a vowel and not before one it nasalizes the vowel (U+07F2);
///   elsewhere (a word's start, after a consonant) it is the syllabic nasal ߒ, as ŋ always is;
/// - ɲ → ߢ, the apostrophe → ߴ, digits → ߀–߉, , ! ? ; → ߸ ߹ ؟ ؛; anything else unchanged.
///
/// Tones are not typed: the suggestion bar offers the tone-marked words of the lexicon whose
/// untoned spelling this is (see `NKoSpellingVariants`). Complexity: O(n) in the input length.
public struct NKoTransliterator: Sendable {
    public init() {}

    private static let vowelLetters: [Character: Unicode.Scalar] = [
        "a": "\u{07CA}", "e": "\u{07CB}", "é": "\u{07CB}", "i": "\u{07CC}", "ɛ": "\u{07CD}", "è": "\u{07CD}", "ë": "\u{07CD}",
        "u": "\u{07CE}", "o": "\u{07CF}", "ó": "\u{07CF}", "ɔ": "\u{07D0}", "ò": "\u{07D0}", "ö": "\u{07D0}",
    ]
    private static let digraphs: [String: [Unicode.Scalar]] = [
        "gb": ["\u{07DC}"], "ny": ["\u{07E2}"], "ch": ["\u{07D7}"], "dj": ["\u{07D6}"], "rr": ["\u{07DA}"], "sh": ["\u{07DB}", "\u{07ED}"],
    ]
    private static let singles: [Character: [Unicode.Scalar]] = [
        "b": ["\u{07D3}"], "p": ["\u{07D4}"], "t": ["\u{07D5}"], "j": ["\u{07D6}"], "c": ["\u{07D7}"], "d": ["\u{07D8}"],
        "r": ["\u{07D9}"], "s": ["\u{07DB}"], "g": ["\u{07DC}", "\u{07ED}"], "f": ["\u{07DD}"], "v": ["\u{07DD}", "\u{07ED}"],
        "k": ["\u{07DE}"], "x": ["\u{07DE}"], "q": ["\u{07DE}"], "l": ["\u{07DF}"], "m": ["\u{07E1}"], "ɲ": ["\u{07E2}"],
        "h": ["\u{07E4}"], "w": ["\u{07E5}"], "y": ["\u{07E6}"], "z": ["\u{07D6}", "\u{07ED}"], "ŋ": ["\u{07D2}"],
        "'": ["\u{07F4}"], "’": ["\u{07F4}"],
    ]

    /// Whether `character` is something the transliterator reads as part of a word (a Latin
    /// letter it knows or an apostrophe).
    public static func isWordLetter(_ character: Character) -> Bool {
        let c = Character(character.lowercased())
        return vowelLetters[c] != nil || singles[c] != nil || c == "n"
    }

    /// The untoned N'Ko spelling of `latin` (case is ignored: N'Ko has none).
    public func transliterate(_ latin: some StringProtocol) -> String {
        let chars = Array(latin.lowercased())
        var out = String.UnicodeScalarView()
        var lastWasVowel = false
        var lastVowel: Character?
        var i = 0
        func isVowel(_ k: Int) -> Bool { k < chars.count && Self.vowelLetters[chars[k]] != nil }
        while i < chars.count {
            let c = chars[i]
            if let vowel = Self.vowelLetters[c] {
                // A doubled vowel is one long vowel: length is a tone mark, restored from the lexicon.
                if lastWasVowel, let previous = lastVowel, Self.vowelLetters[previous] == vowel {
                    i += 1
                    continue
                }
                out.append(vowel)
                lastWasVowel = true
                lastVowel = c
                i += 1
                continue
            }
            lastVowel = nil
            if i + 1 < chars.count, let pair = Self.digraphs[String(chars[i...i + 1])] {
                out.append(contentsOf: pair)
                lastWasVowel = false
                i += 2
                continue
            }
            if c == "n" {
                if isVowel(i + 1) {
                    out.append("\u{07E3}")
                } else if lastWasVowel {
                    out.append(NKoAlphabet.nasalizationMark)
                } else {
                    out.append(NKoAlphabet.syllabicNasal)
                }
                lastWasVowel = false
                i += 1
                continue
            }
            if let letters = Self.singles[c] {
                out.append(contentsOf: letters)
            } else if let digit = c.wholeNumberValue, c.isASCII {
                out.append(NKoAlphabet.digits[digit])
            } else if let mark = NKoAlphabet.punctuation[c] {
                out.append(contentsOf: mark.unicodeScalars)
            } else {
                out.append(contentsOf: c.unicodeScalars)
            }
            lastWasVowel = false
            i += 1
        }
        return String(out)
    }
}
