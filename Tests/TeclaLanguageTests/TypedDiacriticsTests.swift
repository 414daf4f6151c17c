import Testing
@testable import TeclaLanguage

/// Completions keep every diacritic the user typed, whatever the stored spelling lacks.
@Suite struct TypedDiacriticsTests {
    @Test func typedMarksAreReapplied() {
        #expect(TypedDiacritics.apply(typed: "amā", to: "amabat") == "amābat")
        #expect(TypedDiacritics.apply(typed: "ōrā", to: "orabant") == "ōrābant")
        #expect(TypedDiacritics.apply(typed: "Rōmā", to: "Romanus") == "Rōmānus")
        #expect(TypedDiacritics.apply(typed: "a\u{0304}ma", to: "amabat") == "a\u{0304}mabat", "a combining macron too")
    }

    @Test func ligaturesAndArabicHamzaAndTashkeel() {
        #expect(TypedDiacritics.apply(typed: "cæ", to: "caelum") == "cælum")
        #expect(TypedDiacritics.apply(typed: "أك", to: "اكبر") == "أكبر")
        #expect(TypedDiacritics.apply(typed: "كَت", to: "كتب") == "كَتب")
    }

    @Test func storedMarksStayAndPlainTypingChangesNothing() {
        #expect(TypedDiacritics.apply(typed: "caf", to: "café") == "café")
        #expect(TypedDiacritics.apply(typed: "ama", to: "amābat") == "amābat")
        #expect(TypedDiacritics.apply(typed: "ا", to: "أكبر") == "أكبر")
        #expect(TypedDiacritics.apply(typed: "ae", to: "æther") == "æther", "typed ae does not undo a stored ligature")
        #expect(TypedDiacritics.apply(typed: "xā", to: "amabat") == "amabat", "no match, the stored word as is")
    }

    /// The marks of "amā" fit "amabat" but not "amat": a Latin vowel before a final t is short.
    struct NoMacronBeforeAFinalT: MarkedSpellingRules {
        func allows(_ word: String) -> Bool { !word.hasSuffix("āt") }
    }

    @Test func marksTheRulesForbidLeaveTheWordOut() {
        let rules = NoMacronBeforeAFinalT()
        #expect(TypedDiacritics.apply(typed: "amā", to: "amabat", rules: rules) == "amābat")
        #expect(TypedDiacritics.apply(typed: "amā", to: "amat", rules: rules) == nil)
        #expect(TypedDiacritics.apply(typed: "amāt", to: "amat", rules: rules) == "amāt", "what the user typed is theirs")
        #expect(TypedDiacritics.apply(typed: "ama", to: "amat", rules: rules) == "amat", "no typed marks, nothing to judge")
    }

    @Test func storedCaseWithTypedMarks() {
        #expect(TypedDiacritics.apply(typed: "rōm", to: "Roma") == "Rōma")
    }

    /// In English a typed mark is part of the word: "cō" completes no word the lexicon spells
    /// without it (issue 34: a long-pressed é offered "Énjoy"); Latin, whose corpora leave
    /// macrons out, puts the typed macron on the stored word (LatinSuggestionTests).
    @Test func englishCompletionsNeverInventAMarkedSpelling() {
        // The tiny English pack has "cafe", "coffee"…
        let predictor = Predictor(pack: TestPacks.tiny)
        #expect(!predictor.completions(for: TypingContext(textBeforeCursor: "a co"), limit: 3).isEmpty)
        #expect(predictor.completions(for: TypingContext(textBeforeCursor: "a cō"), limit: 3).isEmpty)
        #expect(!predictor.addsTypedMarks)
    }
}

/// Folding's fast paths give exactly what the general rule (lowercase, decompose, drop marks)
/// gives: packs built before them fold every word the same way.
@Suite struct TextFoldingFastPathTests {
    @Test func nkoAndHangulFoldAsTheGeneralRuleDoes() {
        var differing: [String] = []
        for value in Array(0x07C0...0x07FF) + Array(0xAC00...0xD7A3) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            var slow: [Unicode.Scalar] = []
            TextFolding.foldedSlowly(scalar, into: &slow)
            if scalar == "\u{07F2}" || scalar == "\u{07E0}" || scalar == "\u{07E7}" || scalar == "\u{07F4}" || scalar == "\u{07F5}" || scalar == "\u{07D1}" {
                continue  // deliberate N'Ko foldings, tested with the lexicon
            }
            if TextFolding.fold(String(scalar)) != slow { differing.append(String(value, radix: 16)) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }
}
