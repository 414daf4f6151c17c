import TeclaEvaluation
import ArgumentParser
import Foundation
import TeclaCore
import TeclaLanguage
import TeclaPacks
import TeclaTouch

struct EvalTouchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touch",
        abstract: "Type a text with simulated noisy taps and compare three tap resolvers.",
        discussion: """
            Taps follow kebbie's noise model on the 390 pt iPhone letters page: a Gaussian around the key's \
            centre with σ = pitch/6 at noise 1.0, scaled by the noise factor. Resolvers: the static \
            nearest key, the letter-bigram boundary-shifting baseline (multiplier 3, keys ≥ 60 %), and \
            Tecla's anchored TapResolver with the English pack's prior. Reports character and word error \
            rates, on the text and on random letter strings (text the model cannot predict).
            Example: tecla eval touch --text ../shared/data/corpora/en/sgd-dev.txt.xz --part even
            """
    )

    @Option(help: "Text to type, one sentence per line (.xz is decompressed).")
    var text: String

    @Option(help: "Comma-separated noise factors.")
    var noise = "1.0,1.5,2.0"

    @Option(help: "Lines to use: all, even (for measuring) or odd (for tuning).")
    var part = "all"

    @Option(help: "Sentences to type, spread evenly over the part (0 = all).")
    var limit = 1500

    @Option(help: "Random letter strings (lengths 3-8) to type as well.")
    var random = 1500

    @Option(help: "Seed of the simulated taps.")
    var seed: UInt64 = 42

    @Option(help: ArgumentHelp("Tuning: the prior's uniform floor.", visibility: .hidden))
    var floor = KeyPrior.defaultFloor

    @Option(help: ArgumentHelp("Tuning: the prior's weight.", visibility: .hidden))
    var weight = KeyPrior.defaultWeight

    @Option(help: ArgumentHelp("Tuning: the anchored core's fraction of the cap.", visibility: .hidden))
    var anchor = 0.5

    @Option(help: ArgumentHelp("Tuning: the touch model's σ as a fraction of the pitch.", visibility: .hidden))
    var sigma = 0.25

    @Option(help: ArgumentHelp("The baseline's shift multiplier (the design used 2-4).", visibility: .default))
    var multiplier = 3.0

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let factors = noise.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !factors.isEmpty, factors.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= 10 }) else {
            throw ValidationError("--noise must be a comma-separated list of factors in (0, 10]")
        }
        guard limit >= 0, random >= 0 else { throw ValidationError("--limit and --random must not be negative") }
        let lines = try TextInput.lines(text)
        let sentences = try TextInput.sample(lines, part: part, limit: limit).map(Self.words)
        var generator = SeededGenerator(seed: seed ^ 0x5EED)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let randomStrings = (0..<random).map { _ in
            [String((0..<Int.random(in: 3...8, using: &generator)).map { _ in letters.randomElement(using: &generator)! })]
        }

        let pack = try BundledPacks.english()
        let layout = try LayoutCatalog.standard.layout(id: "en-US", width: 390)
        let table = KeyTable(page: layout.homePage)
        let model = LexiconCharacterModel(pack: pack)
        let bigrams = LetterBigramModel(pack: pack)
        let baseline = BigramBoundaryResolver(table: table, bigrams: bigrams, multiplier: multiplier)
        let tecla = TapResolver(table: table, model: TouchModel(sigmaX: sigma, sigmaY: sigma), anchor: anchor)
        var prior = KeyPrior(keyCount: table.count)
        let resolvers: [(name: String, resolve: TouchEvaluation.Resolve)] = [
            ("static nearest key", { point, _ in table.nearestKey(to: point) }),
            (
                "letter-bigram boundaries",
                { point, text in
                    let previous = text.last.flatMap { $0.isLetter ? $0 : nil }
                    return baseline.resolve(point, previous: previous)
                }
            ),
            (
                "tecla",
                { point, text in
                    prior.update(table: table, model: model, textBeforeCursor: text, floor: floor, weight: weight)
                    return tecla.resolve(point, prior: prior)
                }
            ),
        ]

        var report = Report(
            text: text, part: part, sentences: sentences.count, words: sentences.reduce(0) { $0 + $1.count }, randomStrings: randomStrings.count, runs: [])
        for factor in factors {
            let evaluation = TouchEvaluation(table: table, noise: TapNoiseModel(noise: factor), seed: seed)
            let started = Date()
            let onText = evaluation.run(sentences: sentences, resolvers: resolvers)
            let onRandom = evaluation.run(sentences: randomStrings, resolvers: resolvers)
            report.runs.append(Report.Run(noise: factor, text: onText, random: onRandom, seconds: Date().timeIntervalSince(started)))
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
            return
        }
        print("text: \(text) (\(part)), \(report.sentences) sentences, \(report.words) words; \(report.randomStrings) random strings")
        for run in report.runs {
            print(String(format: "\nnoise %.2f", run.noise))
            print("resolver                    text CER   text WER   random CER   random WER")
            for (t, r) in zip(run.text, run.random) {
                print(
                    t.name.padding(toLength: 26, withPad: " ", startingAt: 0)
                        + String(
                            format: "  %7.3f%%   %7.3f%%    %7.3f%%     %7.3f%%", 100 * t.characterErrorRate, 100 * t.wordErrorRate, 100 * r.characterErrorRate,
                            100 * r.wordErrorRate))
            }
            if let s = run.text.first, let t = run.text.last, s.characterErrorRate > 0, let sr = run.random.first, let tr = run.random.last,
                sr.characterErrorRate > 0
            {
                print(
                    String(
                        format: "tecla vs static: text CER %+.1f%%, random CER %+.1f%% (relative)",
                        100 * (t.characterErrorRate / s.characterErrorRate - 1), 100 * (tr.characterErrorRate / sr.characterErrorRate - 1)))
            }
        }
    }

    /// The words of a line that the letters page types: runs of ASCII letters.
    static func words(_ line: String) -> [String] {
        line.split { !($0.isASCII && $0.isLetter) }.map(String.init)
    }

    struct Report: Codable {
        struct Run: Codable {
            var noise: Double
            var text: [TouchEvaluation.Score]
            var random: [TouchEvaluation.Score]
            var seconds: Double
        }

        var text: String
        var part: String
        var sentences: Int
        var words: Int
        var randomStrings: Int
        var runs: [Run]
    }
}
