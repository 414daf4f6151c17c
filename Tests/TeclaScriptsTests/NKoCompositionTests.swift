import Testing
import TeclaCore
import TeclaScripts

/// Tone marks on N'Ko letters: the order they are written in, one tone per vowel, and taking
/// them off one at a time.
@Suite struct NKoCompositionTests {
    let a = "\u{07CA}", nasal: Unicode.Scalar = "\u{07F2}", low: Unicode.Scalar = "\u{07EC}", high: Unicode.Scalar = "\u{07EB}"

    @Test func nasalizationComesBeforeTheToneWhicheverIsTypedFirst() {
        let expected = "\u{07CA}\u{07F2}\u{07EC}"
        #expect(Array(NKoComposition.adding(low, to: NKoComposition.adding(nasal, to: a)).unicodeScalars) == Array(expected.unicodeScalars))
        #expect(Array(NKoComposition.adding(nasal, to: NKoComposition.adding(low, to: a)).unicodeScalars) == Array(expected.unicodeScalars))
        #expect(Array(NKoAlphabet.orderingMarks("\u{07CA}\u{07EC}\u{07F2}").unicodeScalars) == Array(expected.unicodeScalars))
    }

    @Test func aSecondToneReplacesTheFirstAndTheSameMarkIsNotDoubled() {
        #expect(Array(NKoComposition.adding(high, to: a + "\u{07EC}").unicodeScalars) == ["\u{07CA}", "\u{07EB}"])
        #expect(Array(NKoComposition.adding(nasal, to: a + "\u{07F2}").unicodeScalars) == ["\u{07CA}", "\u{07F2}"])
    }

    @Test func marksComeOffOneAtATime() {
        let full = "\u{07CA}\u{07F2}\u{07EC}"
        let once = NKoComposition.removingLastMark(from: full)
        #expect(once.map { Array($0.unicodeScalars) } == ["\u{07CA}", "\u{07F2}"])
        #expect(once.flatMap(NKoComposition.removingLastMark).map { Array($0.unicodeScalars) } == ["\u{07CA}"])
        #expect(NKoComposition.removingLastMark(from: a) == nil)
        #expect(NKoComposition.removingLastMark(from: "e") == nil)
        // Arabic harakat too: بَ → ب
        #expect(NKoComposition.removingLastMark(from: "\u{0628}\u{064E}") == "\u{0628}")
    }

    @Test func tonesFoldAwayForLookupButTheNasalizationMarkStays() {
        #expect(NKoAlphabet.strippingTones("ߞߊ߲߬") == "ߞߊ߲")
        #expect(NKoAlphabet.strippingTones("ߓߊ߯ߙߊ") == "ߓߊߙߊ")
    }

    @Test func digitsAreTheNKoDigitsZeroFirst() {
        #expect(NKoAlphabet.digits.count == 10)
        #expect(NKoAlphabet.digits.first == "\u{07C0}" && NKoAlphabet.digits.last == "\u{07C9}")
        #expect(NKoAlphabet.digits.allSatisfy { $0.properties.numericType == .decimal })
    }

    @Test func theLayoutsAreRightToLeftWithAVowelRowAndDigits() throws {
        let layout = NKoLayout.definition.layout(metrics: .iPhonePortrait(width: 390))
        #expect(layout.direction == .rightToLeft)
        let vowels = layout.homePage.rows[0]
        // ߊ, the first vowel, is drawn at the right.
        let aKey = try #require(vowels.first { $0.label == "ߊ" })
        #expect(vowels.allSatisfy { $0.frame.minX <= aKey.frame.minX })
        #expect(aKey.alternates.count == 8 && aKey.alternates.allSatisfy { $0.unicodeScalars.first == "\u{07CA}" })
        let picker = try #require(layout.homePage.key(id: "tone-marks"))
        #expect(picker.alternates.count == 9)
        let numbers = try #require(layout.page(.numbers))
        let digitKeys = numbers.rows[0]
        #expect(Set(digitKeys.map(\.label)) == Set(NKoAlphabet.digits.map { String(Character($0)) }))
        // ߁ at the right, as N'Ko numbers are read.
        #expect(digitKeys.last?.label == "߁")
        let latin = NKoLayout.latinDefinition.layout(metrics: .iPhonePortrait(width: 390))
        #expect(latin.direction == .rightToLeft)
        #expect(latin.homePage.key(id: "ɛ") != nil && latin.homePage.key(id: "ɔ") != nil)
        #expect(!latin.hasShiftKey)
    }
}
