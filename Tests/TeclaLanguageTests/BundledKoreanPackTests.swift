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
        #expect(manifest.sources.count == 1)
        #expect(manifest.sources[0].name.contains("ko-50k") && manifest.sources[0].license == "CC-BY-SA-4.0")
        #expect(Self.pack.lexicon.count == 49_313)
        #expect(Self.pack.model.bigramCount == 0, "no Korean running text to count pairs on")
        let size = try #require(BundledPacks.koreanURL.flatMap { try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int })
        #expect(size < 3_000_000)
    }

    @Test func everyWordIsHangulSyllables() {
        let lexicon = Self.pack.lexicon
        for id in 0..<lexicon.count {
            let word = lexicon.spelling(of: id)
            guard word.unicodeScalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) else {
                Issue.record("\(word) is not wholly Hangul syllables")
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
        let frequent = Predictor(pack: Self.pack).nextWords(after: TypingContext(textBeforeCursor: "정말 "), limit: 3).map(\.text)
        #expect(frequent == ["내가", "그", "난"], "with unigrams only the next word is the most frequent")
    }
}
