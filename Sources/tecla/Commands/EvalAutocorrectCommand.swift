import TeclaTyping
import ArgumentParser
import Foundation
import TeclaEvaluation
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks

/// `eval autocorrect`: types a text with typos of Tecla's own making (finger slips from the
/// keyboard's geometry, spelling errors in the proportions wordfreq's misspellings show; never
/// kebbie's typo corpus) and scores what space commits: precision, recall, F-β (β = 0.9).
struct EvalAutocorrectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autocorrect",
        abstract: "Score autocorrection on a text typed with simulated typos (slips and spelling errors).")

    @OptionGroup var corpus: TextCorpusOptions
    var text: String { corpus.text }
    var part: String { corpus.part }
    var limit: Int { corpus.limit }
    var pack: String? { corpus.pack }
    var json: Bool { corpus.json }
    @Option(help: "Seed of the typo simulation (the first draw's, with --draws).") var seed: UInt64 = 1
    @Option(help: "Type the text this many times, each with its own typos (seeds seed, seed+1, …), and pool the counts: one draw moves F-beta by up to 0.02.")
    var draws = 1
    @Option(help: "Share of words typed with a typo.") var typoRate = 0.1
    @Option(help: "Also print this many clean words that were changed and typos that were missed.") var show = 0

    func validate() throws {
        guard show >= 0 else { throw ValidationError("--show must not be negative") }
        guard (0...1).contains(typoRate) else { throw ValidationError("--typo-rate must be between 0 and 1") }
        guard (1...100).contains(draws) else { throw ValidationError("--draws must be from 1 to 100") }
    }

    func run() throws {
        let languagePack = try pack.map { try LanguagePack(contentsOf: URL(fileURLWithPath: $0)) } ?? BundledPacks.english()
        let lines = try TextInput.lines(text).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let sentences = try TextInput.sample(lines, part: part, limit: limit).map(EvalPredictionCommand.kebbieWords)
        let engine = LanguageModels.Language(pack: languagePack).suggestions.using(geometry: .qwertyUS)
        var simulations: [AutocorrectSimulation] = []
        for draw in 0..<draws {
            var simulation = AutocorrectSimulation(engine: engine, seed: seed &+ UInt64(draw), typoRate: typoRate)
            simulation.exampleLimit = draw == 0 ? show : 0
            for words in sentences { simulation.add(words: words) }
            simulations.append(simulation)
        }
        let simulation = simulations[0]
        let r = simulations.dropFirst().reduce(simulation.report) { $0.pooled(with: $1.report) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(r), as: UTF8.self))
            return
        }
        let drawn = draws == 1 ? "seed \(seed)" : "\(draws) draws, seeds \(seed)–\(seed &+ UInt64(draws - 1)), pooled"
        print("text \(URL(fileURLWithPath: text).lastPathComponent) (\(part)): \(sentences.count) sentences, \(r.words) words, \(r.typos) typos (\(drawn))")
        print(String(format: "F-beta %.3f  precision %.3f  recall %.3f", r.fBeta, r.precision, r.recall))
        if draws > 1 { print("F-beta of each draw: " + simulations.map { String(format: "%.3f", $0.report.fBeta) }.joined(separator: " / ")) }
        print("typos corrected \(r.corrected), changed to another word \(r.wronglyChanged); clean words changed \(r.cleanChanged)")
        print(
            String(
                format: "of those, %d were the text's own non-standard spellings made standard (i → I, dont → don't); "
                    + "not counting them: F-beta %.3f, precision %.3f",
                r.cleanStandardized, r.fBetaStandardForms, r.precisionStandardForms))
        for kind in AutocorrectSimulation.Kind.allCases.map(\.rawValue) where r.typosByKind[kind] != nil {
            let n = r.typosByKind[kind]!, ok = r.correctedByKind[kind] ?? 0
            print(
                "  " + kind.padding(toLength: 18, withPad: " ", startingAt: 0) + String(format: "%5d typos, %5.1f%% corrected", n, Double(ok) * 100 / Double(n))
            )
        }
        for example in simulation.cleanChangedExamples { print("changed: …\(example.context.suffix(30))[\(example.word) → \(example.committed)]") }
        for example in simulation.missedExamples { print("missed (\(example.kind.rawValue)): \(example.word) typed \(example.typed) → \(example.committed)") }
    }
}
