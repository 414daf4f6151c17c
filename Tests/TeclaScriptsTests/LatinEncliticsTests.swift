import Testing
import TeclaScripts

/// -que, -ne and -ve come off a word only when what is left is a word, and never off the words
/// that merely end like them.
@Suite struct LatinEncliticsTests {
    /// A small Latin vocabulary: hosts, and the paradigm forms that mark an ablative in -ne.
    static let words: Set<String> = [
        "virum", "senatus", "populus", "est", "tu", "arma", "at", "ita", "quo", "ne", "si", "deni", "nam",
        "ratio", "rationem", "rationis", "sermo", "sermonem", "sua", "suavis", "quis", "uter", "quin", "plerum",
        "ego", "alter", "terra", "solvo", "sol",
    ]
    static func isWord(_ word: String) -> Bool { words.contains(word) }

    @Test func splitsWhenTheRestIsAWord() {
        #expect(LatinEnclitics.split("virumque", isWord: Self.isWord)! == ("virum", "que"))
        #expect(LatinEnclitics.split("senatusque", isWord: Self.isWord)! == ("senatus", "que"))
        #expect(LatinEnclitics.split("estne", isWord: Self.isWord)! == ("est", "ne"))
        #expect(LatinEnclitics.split("egone", isWord: Self.isWord)! == ("ego", "ne"))
        #expect(LatinEnclitics.split("terrave", isWord: Self.isWord)! == ("terra", "ve"))
    }

    @Test func keepsCaseAndMacronsInTheParts() {
        #expect(LatinEnclitics.split("Populusque", isWord: Self.isWord)! == ("Populus", "que"))
        #expect(LatinEnclitics.split("terrāque", isWord: { $0 == "terra" || $0 == "terrā" })! == ("terrā", "que"))
        #expect(LatinEnclitics.split("tūne", isWord: Self.isWord)! == ("tū", "ne"))
    }

    @Test func fixedWordsStayWhole() {
        // Each of these leaves a real word (at, ita, deni, quo, ne, nam, quis, uter, quin, si…).
        for word in [
            "atque", "itaque", "denique", "quoque", "neque", "namque", "quisque", "uterque", "quinque",
            "plerumque", "sine", "sive", "neve", "quicumque", "Atque", "ITAQUE",
        ] {
            #expect(LatinEnclitics.split(word, isWord: Self.isWord) == nil, "\(word) is one word")
        }
    }

    @Test func unknownHostsAndInflectedFormsStayWhole() {
        #expect(LatinEnclitics.split("bene", isWord: Self.isWord) == nil)
        #expect(LatinEnclitics.split("homine", isWord: Self.isWord) == nil, "homi is no word")
        #expect(LatinEnclitics.split("ratione", isWord: Self.isWord) == nil, "the ablative of ratio (rationem)")
        #expect(LatinEnclitics.split("sermone", isWord: Self.isWord) == nil)
        #expect(LatinEnclitics.split("suave", isWord: Self.isWord) == nil, "suavis, not sua-ve")
        #expect(LatinEnclitics.split("solve", isWord: Self.isWord) == nil, "solvo, not sol-ve")
        #expect(LatinEnclitics.split("que", isWord: Self.isWord) == nil)
        #expect(LatinEnclitics.split("aque", isWord: Self.isWord) == nil, "a one-letter host is never split")
    }

    @Test func plainLowercaseDropsMarksLetterForLetter() {
        #expect(LatinEnclitics.plainLowercase("Ămāvīstīne") == "amavistine")
        #expect(LatinEnclitics.plainLowercase("a\u{0304}mo") == "amo")
    }
}
