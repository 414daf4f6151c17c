import Foundation
import Testing
import TeclaScripts

@Suite struct HangulJamoTests {
    @Test func syllablesComposeAndDecompose() {
        #expect(HangulSyllable(initial: .kiyeok, vowel: .a).scalar == "가")
        #expect(HangulSyllable(initial: .hieuh, vowel: .i, final: .hieuh).scalar == "힣")
        let dak = HangulSyllable("닭")
        #expect(dak == HangulSyllable(initial: .tikeut, vowel: .a, final: .rieulKiyeok))
        #expect(dak?.conjoiningScalars == ["\u{1103}", "\u{1161}", "\u{11B0}"])
        #expect(HangulSyllable("ㄱ") == nil)
        #expect(HangulSyllable("a") == nil)
    }

    @Test func everySyllableRoundTripsAndDecomposesAsNFD() {
        for value in HangulSyllable.scalarRange {
            let scalar = Unicode.Scalar(value)!
            let syllable = HangulSyllable(scalar)!
            #expect(syllable.scalar == scalar)
            let text = String(Character(scalar))
            let nfd = Array(text.decomposedStringWithCanonicalMapping.unicodeScalars)
            let decomposed = HangulJamo.decomposed(text)
            #expect(decomposed == nfd)
            #expect(Array(HangulJamo.composed(decomposed).unicodeScalars) == [scalar])
        }
    }

    @Test func indicesFollowUnicodeOrder() {
        #expect(HangulConsonant.allCases.count == 19)
        #expect(HangulVowel.allCases.count == 21)
        #expect(HangulFinal.allCases.count == 27)
        #expect(HangulConsonant.hieuh.initialIndex == 18)
        #expect(HangulVowel.i.medialIndex == 20)
        #expect(HangulFinal.hieuh.finalIndex == 27)
        #expect(HangulConsonant.kiyeok.initialScalar == "\u{1100}")
        #expect(HangulVowel.a.medialScalar == "\u{1161}")
        #expect(HangulFinal.kiyeok.finalScalar == "\u{11A8}")
    }

    @Test func compatibilityAndConjoiningJamoConvertBothWays() {
        for consonant in HangulConsonant.allCases {
            #expect(HangulConsonant(compatibility: consonant.compatibilityScalar) == consonant)
            #expect(HangulJamo.initial(ofCompatibility: consonant.compatibilityScalar) == consonant.initialScalar)
            #expect(HangulJamo.compatibility(ofConjoining: consonant.initialScalar) == consonant.compatibilityScalar)
        }
        for vowel in HangulVowel.allCases {
            #expect(HangulJamo.medial(ofCompatibility: vowel.compatibilityScalar) == vowel.medialScalar)
            #expect(HangulJamo.compatibility(ofConjoining: vowel.medialScalar) == vowel.compatibilityScalar)
        }
        for final in HangulFinal.allCases {
            #expect(HangulJamo.final(ofCompatibility: final.compatibilityScalar) == final.finalScalar)
            #expect(HangulJamo.compatibility(ofConjoining: final.finalScalar) == final.compatibilityScalar)
        }
        #expect(HangulJamo.compatibility(ofConjoining: HangulJamo.araeA) == "\u{318D}")
        #expect(HangulJamo.compatibility(ofConjoining: HangulJamo.ssangAraeA) == "\u{318E}")
        #expect(HangulJamo.medial(ofCompatibility: "\u{318D}") == "\u{119E}")
        #expect(HangulJamo.final(ofCompatibility: "ㄸ") == nil, "ㄸ never ends a syllable")
        #expect(HangulJamo.initial(ofCompatibility: "ㄳ") == nil, "clusters never begin one")
    }

    @Test func theElevenClustersAndTheConsonantsThatCannotEndASyllable() {
        let clusters: [(HangulConsonant, HangulConsonant, Unicode.Scalar)] = [
            (.kiyeok, .sios, "ㄳ"), (.nieun, .cieuc, "ㄵ"), (.nieun, .hieuh, "ㄶ"), (.rieul, .kiyeok, "ㄺ"),
            (.rieul, .mieum, "ㄻ"), (.rieul, .pieup, "ㄼ"), (.rieul, .sios, "ㄽ"), (.rieul, .thieuth, "ㄾ"),
            (.rieul, .phieuph, "ㄿ"), (.rieul, .hieuh, "ㅀ"), (.pieup, .sios, "ㅄ"),
        ]
        for (first, second, scalar) in clusters {
            let final = HangulFinal(clustering: first, second)
            #expect(final?.compatibilityScalar == scalar)
            #expect(final?.consonants == [first, second])
            #expect(final?.isCluster == true)
        }
        #expect(HangulFinal.allCases.filter(\.isCluster).count == 11)
        #expect(HangulFinal(clustering: .rieul, .tikeut) == nil)
        #expect(HangulFinal(clustering: .nieun, .sios) == nil)
        #expect(HangulConsonant.allCases.filter { $0.asFinal == nil } == [.ssangTikeut, .ssangPieup, .ssangCieuc])
        #expect(HangulFinal.ssangKiyeok.consonants == [.ssangKiyeok] && !HangulFinal.ssangKiyeok.isCluster)
    }

    @Test func compoundVowels() {
        #expect(HangulVowel(compounding: .o, .a) == .wa)
        #expect(HangulVowel(compounding: .o, .ae) == .wae)
        #expect(HangulVowel(compounding: .o, .i) == .oe)
        #expect(HangulVowel(compounding: .u, .eo) == .wo)
        #expect(HangulVowel(compounding: .u, .e) == .we)
        #expect(HangulVowel(compounding: .u, .i) == .wi)
        #expect(HangulVowel(compounding: .eu, .i) == .yi)
        #expect(HangulVowel(compounding: .a, .i) == nil, "ㅐ is a vowel of its own in Unicode")
        #expect(HangulVowel.wa.components.map { [$0.0, $0.1] } == [.o, .a])
        #expect(HangulVowel.a.components == nil)
    }

    @Test func composingKeepsPendingJamoAndAddsFinalsToSyllables() {
        let composed = HangulJamo.composed(["\u{1100}", "\u{1161}", "\u{11A8}", "\u{1102}", "\u{119E}", "가", "\u{11AB}"])
        #expect(Array(composed.unicodeScalars) == ["각", "\u{1102}", "\u{119E}", "간"])
    }

    @Test func swiftCharactersHideWhatScalarsShow() {
        // Why the automaton compares scalars: Swift calls these equal, or one Character.
        #expect("가" == "\u{1100}\u{1161}")
        #expect(Array("가".unicodeScalars) != Array("\u{1100}\u{1161}".unicodeScalars))
        #expect("\u{1100}\u{119E}".count == 1)
        #expect("고\u{119E}".count == 1)
    }
}
