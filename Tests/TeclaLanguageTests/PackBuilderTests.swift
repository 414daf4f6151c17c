import Foundation
import Testing
@testable import TeclaLanguage
@testable import TeclaPackBuilder

@Suite struct PackBuilderTests {
    @Test func buildingTwiceGivesIdenticalBytes() throws {
        #expect(try TestPacks.buildTiny().bytes == TestPacks.buildTiny().bytes)
    }

    @Test func manifestRecordsSourcesLicensesAndCounts() {
        let manifest = TestPacks.tiny.manifest
        #expect(manifest.language == "en")
        #expect(manifest.sources.map(\.name) == ["tiny-corpus.txt"])
        #expect(manifest.sources[0].license == "CC0-1.0")
        #expect(manifest.counts["words"] == TestPacks.tiny.lexicon.count)
        #expect(manifest.builder == PackBuildConfiguration.builderVersion)
        #expect(manifest.contentChecksum.count == 8)
    }

    @Test func properCaseComesFromTheCorpus() {
        let lexicon = TestPacks.tiny.lexicon
        #expect(lexicon.id(exactly: "Germany") != nil)
        #expect(lexicon.id(exactly: "germany") == nil)
        #expect(lexicon.id(exactly: "I") != nil)
        #expect(lexicon.id(exactly: "the") != nil, "sentence-initial 'The' does not make the word capitalized")
    }

    @Test func foldedLookupReturnsTheStoredSpelling() throws {
        let lexicon = TestPacks.tiny.lexicon
        let cafe = try #require(lexicon.lookup("CAFE").first)
        #expect(lexicon.spelling(of: cafe) == "café")
        #expect(lexicon.resolve("germany").map(lexicon.spelling(of:)) == "Germany")
        #expect(lexicon.resolve("The").map(lexicon.spelling(of:)) == "the")
    }

    @Test func prefixRangeHoldsExactlyTheWordsWithThatPrefix() {
        let lexicon = TestPacks.tiny.lexicon
        let words = Set(lexicon.words(withPrefix: "bo").map(lexicon.spelling(of:)))
        let expected = Set((0..<lexicon.count).map(lexicon.spelling(of:)).filter { $0.lowercased().hasPrefix("bo") })
        #expect(words == expected)
        #expect(words.contains("book"))
    }

    @Test func realWordListKeepsJunkOut() throws {
        var builder = PackBuilder(configuration: PackBuildConfiguration(language: "en", license: "CC0-1.0"))
        builder.addWordList(
            [
                LexiconEntry(spelling: "the", frequency: 0.05), LexiconEntry(spelling: "teh", frequency: 0.01),
                LexiconEntry(spelling: "germany", frequency: 0.001), LexiconEntry(spelling: "iphone", frequency: 0.001),
            ],
            name: "list", license: "CC0-1.0")
        builder.addRealWordList(["the", "Germany", "iPhone"], name: "filter", license: "CC0-1.0")
        builder.addCorpus(lines: ["the iPhone is new"], name: "corpus", license: "CC0-1.0")
        let pack = try LanguagePack(bytes: builder.build().bytes)
        let words = Set((0..<pack.lexicon.count).map(pack.lexicon.spelling(of:)))
        #expect(words == ["the", "Germany", "iPhone"])
    }

    @Test func aWordUsedInBothCasesIsKeptInBoth() throws {
        // "New" of New York outnumbers "new" in this corpus, but both are words in use: both are
        // kept, each with its share, so that "new" typed is a word and never becomes "New".
        // "Monday" is capitalized wherever it appears: one spelling.
        var builder = PackBuilder(configuration: PackBuildConfiguration(language: "en", license: "CC0-1.0"))
        builder.addWordList(
            ["new", "york", "monday", "a", "car", "in", "on"].map { LexiconEntry(spelling: $0, frequency: 0.01) }, name: "list",
            license: "CC0-1.0")
        builder.addRealWordList(["new", "New", "York", "Monday", "a", "car", "in", "on"], name: "filter", license: "CC0-1.0")
        let newYork = Array(repeating: "a car in New York on Monday", count: 8)
        builder.addCorpus(lines: newYork + ["a new car", "a new car", "a new car"], name: "corpus", license: "CC0-1.0")
        let pack = try LanguagePack(bytes: builder.build().bytes)
        let lexicon = pack.lexicon
        let lower = try #require(lexicon.id(exactly: "new")), upper = try #require(lexicon.id(exactly: "New"))
        #expect(lexicon.id(exactly: "Monday") != nil && lexicon.id(exactly: "monday") == nil)
        // Each is counted where it was written: "New" before York, "new" before car.
        let york = try #require(lexicon.id(exactly: "York")), car = try #require(lexicon.id(exactly: "car"))
        #expect(pack.model.logProb(york, after: upper) > pack.model.logProb(york, after: lower))
        #expect(pack.model.logProb(car, after: lower) > pack.model.logProb(car, after: upper))
    }

    @Test func arpaModelBecomesAPack() throws {
        var builder = PackBuilder(configuration: PackBuildConfiguration(language: "en", license: "CC0-1.0", unigramPriorWeight: 0))
        builder.addCorpus(lines: Array(repeating: "so I would like to have coffee or tea", count: 3), name: "vocabulary", license: "CC0-1.0")
        let arpa = try String(contentsOf: TestPacks.fixtureURL("tiny.arpa"), encoding: .utf8)
        builder.setARPA(text: arpa, name: "tiny.arpa", license: "CC0-1.0")
        let pack = try LanguagePack(bytes: builder.build().bytes)
        let model = pack.model
        let would = try #require(pack.lexicon.id(exactly: "would"))
        let like = try #require(pack.lexicon.id(exactly: "like"))
        let i = try #require(pack.lexicon.id(exactly: "I"))
        #expect(abs(model.logProb(like, after: i, would) - -0.12) < 0.02)
        #expect(model.bigramCount >= 6)
        #expect(model.trigramCount == 2)
        let total = (0..<model.vocabularySize).reduce(0.0) { $0 + pow(10, Double(model.logProb($1, after: i, would))) }
        #expect(abs(total - 1) < 0.03)
    }

    @Test func aBackgroundModelMixesIntoTheCountedNGrams() throws {
        func pack(background weight: Double?) throws -> LanguagePack {
            var builder = PackBuilder(configuration: PackBuildConfiguration(language: "en", license: "CC0-1.0", unigramPriorWeight: 0))
            builder.addCorpus(
                lines: Array(repeating: "so I would have tea", count: 4) + ["I would like coffee"], name: "counted", license: "CC0-1.0")
            if let weight {
                let arpa = try String(contentsOf: TestPacks.fixtureURL("tiny.arpa"), encoding: .utf8)
                builder.setBackgroundARPA(text: arpa, name: "tiny.arpa", license: "CC0-1.0", weight: weight, minimumProbability: 0.001)
            }
            return try LanguagePack(bytes: builder.build().bytes)
        }
        let counted = try pack(background: nil), mixed = try pack(background: 0.5)
        func probability(of word: String, after context: [String], in pack: LanguagePack) throws -> Double {
            let ids = try context.map { try #require(pack.lexicon.id(exactly: $0)) }
            let w = try #require(pack.lexicon.id(exactly: word))
            return pow(10, Double(pack.model.logProb(w, after: ids[0], ids[1])))
        }
        // The counts say "have" after "I would" four times in five; the background says "like".
        let likeCounted = try probability(of: "like", after: ["I", "would"], in: counted)
        let likeMixed = try probability(of: "like", after: ["I", "would"], in: mixed)
        #expect(likeMixed > likeCounted + 0.2, "the background's \"I would like\" (P 0.76) pulls it up")
        let haveCounted = try probability(of: "have", after: ["I", "would"], in: counted)
        let haveMixed = try probability(of: "have", after: ["I", "would"], in: mixed)
        #expect(haveMixed > 0.45 * haveCounted && haveMixed < haveCounted, "half the counted register's mass stays (λ 0.5)")
        // Still a distribution, after quantization and recomputed back-off weights.
        let i = try #require(mixed.lexicon.id(exactly: "I")), would = try #require(mixed.lexicon.id(exactly: "would"))
        let total = (0..<mixed.model.vocabularySize).reduce(0.0) { $0 + pow(10, Double(mixed.model.logProb($1, after: i, would))) }
        #expect(abs(total - 1) < 0.03)
        #expect(mixed.manifest.sources.contains { $0.role.hasPrefix("background n-grams") })
        // Weight 0 leaves the counted model as it was.
        let none = try pack(background: 0)
        #expect(abs(try probability(of: "like", after: ["I", "would"], in: none) - likeCounted) < 0.01)
    }

    @Test func aRunOnTokenIsLeftOutSoThePackOpens() throws {
        // 600 a's built a trie deeper than any reader accepts: the pack was written, never opened.
        var builder = PackBuilder(
            configuration: PackBuildConfiguration(
                language: "en", license: "CC0-1.0", maximumWords: 100, minimumBigramCount: 1, minimumTrigramCount: 1, unigramPriorWeight: 0.3))
        builder.addCorpus(
            lines: ["the cat sat", String(repeating: "a", count: 600) + " the cat", String(repeating: "ж", count: 700)],
            name: "run-on", license: "CC0-1.0")
        let pack = try LanguagePack(bytes: try builder.build().bytes)
        #expect(pack.lexicon.id(exactly: "cat") != nil)
        #expect(pack.lexicon.lookup(String(repeating: "a", count: 600)).isEmpty)
    }
}
