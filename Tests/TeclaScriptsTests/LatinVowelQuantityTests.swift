import Testing
@testable import TeclaScripts

/// Where Latin spelling makes a vowel short, so that a macron cannot stand there.
@Suite struct LatinVowelQuantityTests {
    @Test func macronsOnVowelsThatMayBeLong() {
        for word in ["amābat", "amāre", "amātor", "amāns", "amās", "rosārum", "cōnsul", "Rōmānus", "sōl", "fūr", "a\u{0304}mo"] {
            #expect(LatinVowelQuantity.allowsMacrons(in: word), "\(word)")
        }
    }

    @Test func vowelsTheNextLettersMakeShort() {
        // Before a final t or m, a final nc, a final l or r after another syllable, nt or nd, a vowel.
        for word in ["amāt", "rosām", "nūnc", "amōr", "animāl", "amānt", "amāntes", "amāndus", "dēus", "rosāe", "Amāt", "ama\u{0304}t"] {
            #expect(!LatinVowelQuantity.allowsMacrons(in: word), "\(word)")
        }
    }

    @Test func theKnownExceptions() {
        // Genitives in -īus, diēī, fīō, a consonantal i; nūntius and quīntus before nt, nōndum before nd.
        for word in ["ūnīus", "illīus", "diēī", "fīunt", "fīat", "māior", "ēius", "nūntius", "prōnūntiat", "quīntus", "nōndum"] {
            #expect(LatinVowelQuantity.allowsMacrons(in: word), "\(word)")
        }
        #expect(!LatinVowelQuantity.allowsMacrons(in: "fīerī"), "the i of fierī is short")
        #expect(!LatinVowelQuantity.allowsMacrons(in: "pīus"), "pius is no genitive")
    }
}

extension LatinVowelQuantityTests {
    /// A long-pressed ā at the start of a word once offered "ād" and "āb": a vowel before a final
    /// b or d is short, and the commonest words have their quantities listed.
    @Test func aFinalBOrDAndTheCommonestWordsFixTheVowel() {
        for word in ["ād", "āb", "apūd", "illūd", "ātque", "ānnō", "āc", "ān", "sēd"] {
            #expect(!LatinVowelQuantity.allowsMacrons(in: word), "\(word)")
        }
        for word in ["ā", "annō", "nōn", "sī", "sīc", "Nōn", "prō", "dē"] {
            #expect(LatinVowelQuantity.allowsMacrons(in: word), "\(word)")
        }
    }
}
