import TeclaTyping
import ArgumentParser
import Foundation
import TeclaEvaluation
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks

/// `eval prediction`: types a text word by word with a three-slot suggestion bar and reports
/// keystroke savings, next-word and completion accuracy and latency — for Tecla and, when set
/// up (Scripts/measure/setup-presage.sh), for Presage trained on the same text, on the same sentences.
struct EvalPredictionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prediction",
        abstract: "Simulate typing a text with three suggestion slots (Tecla vs Presage).")

    @OptionGroup var corpus: TextCorpusOptions
    var text: String { corpus.text }
    var part: String { corpus.part }
    var limit: Int { corpus.limit }
    var pack: String? { corpus.pack }
    var json: Bool { corpus.json }
    @Option(help: "Folder prepared by Scripts/measure/setup-presage.sh (presage-bridge, presage.xml); Presage runs alongside when it is there.")
    var presage = ".build/presage"

    /// What one engine offers.
    private protocol Engine {
        var name: String { get }
        /// Up to three next words after `context` (which ends with a space or is empty).
        mutating func nextWords(_ context: String) -> [String]
        /// Words completing `prefix` after `context`, best first (four when the engine has them:
        /// the evaluation drops the one that adds nothing to `prefix`, then takes three).
        mutating func completions(_ context: String, _ prefix: String) -> [String]
        /// What the suggestion bar shows while `prefix` is typed (three slots).
        mutating func bar(_ context: String, _ prefix: String) -> [String]
    }

    private struct TeclaEngine: Engine {
        let name = "tecla"
        let predictor: Predictor
        let bar: SuggestionEngine
        var latencies: [Double] = []

        mutating func nextWords(_ context: String) -> [String] {
            let bar = bar
            return timed { bar.suggestions(textBeforeCursor: context).map(\.text) }
        }
        mutating func completions(_ context: String, _ prefix: String) -> [String] {
            predictor.completions(for: TypingContext(textBeforeCursor: context + prefix), limit: 4).map(\.text)
        }
        mutating func bar(_ context: String, _ prefix: String) -> [String] {
            let bar = bar
            return timed { bar.suggestions(textBeforeCursor: context + prefix).filter { $0.kind != .verbatim }.map(\.text) }
        }
        private mutating func timed(_ body: () -> [String]) -> [String] {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = body()
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
            return result
        }
    }

    private struct PresageEngine: Engine {
        let name = "presage"
        let bridge: LinePipeProcess
        var cache: [String: [String]] = [:]
        var seconds = 0.0
        var queries = 0

        init(folder: String) throws {
            bridge = try LinePipeProcess(executable: folder + "/presage-bridge", arguments: [folder + "/presage.xml"])
        }
        mutating func ask(_ text: String) -> [String] {
            if let hit = cache[text] { return hit }
            let start = DispatchTime.now().uptimeNanoseconds
            let answer = bridge.ask(text) ?? ""
            seconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            queries += 1
            let words = answer.split(separator: "\t").map(String.init)
            cache = cache.count > 10_000 ? [:] : cache
            cache[text] = words
            return words
        }
        mutating func nextWords(_ context: String) -> [String] { ask(context) }
        mutating func completions(_ context: String, _ prefix: String) -> [String] { ask(context + prefix) }
        mutating func bar(_ context: String, _ prefix: String) -> [String] { ask(context + prefix) }
    }

    /// Counters for one engine, exact and case-insensitive.
    private struct Tally: Codable {
        var nextWordTrials = 0, nextTop1 = 0, nextTop3 = 0
        var completionTrials = 0, completionTop3 = 0
        var keystrokesWithout = 0, keystrokesWith = 0, keystrokesWithThreeCompletions = 0
        /// Phrases tapped (each typing two words or more).
        var phrasesAccepted = 0

        var report: [String: Double] {
            [
                "nextWordTop1": ratio(nextTop1, nextWordTrials),
                "nextWordTop3": ratio(nextTop3, nextWordTrials),
                "completionTop3": ratio(completionTop3, completionTrials),
                "keystrokeSavings": keystrokesWithout == 0 ? 0 : 1 - Double(keystrokesWith) / Double(keystrokesWithout),
                "phrasesAccepted": Double(phrasesAccepted),
                "keystrokeSavingsThreeCompletions": keystrokesWithout == 0
                    ? 0
                    : 1 - Double(keystrokesWithThreeCompletions) / Double(keystrokesWithout),
            ]
        }
        private func ratio(_ a: Int, _ b: Int) -> Double { b == 0 ? 0 : Double(a) / Double(b) }
    }

    @Flag(inversion: .prefixedNo, help: "Offer phrases (several next words in one slot) after a space.")
    var phrases = true
    @Option(help: "Tuning: least probability of each word of a phrase after the first (default: the engine's).")
    var phraseStep: Double?
    @Option(help: "Tuning: least probability of a whole phrase (default: the engine's).")
    var phraseMinimum: Double?

    @Option(help: "Tuning: weight of the neural model in the mix with the trigram, 0-1 (0: trigram only; default: the model's).")
    var neuralWeight: Float?
    @Flag(
        inversion: .prefixedNo,
        help: "Read sentences their writer left without stops (a capital starts one; one may end after any word; default: scripts with capitals).")
    var unpunctuatedSentences: Bool?
    @Option(help: "Tuning: what the model's end-of-sentence probability is multiplied by where no stop was typed (default: the engine's).")
    var sentenceEndWeight: Double?
    @Option(
        help:
            "Tuning: write every next-word and completion trial here as TSV (kind, context, typed prefix, word, the bar's three, the word's rank among the predictor's 20 or 0), for error analysis on odd lines."
    )
    var trials: String?

    func run() throws {
        let openStart = DispatchTime.now().uptimeNanoseconds
        var languagePack = try pack.map { try LanguagePack(contentsOf: URL(fileURLWithPath: $0)) } ?? BundledPacks.english()
        let openMillis = Double(DispatchTime.now().uptimeNanoseconds - openStart) / 1e6
        if let neuralWeight {
            guard (0...1).contains(neuralWeight) else { throw ValidationError("--neural-weight is between 0 and 1") }
            languagePack = languagePack.withNeuralMixWeight(neuralWeight)
        }
        // A .csv file is read as rows of turns (chatbot-dev.csv: Q and A), sampled by row as
        // `eval korean` samples it, each turn typed as its own sentence.
        let lines =
            text.hasSuffix(".csv")
            ? CSVText.textLines(try TextInput.read(text))
            : try TextInput.lines(text).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let sentences = try TextInput.sample(lines, part: part, limit: limit)
            .flatMap { $0.split(whereSeparator: \.isNewline) }.map { Self.kebbieWords(String($0)) }.filter { !$0.isEmpty }
        // The engine a session would use for the pack's language (Latin reads enclitics).
        let language = LanguageModels.Language(pack: languagePack)
        var bar = language.suggestions.using(geometry: .qwertyUS)
        bar.phrases = phrases ? PhrasePolicy() : .off
        if let phraseStep { bar.phrases.minimumStepProbability = phraseStep }
        if let phraseMinimum { bar.phrases.minimumProbability = phraseMinimum }
        if let unpunctuatedSentences { bar.unpunctuated.isEnabled = unpunctuatedSentences }
        if let sentenceEndWeight {
            guard sentenceEndWeight >= 0, sentenceEndWeight.isFinite else { throw ValidationError("--sentence-end-weight is 0 or more") }
            bar.unpunctuated.endWeight = sentenceEndWeight
        }
        var tecla = TeclaEngine(predictor: bar.predictor, bar: bar)
        var results: [String: [String: [String: Double]]] = [:]
        results["tecla"] = Self.evaluate(&tecla, sentences)
        if let trials { try Self.writeTrials(sentences, predictor: bar.predictor, bar: bar, to: trials) }
        var presageNote = "presage unavailable (no presage-bridge in \(presage); run Scripts/measure/setup-presage.sh DATA_DIR)"
        if FileManager.default.isExecutableFile(atPath: presage + "/presage-bridge") {
            var engine = try PresageEngine(folder: presage)
            results["presage"] = Self.evaluate(&engine, sentences)
            presageNote = String(
                format: "presage 0.9.1 (Debian libpresage1v5), %d queries, %.2f ms each",
                engine.queries, engine.seconds * 1000 / Double(max(1, engine.queries)))
        }
        let percentiles = Percentiles(tecla.latencies)
        let latency = [
            "p50": percentiles[0.5], "p99": percentiles[0.99], "p999": percentiles[0.999], "max": percentiles.maximum,
            "calls": Double(percentiles.count),
        ]
        let wordCount = sentences.reduce(0) { $0 + $1.count }
        if json {
            let object: [String: Any] = [
                "text": URL(fileURLWithPath: text).lastPathComponent, "sentences": sentences.count, "words": wordCount,
                "results": results, "teclaSuggestionLatencyMicroseconds": latency,
                "packOpenMilliseconds": openMillis, "presage": presageNote,
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
            return
        }
        print("text \(URL(fileURLWithPath: text).lastPathComponent): \(sentences.count) sentences, \(wordCount) words; \(presageNote)")
        print("engine   match           next top-1  next top-3  completion top-3  keystroke savings (bar / 3 completions)  phrases tapped")
        for engine in results.keys.sorted(by: >) {
            for match in ["exact", "caseInsensitive"] {
                let r = results[engine]![match]!
                print(
                    [
                        engine.padding(toLength: 8, withPad: " ", startingAt: 0),
                        match.padding(toLength: 15, withPad: " ", startingAt: 0),
                        String(
                            format: "%.3f       %.3f       %.3f             %.3f / %.3f                       %.0f",
                            r["nextWordTop1"]!, r["nextWordTop3"]!, r["completionTop3"]!, r["keystrokeSavings"]!,
                            r["keystrokeSavingsThreeCompletions"]!, r["phrasesAccepted"] ?? 0),
                    ]
                    .joined(separator: " "))
            }
        }
        print(
            String(
                format:
                    "tecla keystroke → suggestion bar (SuggestionEngine) latency: p50 %.0f µs, p99 %.0f µs, p99.9 %.0f µs, max %.0f µs over %d calls; pack open %.1f ms",
                latency["p50"]!, latency["p99"]!, latency["p999"]!, latency["max"]!, percentiles.count, openMillis))
    }

    /// Types every sentence with `engine`, exactly as kebbie's oracle does for next words
    /// (predicted after each word) and completions (every proper prefix of words of ≥ 2
    /// letters); keystroke savings count a tap on a bar slot as one keystroke that also types
    /// the space.
    private static func evaluate<E: Engine>(_ engine: inout E, _ sentences: [[String]]) -> [String: [String: Double]] {
        var exact = Tally(), folded = Tally()
        func hit(_ list: [String], _ word: String, caseInsensitive: Bool) -> Bool {
            caseInsensitive ? list.contains { $0.lowercased() == word.lowercased() } : list.contains(word)
        }
        for words in sentences {
            // Each word's cost with the bar (exact, case-insensitive), and how many words a phrase
            // offered before it would have typed in one tap (0: none matched).
            var barCosts: [(exact: Int, folded: Int)] = []
            var phraseLengths: [(exact: Int, folded: Int)] = []
            for (i, word) in words.enumerated() {
                let context = i == 0 ? "" : words[0..<i].joined(separator: " ") + " "
                let letters = Array(word)
                let predictions = Array(engine.nextWords(context).prefix(3))
                // A phrase matches when its words are the sentence's next words.
                var phraseExact = 0, phraseFolded = 0
                for phrase in predictions where phrase.contains(" ") {
                    let parts = phrase.split(separator: " ").map(String.init)
                    guard parts.count <= words.count - i else { continue }
                    let next = Array(words[i..<(i + parts.count)])
                    if parts == next { phraseExact = max(phraseExact, parts.count) }
                    if parts.map({ $0.lowercased() }) == next.map({ $0.lowercased() }) { phraseFolded = max(phraseFolded, parts.count) }
                }
                phraseLengths.append((phraseExact, phraseFolded))
                if i > 0 {
                    exact.nextWordTrials += 1
                    folded.nextWordTrials += 1
                    if hit(Array(predictions.prefix(1)), word, caseInsensitive: false) { exact.nextTop1 += 1 }
                    if hit(Array(predictions.prefix(1)), word, caseInsensitive: true) { folded.nextTop1 += 1 }
                    if hit(predictions, word, caseInsensitive: false) { exact.nextTop3 += 1 }
                    if hit(predictions, word, caseInsensitive: true) { folded.nextTop3 += 1 }
                }
                var costExact = hit(predictions, word, caseInsensitive: false) ? 1 : 0
                var costFolded = hit(predictions, word, caseInsensitive: true) ? 1 : 0
                var costExact3 = costExact, costFolded3 = costFolded
                for k in 1..<max(1, letters.count) where letters.count >= 2 {
                    let prefix = String(letters[0..<k])
                    // The word is longer than the prefix: a completion that is the prefix again
                    // (the bar's verbatim slot) cannot be it, for any engine.
                    let completions = Array(engine.completions(context, prefix).filter { Self.adds($0, to: prefix) }.prefix(3))
                    let bar = E.self == PresageEngine.self ? completions : Array(engine.bar(context, prefix).prefix(3))
                    exact.completionTrials += 1
                    folded.completionTrials += 1
                    if hit(completions, word, caseInsensitive: false) { exact.completionTop3 += 1 }
                    if hit(completions, word, caseInsensitive: true) { folded.completionTop3 += 1 }
                    if costExact == 0, hit(bar, word, caseInsensitive: false) { costExact = k + 1 }
                    if costFolded == 0, hit(bar, word, caseInsensitive: true) { costFolded = k + 1 }
                    if costExact3 == 0, hit(completions, word, caseInsensitive: false) { costExact3 = k + 1 }
                    if costFolded3 == 0, hit(completions, word, caseInsensitive: true) { costFolded3 = k + 1 }
                }
                let full = letters.count + 1
                exact.keystrokesWithout += full
                folded.keystrokesWithout += full
                barCosts.append((costExact == 0 ? full : costExact, costFolded == 0 ? full : costFolded))
                exact.keystrokesWithThreeCompletions += costExact3 == 0 ? full : costExact3
                folded.keystrokesWithThreeCompletions += costFolded3 == 0 ? full : costFolded3
            }
            // Typing the sentence with the bar: a matching phrase is one tap for all its words.
            func cost(_ perWord: [Int], _ phrases: [Int], accepted: inout Int) -> Int {
                var total = 0, i = 0
                while i < perWord.count {
                    if phrases[i] >= 2 {
                        total += 1
                        accepted += 1
                        i += phrases[i]
                    } else {
                        total += perWord[i]
                        i += 1
                    }
                }
                return total
            }
            exact.keystrokesWith += cost(barCosts.map(\.exact), phraseLengths.map(\.exact), accepted: &exact.phrasesAccepted)
            folded.keystrokesWith += cost(barCosts.map(\.folded), phraseLengths.map(\.folded), accepted: &folded.phrasesAccepted)
        }
        return ["exact": exact.report, "caseInsensitive": folded.report]
    }

    /// One row per trial of ``evaluate(_:_:)``: what was offered, and how far down the
    /// predictor's list the word was (1-based; 0: not among its first 20).
    private static func writeTrials(_ sentences: [[String]], predictor: Predictor, bar: SuggestionEngine, to path: String) throws {
        var out = "kind\tcontext\tprefix\tword\tbar\trank\n"
        func clean(_ s: String) -> String { s.replacingOccurrences(of: "\t", with: " ") }
        for words in sentences {
            for (i, word) in words.enumerated() {
                let context = i == 0 ? "" : words[0..<i].joined(separator: " ") + " "
                if i > 0 {
                    let shown = bar.suggestions(textBeforeCursor: context).prefix(3).map(\.text)
                    let ranked = predictor.nextWords(after: TypingContext(textBeforeCursor: context), limit: 20).map(\.text)
                    let rank = (ranked.firstIndex(of: word) ?? -1) + 1
                    out += "next\t\(clean(context))\t\t\(clean(word))\t\(shown.joined(separator: "|"))\t\(rank)\n"
                }
                let letters = Array(word)
                for k in 1..<max(1, letters.count) where letters.count >= 2 {
                    let prefix = String(letters[0..<k])
                    let ranked = predictor.completions(for: TypingContext(textBeforeCursor: context + prefix), limit: 21).map(\.text)
                        .filter { Self.adds($0, to: prefix) }
                    let rank = (ranked.firstIndex(of: word) ?? -1) + 1
                    out += "completion\t\(clean(context))\t\(clean(prefix))\t\(clean(word))\t\(ranked.prefix(3).joined(separator: "|"))\t\(rank)\n"
                }
            }
        }
        try out.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Whether `completion` adds letters to `prefix` (``Suggestion/adds(to:)``).
    static func adds(_ completion: String, to prefix: String) -> Bool {
        Suggestion(text: completion, kind: .completion, score: 0).adds(to: prefix)
    }

    /// Words of a line as kebbie's BasicTokenizer sees them: curly quotes straightened,
    /// `. , : ; ( ) " ! ? [ ] { } ~` replaced by spaces, split on whitespace. Their Arabic
    /// counterparts `، ؛ ؟ ۔` and the guillemets « » go too (kebbie knows no Arabic; without this
    /// "الاثنين،" would be a word no keyboard predicts).
    static func kebbieWords(_ line: String) -> [String] {
        let removed: Set<Character> = [
            ".", ",", ":", ";", "(", ")", "\"", "!", "?", "[", "]", "{", "}", "~", "\u{201C}", "\u{201D}",
            "\u{060C}", "\u{061B}", "\u{061F}", "\u{06D4}", "«", "»",
        ]
        let cleaned = String(
            line.map { c -> Character in
                if c == "\u{2019}" || c == "\u{2018}" { return "'" }
                return removed.contains(c) ? " " : c
            })
        return cleaned.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
