import Foundation
import Testing
@testable import TeclaLanguage

@Suite struct NGramModelTests {
    private func total(_ pack: LanguagePack, _ u: Int?, _ v: Int) -> Double {
        let model = pack.model
        return (0..<model.vocabularySize).reduce(0.0) { sum, w in
            sum + pow(10, Double(u == nil ? model.logProb(w, after: v) : model.logProb(w, after: u, v)))
        }
    }

    @Test func probabilitiesSumToOneInEveryKindOfContext() throws {
        let pack = TestPacks.tiny
        let lexicon = pack.lexicon
        let start = pack.model.id(of: .sentenceStart)
        let would = try #require(lexicon.id(exactly: "would"))
        let i = try #require(lexicon.id(exactly: "I"))
        let train = try #require(lexicon.id(exactly: "train"))
        let milk = try #require(lexicon.id(exactly: "milk"))
        for (u, v) in [(Optional(i), would), (start, i), (nil, train), (milk, train), (nil, start)] {
            #expect(abs(total(pack, u, v) - 1) < 0.02, "context \(String(describing: u)) \(v)")
        }
    }

    @Test func englishPackSumsToOneAfterACommonContext() throws {
        let pack = TestPacks.english
        let thank = try #require(pack.lexicon.id(exactly: "thank"))
        let you = try #require(pack.lexicon.id(exactly: "you"))
        #expect(abs(total(pack, thank, you) - 1) < 0.03)
        #expect(abs(total(pack, nil, you) - 1) < 0.03)
    }

    @Test func seenContinuationsBeatUnseenOnes() throws {
        let pack = TestPacks.tiny
        let lexicon = pack.lexicon
        let thank = try #require(lexicon.id(exactly: "thank"))
        let you = try #require(lexicon.id(exactly: "you"))
        let very = try #require(lexicon.id(exactly: "very"))
        let berlin = try #require(lexicon.id(exactly: "Berlin"))
        #expect(pack.model.logProb(very, after: thank, you) > pack.model.logProb(berlin, after: thank, you))
    }
}
