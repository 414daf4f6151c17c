import Testing
import TeclaScripts

/// Latin letters to untoned N'Ko, letter by letter and digraph by digraph, checked against the
/// Unicode character names (NKO LETTER …) and the corpus's spellings.
@Suite struct NKoTransliteratorTests {
    let t = NKoTransliterator()

    /// Every consonant typed before a: (Latin, the N'Ko letter by its Unicode name).
    static let consonants: [(String, String)] = [
        ("b", "\u{07D3}"),  // NKO LETTER BA
        ("p", "\u{07D4}"),  // NKO LETTER PA
        ("t", "\u{07D5}"),  // NKO LETTER TA
        ("j", "\u{07D6}"),  // NKO LETTER JA
        ("dj", "\u{07D6}"),
        ("c", "\u{07D7}"),  // NKO LETTER CHA
        ("ch", "\u{07D7}"),
        ("d", "\u{07D8}"),  // NKO LETTER DA
        ("r", "\u{07D9}"),  // NKO LETTER RA
        ("rr", "\u{07DA}"),  // NKO LETTER RRA
        ("s", "\u{07DB}"),  // NKO LETTER SA
        ("gb", "\u{07DC}"),  // NKO LETTER GBA
        ("f", "\u{07DD}"),  // NKO LETTER FA
        ("k", "\u{07DE}"),  // NKO LETTER KA
        ("l", "\u{07DF}"),  // NKO LETTER LA
        ("m", "\u{07E1}"),  // NKO LETTER MA
        ("ny", "\u{07E2}"),  // NKO LETTER NYA
        ("ɲ", "\u{07E2}"),
        ("n", "\u{07E3}"),  // NKO LETTER NA
        ("h", "\u{07E4}"),  // NKO LETTER HA
        ("w", "\u{07E5}"),  // NKO LETTER WA
        ("y", "\u{07E6}"),  // NKO LETTER YA
        // Loan sounds: the base letter with the dot above (U+07ED).
        ("g", "\u{07DC}\u{07ED}"), ("v", "\u{07DD}\u{07ED}"), ("z", "\u{07D6}\u{07ED}"), ("sh", "\u{07DB}\u{07ED}"),
        ("x", "\u{07DE}"), ("q", "\u{07DE}"),
    ]

    @Test(arguments: consonants)
    func everyConsonantAndDigraph(latin: String, nko: String) {
        #expect(t.transliterate(latin + "a") == nko + "\u{07CA}", "\(latin)a")
    }

    /// The seven vowels, with the easy ways to type ɛ and ɔ.
    static let vowels: [(String, String)] = [
        ("a", "\u{07CA}"),  // NKO LETTER A
        ("e", "\u{07CB}"),  // NKO LETTER EE [e]
        ("i", "\u{07CC}"),  // NKO LETTER I
        ("ɛ", "\u{07CD}"), ("è", "\u{07CD}"), ("ë", "\u{07CD}"),  // NKO LETTER E [ɛ]
        ("u", "\u{07CE}"),  // NKO LETTER U
        ("o", "\u{07CF}"),  // NKO LETTER OO [o]
        ("ɔ", "\u{07D0}"), ("ò", "\u{07D0}"), ("ö", "\u{07D0}"),  // NKO LETTER O [ɔ]
    ]

    @Test(arguments: vowels)
    func everyVowel(latin: String, nko: String) {
        #expect(t.transliterate("b" + latin) == "\u{07D3}" + nko)
    }

    /// The alphabet's table against the Unicode character names, so a swapped letter cannot hide.
    @Test func theAlphabetAgreesWithTheUnicodeNames() {
        let names: [String: String] = [
            "a": "NKO LETTER A", "e": "NKO LETTER EE", "i": "NKO LETTER I", "ɛ": "NKO LETTER E", "u": "NKO LETTER U",
            "o": "NKO LETTER OO", "ɔ": "NKO LETTER O",
        ]
        for (scalar, latin) in NKoAlphabet.vowels {
            #expect(scalar.properties.name == names[latin], "\(latin)")
        }
        let consonantNames: [String: [String]] = [
            "b": ["NKO LETTER BA"], "p": ["NKO LETTER PA"], "t": ["NKO LETTER TA"], "j": ["NKO LETTER JA", "NKO LETTER JONA JA"],
            "c": ["NKO LETTER CHA", "NKO LETTER JONA CHA"], "d": ["NKO LETTER DA"], "r": ["NKO LETTER RA", "NKO LETTER JONA RA"],
            "rr": ["NKO LETTER RRA"], "s": ["NKO LETTER SA"], "gb": ["NKO LETTER GBA"], "f": ["NKO LETTER FA"],
            "k": ["NKO LETTER KA"], "l": ["NKO LETTER LA"], "n": ["NKO LETTER NA", "NKO LETTER NA WOLOSO"], "m": ["NKO LETTER MA"],
            "ny": ["NKO LETTER NYA", "NKO LETTER NYA WOLOSO"], "h": ["NKO LETTER HA"], "w": ["NKO LETTER WA"], "y": ["NKO LETTER YA"],
        ]
        for (scalar, latin) in NKoAlphabet.consonants {
            #expect(consonantNames[latin]?.contains(scalar.properties.name ?? "") == true, "\(latin): \(scalar.properties.name ?? "?")")
        }
        #expect(NKoAlphabet.syllabicNasal.properties.name == "NKO LETTER N")
        #expect(NKoAlphabet.nasalizationMark.properties.name == "NKO COMBINING NASALIZATION MARK")
    }

    @Test func theNasals() {
        #expect(t.transliterate("nko") == "ߒߞߏ")  // syllabic N at a word's start before a consonant
        #expect(t.transliterate("ŋ") == "ߒ")
        #expect(t.transliterate("ngoni") == "ߒߜ߭ߏߣߌ")  // ng starting a word: ŋ then g
        #expect(t.transliterate("kan") == "ߞߊ߲")  // vowel + n at the end: nasal vowel
        #expect(t.transliterate("kanto") == "ߞߊ߲ߕߏ")  // vowel + n + consonant: nasal vowel
        #expect(t.transliterate("kana") == "ߞߊߣߊ")  // n before a vowel: NA
        // ng is a nasal vowel then g: never NYA WOLOSO (U+07E7), as a table we were handed had it.
        #expect(!t.transliterate("sanga").unicodeScalars.contains("\u{07E7}"))
    }

    @Test func lengthIsLeftToTheLexiconAndCaseIsIgnored() {
        #expect(t.transliterate("baara") == "ߓߊߙߊ")
        #expect(t.transliterate("BAARA") == "ߓߊߙߊ")
    }

    @Test func digitsApostrophesAndPunctuation() {
        #expect(t.transliterate("1990") == "߁߉߉߀")
        #expect(t.transliterate("k'a") == "ߞߴߊ")
        #expect(t.transliterate("a, b? c!") == "ߊ߸ ߓ؟ ߗ߹")
    }

    @Test func romanizationRoundTrip() {
        let r = NKoRomanizer()
        #expect(r.romanize("ߒߞߏ") == "nko")
        #expect(r.romanize("ߓߊ߯ߙߊ") == "baara")
        #expect(r.romanize("ߞߣߐ") == "kɔnɔ")  // the left-out vowel is restored
        #expect(r.romanize("ߢߐ߲߰") == "nyɔɔn")  // long, then nasal
        #expect(r.romanize("ߜ߭ߊ") == "ga")
        #expect(r.romanize("߁߉߉߀") == "1990")
        for word in ["ߒߞߏ", "ߓߊ߯ߙߊ", "ߞߊ߲߬", "ߡߊ߬ߣߌ߲߬ߞߊ߬"] {
            let untoned = NKoAlphabet.strippingTones(word)
            #expect(NKoSpellingVariants.variants(of: t.transliterate(r.romanize(word)), isComplete: true).contains(untoned), "\(word)")
        }
    }

    @Test func spellingVariantsBridgeElisionAndNasals() {
        #expect(NKoSpellingVariants.variants(of: "ߞߐߣߐ", isComplete: true).contains("ߞߣߐ"))
        #expect(NKoSpellingVariants.variants(of: "ߟߐ߲ߞߋߟߊ", isComplete: true).contains("ߟߐߒߞߋߟߊ"))
        #expect(NKoSpellingVariants.variants(of: "ߞߊߢߊ", isComplete: true).contains("ߞߊ߲ߦߊ"))
        // Different vowels are never elided.
        #expect(!NKoSpellingVariants.variants(of: "ߞߊߣߐ", isComplete: true).contains("ߞߣߐ"))
    }
}
