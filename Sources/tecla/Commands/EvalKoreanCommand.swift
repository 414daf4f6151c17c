import TeclaTyping
import TeclaEvaluation
import ArgumentParser
import Foundation
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks
import TeclaScripts

/// `tecla eval korean`: keystroke savings of Korean completion with three slots on Cheon-Ji-In.
struct EvalKoreanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "korean",
        abstract: "Keystroke savings of Korean suggestions (three slots) on the Cheon-Ji-In keys.",
        discussion: """
            Types every Hangul word of the text key by key (keys planned by CheonJiInKeyPlanner) and
            taps it as soon as it is in the three slots. Without suggestions a word costs its keys plus
            two spaces (one ends the syllable being composed, one types the space); with them, the keys
            pressed so far plus the tap, which types the word and its space. A .csv file is read as rows
            (header skipped); each row's non-numeric fields are turns (chatbot-dev.csv: Q and A).
            Example: tecla eval korean --text ../shared/data/corpora/ko/flores-dev.txt --part even
            """
    )

    @OptionGroup var corpus: TextCorpusOptions
    var text: String { corpus.text }
    var part: String { corpus.part }
    var limit: Int { corpus.limit }
    var pack: String? { corpus.pack }
    var json: Bool { corpus.json }
    @Option(help: "How the typed word is matched: jamo (Cheon-Ji-In reading, the keyboard's) or text (plain prefix of the shown text, for comparison).")
    var matching = "jamo"
    @Flag(help: "Consonant cycles wrap (ㄲ → ㄱ) while typing.") var wrap = false

    func validate() throws {
        guard ["jamo", "text"].contains(matching) else { throw ValidationError("--matching is jamo or text") }
    }

    func run() throws {
        let languagePack = try pack.map { try LanguagePack(contentsOf: URL(fileURLWithPath: $0)) } ?? BundledPacks.korean()
        let reader: any TypedWordReader = matching == "jamo" ? HangulWordReader() : PlainPrefixReader()
        let engine = SuggestionEngine(pack: languagePack, geometry: .qwertyUS, reader: reader)
        let content = try TextInput.read(text)
        let all =
            text.hasSuffix(".csv")
            ? CSVText.textLines(content)
            : content.split(whereSeparator: \.isNewline).map(String.init)
        let lines = try TextInput.sample(all, part: part, limit: limit)
        var evaluation = KoreanKeystrokeSavings(engine: engine, options: CheonJiInOptions(cyclesWrap: wrap))
        let start = DispatchTime.now().uptimeNanoseconds
        for line in lines {
            for turn in line.split(whereSeparator: \.isNewline) { evaluation.add(line: String(turn)) }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let report = Report(
            text: URL(fileURLWithPath: text).lastPathComponent, part: part, lines: lines.count,
            matching: matching, cyclesWrap: wrap, result: evaluation.report, seconds: seconds)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            let r = evaluation.report
            func percent(_ a: Int, _ b: Int) -> String { String(format: "%.1f%%", b == 0 ? 0 : Double(a) * 100 / Double(b)) }
            print("Korean suggestions on Cheon-Ji-In, \(report.text) (\(part), \(lines.count) lines), \(matching) matching\(wrap ? ", cycles wrap" : "")")
            print("words \(r.words) (skipped tokens \(r.skippedTokens)), in the lexicon \(percent(r.wordsInLexicon, r.words))")
            print("keys without suggestions \(r.keysWithout), with \(r.keysWith): keystroke savings \(String(format: "%.1f%%", r.savings * 100))")
            print("words offered (by the last key at the latest) \(percent(r.wordsOffered, r.words)), as the next word \(percent(r.wordsPredicted, r.words))")
            print(String(format: "%.1f s", seconds))
        }
    }

    struct Report: Encodable {
        var text: String
        var part: String
        var lines: Int
        var matching: String
        var cyclesWrap: Bool
        var result: KoreanKeystrokeSavings.Report
        var savings: Double
        var seconds: Double

        init(text: String, part: String, lines: Int, matching: String, cyclesWrap: Bool, result: KoreanKeystrokeSavings.Report, seconds: Double) {
            self.text = text
            self.part = part
            self.lines = lines
            self.matching = matching
            self.cyclesWrap = cyclesWrap
            self.result = result
            self.savings = result.savings
            self.seconds = seconds
        }
    }
}

/// The comparison reading: the word as shown (marked text included) is the only prefix, as an
/// alphabetic keyboard would match it.
struct PlainPrefixReader: TypedWordReader {
    func prefixes(committed: String, composing: String) -> [[Unicode.Scalar]] {
        [TextFolding.fold(committed + composing)]
    }
}
