import TeclaTyping
import TeclaEvaluation
import ArgumentParser
import Foundation
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks

/// `tecla eval nko`: N'Ko typed from Latin letters without tones — are the tones restored?
struct EvalNKoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nko",
        abstract: "Type each N'Ko word of a text from Latin letters, untoned, and check the tone-marked word is suggested.",
        discussion: """
            Each N'Ko word is romanized (tones dropped), its letters typed through the transliterating \
            input method after the sentence's real previous words, and the suggestion bar read after the \
            last letter: top-1 (what space types) and top-3, over words the pack holds; words it lacks \
            are checked for a valid untoned spelling. Keystroke savings and next-word top-3 on the way.
            Example: tecla eval nko --text ../shared/data/corpora/nqo/flores-dev.txt --part even
            """
    )

    @OptionGroup var corpus: TextCorpusOptions
    var text: String { corpus.text }
    var part: String { corpus.part }
    var limit: Int { corpus.limit }
    var pack: String? { corpus.pack }
    var json: Bool { corpus.json }
    @Option(help: ArgumentHelp("Tuning: log10 advantage of a whole word over longer ones.", visibility: .hidden))
    var wholeWordBonus: Float?
    @Flag(help: ArgumentHelp("Tuning: print each word whose tones were not restored as the first slot.", visibility: .hidden))
    var showMisses = false

    func run() throws {
        let languagePack = try pack.map { try LanguagePack(contentsOf: URL(fileURLWithPath: $0)) } ?? BundledPacks.nko()
        // The engine a session builds for N'Ko, unless tuning asks for another bonus.
        let engine =
            (wholeWordBonus.map { SuggestionEngine(pack: languagePack, reader: NKoWordReader(wholeWordBonus: $0)) }
            ?? LanguageModels.Language(pack: languagePack, language: "nqo").suggestions).using(geometry: .qwertyUS)
        var evaluation = NKoToneRecovery(engine: engine)
        if showMisses {
            evaluation.onMiss = { word, result, inVocabulary in
                print("miss \(inVocabulary ? "inv" : "oov") \(word) latin=\(result.latin) typed=\(result.typed) slots=\(result.slots.joined(separator: " | "))")
            }
        }
        let lines = try TextInput.sample(try TextInput.lines(text), part: part, limit: limit)
        let start = DispatchTime.now().uptimeNanoseconds
        for line in lines { evaluation.add(line: line) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let r = evaluation.report
        if json {
            struct Output: Encodable {
                var text: String, part: String, lines: Int, result: NKoToneRecovery.Report
                var top1: Double, top3: Double, oovRate: Double, oovValidSpelling: Double, savings: Double, nextWordTop3: Double
                var barP50Milliseconds: Double, barP99Milliseconds: Double, seconds: Double
            }
            let output = Output(
                text: URL(fileURLWithPath: text).lastPathComponent, part: part, lines: lines.count, result: r,
                top1: r.top1Rate, top3: r.top3Rate, oovRate: r.oovRate, oovValidSpelling: r.oovValidSpellingRate,
                savings: r.savings, nextWordTop3: r.nextWordTop3Rate,
                barP50Milliseconds: r.barLatencyMilliseconds(quantile: 0.5),
                barP99Milliseconds: r.barLatencyMilliseconds(quantile: 0.99), seconds: seconds)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(output), as: UTF8.self))
            return
        }
        func percent(_ x: Double) -> String { String(format: "%.2f%%", x * 100) }
        print("N'Ko from Latin letters, \(URL(fileURLWithPath: text).lastPathComponent) (\(part), \(lines.count) lines)")
        print("words \(r.words) (skipped tokens \(r.skippedTokens)); out of vocabulary \(r.outOfVocabulary) (\(percent(r.oovRate)))")
        print("in vocabulary \(r.inVocabulary): tone-marked word top-1 \(percent(r.top1Rate)), top-3 \(percent(r.top3Rate))")
        print("out of vocabulary: valid untoned spelling \(percent(r.oovValidSpellingRate))")
        print("keystroke savings \(percent(r.savings)) (keys \(r.keysWithout) → \(r.keysWith)); next-word top-3 \(percent(r.nextWordTop3Rate))")
        print(
            String(
                format: "suggestion bar after a letter: p50 %.3f ms, p99 %.3f ms (%d refreshes); %.1f s in all",
                r.barLatencyMilliseconds(quantile: 0.5), r.barLatencyMilliseconds(quantile: 0.99), r.barMicroseconds.count, seconds))
    }
}
