import Foundation
import Testing
import TeclaLanguage
import TeclaPacks

/// The embedded Korean pack: what it holds and how its words are looked up.
@Suite struct BundledKoreanPackTests {
    static let pack = try! BundledPacks.korean()

    @Test func manifestNamesItsSourceAndLicense() throws {
        let manifest = Self.pack.manifest
        #expect(manifest.language == "ko" && manifest.license == "CC-BY-SA-4.0")
        #expect(manifest.sources.count == 2)
        #expect(manifest.sources[0].name.contains("ko-50k") && manifest.sources[0].license == "CC-BY-SA-4.0")
        #expect(manifest.sources.contains { $0.name.contains("nsmc") && $0.license == "CC0-1.0" }, "the reviews the pairs are counted on")
        #expect(Self.pack.lexicon.count >= 150_000)
        #expect(Self.pack.model.bigramCount > 200_000, "word pairs from the NSMC reviews")
        let size = try #require(BundledPacks.koreanURL.flatMap { try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int })
        #expect(size < 10_000_000)
    }

    @Test func everyWordIsHangulSyllablesOrANumber() {
        let lexicon = Self.pack.lexicon
        for id in 0..<lexicon.count {
            let word = lexicon.spelling(of: id)
            let isNumber = word.unicodeScalars.allSatisfy { (0x30...0x39).contains($0.value) }
            guard isNumber || word.unicodeScalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) else {
                Issue.record("\(word) is neither wholly Hangul syllables nor a number")
                return
            }
        }
    }

    @Test func syllablesAreLookedUpJamoByJamo() throws {
        // Folding splits syllables into conjoining jamo, so 행보 is a trie prefix of 행복.
        let node = try #require(Self.pack.lexicon.node(forFolded: TextFolding.fold("행보")))
        let words = Self.pack.lexicon.words(under: node).map { Self.pack.lexicon.spelling(of: $0) }
        #expect(words.contains("행복") && words.contains("행복한"))
        #expect(Self.pack.lexicon.id(exactly: "안녕하세요") != nil)
        // Next words follow the word before: 수 (a way to) is followed by 있다/없다 forms.
        let predictor = Predictor(pack: Self.pack)
        let afterSu = predictor.nextWords(after: TypingContext(textBeforeCursor: "볼 수 "), limit: 3).map(\.text)
        #expect(afterSu.first == "있는" && afterSu.allSatisfy { $0.hasPrefix("있") || $0.hasPrefix("없") }, "\(afterSu)")
        let afterJeongmal = predictor.nextWords(after: TypingContext(textBeforeCursor: "정말 "), limit: 3).map(\.text)
        #expect(afterJeongmal != afterSu)
    }
}
