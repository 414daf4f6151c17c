/// Where classical Latin makes a vowel short whatever the word, so that a macron (ā, a long
/// vowel) cannot stand there. The Latin pack is counted on text without macrons: "amā" finds a
/// stored "amat" and "amant" as readily as "amabat", and only the spelling tells that the a of
/// amat is short, so that "amāt" is no word.
///
/// A vowel is short
/// - before another vowel (deus, not dēus; rosae): except ī in the genitives in -īus (ūnīus,
///   illīus), ē between i and ī (diēī), the ī of fīō (fīunt, though not fierī), and a vowel
///   before a consonantal i (māior, ēius);
/// - before nt or nd (amant, amandus): except in nūntius, nūndinae, quīntus, quīndecim, cōntiō,
///   ūndecim, ūndēvīgintī, nōndum, vīndēmia, prēndō and the words built on them;
/// - before a final m or t (rosam, amat), a final nc (nunc, hinc), a final b or d (ab, ad, apud,
///   illud), and a final l or r in a word of more than one syllable (animal, amor).
///
/// Rules cannot tell a vowel short by nature in an open place ("atque", "annō"): the commonest
/// words, whose quantities are fixed and whose first letters every completion meets, are listed
/// with their macrons (``knownQuantities``), and a macron typed on one of their short vowels
/// rules them out (ā offers ā, never "ātque", "ād" or "āb").
///
/// Greek words (Aenēās) break the first rule and are not covered; they are rare in typing.
///
/// ```swift
/// LatinVowelQuantity.allowsMacrons(in: "amābat")   // true
/// LatinVowelQuantity.allowsMacrons(in: "amāt")     // false: before a final t
/// LatinVowelQuantity.allowsMacrons(in: "amāntes")  // false: before nt
/// LatinVowelQuantity.allowsMacrons(in: "nūntius")  // true
/// ```
public enum LatinVowelQuantity {
    /// Whether every macron of `word` stands on a vowel that may be long.
    public static func allowsMacrons(in word: String) -> Bool {
        let letters = word.lowercased().map(Letter.init)
        if let known = knownQuantities[String(letters.map { Character($0.base) })] {
            let knownLetters = known.map(Letter.init)
            guard knownLetters.count == letters.count else { return true }
            return !letters.indices.contains { letters[$0].isLong && !knownLetters[$0].isLong }
        }
        return !letters.indices.contains { letters[$0].isLong && isShortByPosition(at: $0, in: letters) }
    }

    /// The commonest Latin words whose vowel quantities do not depend on their use, by their
    /// plain spelling (words that differ by use, like hic / hīc, ea / eā, quā / qua, are left out).
    public static let knownQuantities: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "ā", "ab", "abs", "ac", "ad", "an", "annō", "ante", "apud", "at", "atque", "aut", "autem", "cum", "dē", "ē", "ego",
            "enim", "est", "et", "etiam", "ex", "iam", "id", "in", "inter", "ipse", "ita", "mē", "mihi", "nam", "nē", "nec", "neque",
            "nihil", "nisi", "nōn", "nōs", "nunc", "ob", "omnis", "per", "post", "prō", "quam", "quid", "quis", "quod", "sē", "sed",
            "semper", "sī", "sibi", "sīc", "sine", "sub", "sum", "sunt", "tam", "tamen", "tē", "tibi", "tū", "tum", "tunc", "ubi",
            "ut", "vel", "vōs",
        ].map { (String($0.unicodeScalars.map { Character(LatinEnclitics.baseLetter(of: $0) ?? $0) }), $0) })

    /// Families whose vowel before nt or nd is long (plain letters, as they start or sit in a word).
    static let longBeforeNasalStops = ["nunti", "nundin", "quint", "quind", "contio", "undec", "undev", "nond", "vindem", "prend"]

    /// One letter: its plain base and whether it carries a macron.
    struct Letter {
        var base: Unicode.Scalar
        var isLong: Bool

        init(_ letter: Character) {
            let scalars = letter.unicodeScalars
            let first = scalars.first ?? " "
            base = LatinEnclitics.baseLetter(of: first) ?? first
            // Precomposed (ā) or a letter and U+0304 COMBINING MACRON.
            isLong = "āēīōūȳ".unicodeScalars.contains(first) || scalars.contains("\u{0304}")
        }

        var isVowel: Bool { "aeiouyæœ".unicodeScalars.contains(base) }
    }

    static func isShortByPosition(at k: Int, in letters: [Letter]) -> Bool {
        guard letters[k].isVowel else { return false }
        let count = letters.count
        let next = k + 1 < count ? letters[k + 1] : nil
        let afterNext = k + 2 < count ? letters[k + 2] : nil
        if let next, next.isVowel {
            return !isLongBeforeVowel(at: k, in: letters)
        }
        if next?.base == "n", let stop = afterNext?.base, stop == "t" || stop == "d" {
            return !isInLongFamily(at: k, in: letters)
        }
        if next?.base == "n", afterNext?.base == "c", k + 3 == count { return true }
        if let next, k + 2 == count {
            if next.base == "m" || next.base == "t" || next.base == "b" || next.base == "d" { return true }
            // animal, amor; but sōl, fūr, vēr (one syllable).
            let isPolysyllable = letters[..<k].enumerated().contains { index, letter in
                letter.isVowel && !(letter.base == "u" && index > 0 && letters[index - 1].base == "q")
            }
            if next.base == "l" || next.base == "r" { return isPolysyllable }
        }
        return false
    }

    /// The exceptions to "a vowel before a vowel is short".
    static func isLongBeforeVowel(at k: Int, in letters: [Letter]) -> Bool {
        let count = letters.count
        let vowel = letters[k].base, next = letters[k + 1]
        // māior, ēius, Gāius: the i is a consonant, the syllable long.
        if next.base == "i", !next.isLong, k + 2 < count, letters[k + 2].isVowel { return true }
        // The genitives ūnīus, illīus, tōtīus.
        if vowel == "i", next.base == "u", k + 3 == count, letters[k + 2].base == "s", count >= 5 { return true }
        // diēī, aciēī, speciēī.
        if vowel == "e", k > 0, letters[k - 1].base == "i", next.base == "i" { return true }
        // fīō, fīunt, fīēbat; but fierī.
        if vowel == "i", k == 1, letters[0].base == "f" {
            return !(next.base == "e" && k + 2 < count && letters[k + 2].base == "r")
        }
        return false
    }

    /// Whether the vowel at `k` belongs to a family whose vowel before nt or nd is long (nūntius).
    static func isInLongFamily(at k: Int, in letters: [Letter]) -> Bool {
        let plain = letters.map { Character($0.base) }
        for family in longBeforeNasalStops {
            let stem = Array(family)
            guard stem.count <= plain.count else { continue }
            for start in 0...(plain.count - stem.count) where start <= k && k < start + stem.count {
                if Array(plain[start..<start + stem.count]) == stem { return true }
            }
        }
        return false
    }
}
