/// The Latin enclitics -que ("and"), -ne (a question) and -ve ("or"), written joined to the word
/// before them: *arma virumque* is *arma virum-que*, *estne* is *est-ne*.
///
/// A word is split only when what is left is itself a word (the caller says which words exist:
/// the corpus while a pack is built, the lexicon while typing), and never when the word is one
/// whose ending only looks like an enclitic:
///
/// - fixed words: *atque, itaque, denique, quoque, neque, namque, quisque, uterque, quinque,
///   usque, sine, sive, neve…* and every *-cumque* (*quicumque*);
/// - for -ne and -ve, inflected forms: *ratione* is not *ratio-ne* but the ablative of *ratio*
///   (the corpus has *rationem* and *rationis*), *suave* is not *sua-ve* (*suavis*).
///
/// ```swift
/// let words: Set = ["virum", "est", "ratio", "rationem", "at"]
/// LatinEnclitics.split("virumque") { words.contains($0) }   // ("virum", "que")
/// LatinEnclitics.split("Estne") { words.contains($0) }      // ("Est", "ne")
/// LatinEnclitics.split("atque") { words.contains($0) }      // nil: one word
/// LatinEnclitics.split("ratione") { words.contains($0) }    // nil: the ablative of ratio
/// ```
public enum LatinEnclitics {
    /// The enclitics, longest first.
    public static let enclitics = ["que", "ne", "ve"]

    /// Words that end like an enclitic but are one word (lowercase, without macrons).
    public static let fixedWords: Set<String> = [
        // -que: conjunctions and adverbs
        "atque", "itaque", "denique", "quoque", "neque", "namque", "utique", "ubique", "undique", "usque",
        "absque", "susque", "quandoque", "quousque", "hucusque", "adusque", "plerumque", "utrimque", "utrinque",
        "quinque", "aeque", "antique", "oblique", "inique", "longinque", "propinque",
        // -que: the pronouns quisque and uterque and their compounds
        "quisque", "quaeque", "quodque", "quidque", "quicque", "quemque", "quamque", "cuiusque", "cuique",
        "quaque", "quique", "quosque", "quasque", "quorumque", "quarumque", "quibusque",
        "uterque", "utraque", "utrumque", "utrique", "utriusque", "utramque", "utroque", "utrosque", "utrasque",
        "utrorumque", "utrarumque", "utrisque", "unusquisque", "unumquodque", "unaquaeque", "uniuscuiusque",
        "unicuique", "unumquemque", "unamquamque", "unoquoque", "unaquaque",
        "plerique", "pleraque", "plerosque", "plerasque", "plerisque", "plerorumque", "plerarumque",
        // -ne and -ve
        "sine", "bene", "paene", "pone", "mane", "nonne", "anne", "sive", "neve", "nive", "seve",
    ]

    /// The word without its enclitic and the enclitic, or nil when `word` is one word.
    ///
    /// - Parameters:
    ///   - word: a word as written (case and macrons are kept in the parts returned).
    ///   - isWord: whether a string (lowercase, as found) is a known word.
    public static func split(_ word: String, isWord: (String) -> Bool) -> (host: String, enclitic: String)? {
        let plain = plainLowercase(word)
        guard plain.count == word.count, !fixedWords.contains(plain), !plain.hasSuffix("cumque"), !plain.hasSuffix("cunque") else {
            return nil
        }
        for enclitic in enclitics where plain.hasSuffix(enclitic) {
            let hostLength = plain.count - enclitic.count
            // A host of one letter is never worth a split (e-que, a-ne are not Latin).
            guard hostLength >= 2 else { continue }
            let host = String(plain.prefix(hostLength))
            guard isWord(host) || isWord(String(word.prefix(hostLength)).lowercased()) else { continue }
            if enclitic != "que" && looksInflected(plain, isWord: isWord) { continue }
            return (String(word.prefix(hostLength)), String(word.suffix(enclitic.count)))
        }
        return nil
    }

    /// Whether a word in -ne or -ve is more likely a form of its own word: an ablative or
    /// neuter in -e whose paradigm has -em/-is/-us (ratione: rationem; suave: suavis), or an
    /// imperative with a first person in -o (solve: solvo).
    static func looksInflected(_ plain: String, isWord: (String) -> Bool) -> Bool {
        let stem = String(plain.dropLast())
        return isWord(plain + "m") || isWord(stem + "is") || isWord(stem + "us") || isWord(stem + "o")
    }

    /// Lowercase with macrons, breves and other marks removed (ā → a), one letter per letter.
    public static func plainLowercase(_ word: String) -> String {
        var out = String.UnicodeScalarView()
        for letter in word.lowercased() {
            // A precomposed ā, or a + combining macron: the first scalar, made plain.
            guard let first = letter.unicodeScalars.first else { continue }
            out.append(baseLetter(of: first) ?? first)
        }
        return String(out)
    }
}

extension LatinEnclitics {
    /// The base letter of a Latin vowel with a macron, breve, diaeresis or acute (the marks a
    /// Latin text carries), or nil when the scalar is plain.
    static func baseLetter(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "ā", "ă", "ä", "á", "à", "â": "a"
        case "ē", "ĕ", "ë", "é", "è", "ê": "e"
        case "ī", "ĭ", "ï", "í", "ì", "î": "i"
        case "ō", "ŏ", "ö", "ó", "ò", "ô": "o"
        case "ū", "ŭ", "ü", "ú", "ù", "û": "u"
        case "ȳ", "ÿ", "ý": "y"
        default: nil
        }
    }
}
