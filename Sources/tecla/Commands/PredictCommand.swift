import TeclaTyping
import ArgumentParser
import Foundation
import TeclaCore
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks

/// `predict`: what the suggestion bar shows for a text before the cursor.
struct PredictCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "predict",
        abstract: "Show suggestions, completions and next words for the text before the cursor.")

    @Argument(help: "Text before the cursor (end it with a space to predict the next word).")
    var text: String
    @Option(help: "Pack file (default: the bundled English pack).") var pack: String?
    @Option(help: "How many completions and next words to list.") var limit = 8
    @Option(help: "Also show the corrector's candidates for this typed word (after the text).")
    var correct: String?
    @Option(help: "Weight of the neural model in the mix with the trigram, 0-1 (0: trigram only, 1: neural only; default: the model's).")
    var neuralWeight: Float?

    func validate() throws {
        guard (1...1_000).contains(limit) else { throw ValidationError("--limit must be between 1 and 1000") }
        try GraphemeBound.validate(text, "the text")
        if let correct { try GraphemeBound.validate(correct, "--correct") }
        if let neuralWeight, !(0...1).contains(neuralWeight) { throw ValidationError("--neural-weight is between 0 and 1") }
    }

    func run() throws {
        var languagePack = try pack.map { try LanguagePack(contentsOf: URL(fileURLWithPath: $0)) } ?? BundledPacks.english()
        if let neuralWeight { languagePack = languagePack.withNeuralMixWeight(neuralWeight) }
        // The engine a session would use for the pack's language (Latin reads enclitics).
        let engine = LanguageModels.Language(pack: languagePack).suggestions.using(geometry: .qwertyUS)
        let predictor = engine.predictor
        let context = TypingContext(textBeforeCursor: text)
        print("context: \(context.previousWords) current: \"\(context.currentWord)\" sentence start: \(context.isSentenceStart)")
        let bar = engine.suggestions(textBeforeCursor: text)
        print("slots:       " + bar.map(\.description).joined(separator: "  "))
        if context.currentWord.isEmpty {
            print("next words:  " + predictor.nextWords(after: context, limit: limit).map(\.description).joined(separator: "  "))
        } else {
            print("completions: " + predictor.completions(for: context, limit: limit).map(\.description).joined(separator: "  "))
        }
        if let correct {
            let result = engine.corrector.correct(correct, context: context, limit: limit)
            print("correction:  \(result.autocorrection.map { "→ \($0)" } ?? "keep \(correct)") (typed word known: \(result.typedIsKnown))")
            for c in result.candidates {
                print(String(format: "  %@  lm %.2f  error %.2f  score %.2f", c.text, c.languageScore, c.errorCost, c.score))
            }
        }
    }
}
