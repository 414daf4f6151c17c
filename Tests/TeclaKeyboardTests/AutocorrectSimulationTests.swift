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
