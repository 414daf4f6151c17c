import Testing
import TeclaKeyboard
import TeclaLanguage
@testable import TeclaEvaluation

/// The typo simulation behind `tecla eval autocorrect`: typos of its own making, counted the way
/// kebbie counts them, the same for the same seed.
@Suite struct AutocorrectSimulationTests {
    static let engine = SuggestionBarTests.english["en"]!.suggestions.using(geometry: .qwertyUS)

    @Test func cleanTextIsCountedAsCleanAndTyposAsTypos() {
        var clean = AutocorrectSimulation(engine: Self.engine, seed: 7, typoRate: 0)
        clean.add(words: ["I", "like", "it", "a", "lot"])
        #expect(clean.report.words == 5 && clean.report.typos == 0 && clean.report.cleanChanged == 0)
        var noisy = AutocorrectSimulation(engine: Self.engine, seed: 7, typoRate: 1)
        noisy.add(words: ["I", "definitely", "agree", "with", "you"])
        // "I" has one letter: never mistyped; every other word is.
        #expect(noisy.report.typos == 4)
        #expect(noisy.report.corrected + noisy.report.wronglyChanged <= noisy.report.typos)
        #expect((0...1).contains(noisy.report.fBeta))
    }

    @Test func theSameSeedGivesTheSameTypos() {
        let words = ["we", "should", "meet", "tomorrow", "at", "the", "usual", "place"]
        var first = AutocorrectSimulation(engine: Self.engine, seed: 3, typoRate: 0.5)
        var second = AutocorrectSimulation(engine: Self.engine, seed: 3, typoRate: 0.5)
        for _ in 0..<5 {
            first.add(words: words)
            second.add(words: words)
        }
        #expect(first.report == second.report)
        #expect(first.report.typos > 0)
    }

    /// `eval autocorrect --draws N` pools several typo draws: the pooled score is the one the
    /// draws' counts give together, not an average of their scores.
    @Test func drawsPoolIntoOneCount() {
        let words = ["we", "should", "meet", "tomorrow", "at", "the", "usual", "place"]
        var draws: [AutocorrectSimulation] = []
        for seed in [1, 2] as [UInt64] {
            var draw = AutocorrectSimulation(engine: Self.engine, seed: seed, typoRate: 0.5)
            for _ in 0..<5 { draw.add(words: words) }
            draws.append(draw)
        }
        let pooled = draws[0].report.pooled(with: draws[1].report)
        #expect(pooled.words == 80 && pooled.typos == draws[0].report.typos + draws[1].report.typos)
        #expect(pooled.corrected == draws[0].report.corrected + draws[1].report.corrected)
        #expect(pooled.typosByKind.values.reduce(0, +) == pooled.typos)
        let precision = Double(pooled.corrected) / Double(pooled.corrected + pooled.wronglyChanged + pooled.cleanChanged)
        #expect(abs(pooled.precision - precision) < 1e-12)
        #expect(draws[0].report != draws[1].report, "two seeds, two draws")
    }

    @Test func everyTypoDiffersFromItsWordAndKeepsItsKind() {
        var simulation = AutocorrectSimulation(engine: Self.engine, seed: 11)
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        for _ in 0..<200 {
            guard let typo = simulation.mistype("separate") else { continue }
            #expect(typo.text != "separate")
            if typo.kind == .vowel {
                let changed = zip(typo.text, "separate").filter { $0 != $1 }
                #expect(changed.count == 1 && changed.allSatisfy { vowels.contains($0.0) && vowels.contains($0.1) })
            }
            if typo.kind == .slip { #expect(typo.taps.count == 8 && typo.text.count == 8) }
        }
    }
}
