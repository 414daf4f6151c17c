import ArgumentParser
import Foundation
import TeclaCore
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks
import TeclaTouch

/// `stdio`: the `kebbie-jsonl/1` engine protocol (shared/kebbie/PROTOCOL.md) on stdin/stdout.
/// One JSON request per line, exactly one JSON response line each, flushed; deterministic and
/// without learning, so parallel instances and repeated contexts always agree.
struct StdioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stdio",
        abstract: "Answer kebbie-jsonl/1 requests (hello, predict, complete, correct, swipe) on stdin/stdout.")

    @Option(help: "Pack file, served as its language and as English (default: the bundled packs).") var pack: String?
    @Option(help: "Folder of packs named by language tag, en.teclapack… (default: the bundled packs).") var packs: String?
    @Option(help: "How many candidates to return.") var candidates = 6
    @Option(help: "Corrector: score of an unknown typed word (log10); lower corrects more.")
    var unknownWordScore: Double?
    @Option(help: "Corrector: margin (log10) a candidate needs over a typed real word.")
    var knownWordMargin: Double?
    @Option(help: "Corrector: cost (log10) of a missed space.") var missedSpace: Double?

    struct StdioError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    private struct Response: Encodable {
        var candidates: [String]
        var error: String?
        var engine: String?
    }

    func validate() throws {
        if pack != nil && packs != nil { throw ValidationError("give --pack or --packs, not both") }
        guard (1...1_000).contains(candidates) else { throw ValidationError("--candidates must be between 1 and 1000") }
        for (name, value) in [("--unknown-word-score", unknownWordScore), ("--known-word-margin", knownWordMargin), ("--missed-space", missedSpace)] {
            if let value, !value.isFinite { throw ValidationError("\(name) must be a finite number") }
        }
    }

    func run() throws {
        // The same provider and the same engine as a keyboard session: packs opened on demand,
        // only the language in use kept, taps and swipes judged on the layout's real page.
        let source: any PackSource
        if let pack {
            let opened = try LanguagePack(contentsOf: URL(fileURLWithPath: pack))
            source = OpenPacks([opened.manifest.language: opened, "en": opened])
        } else if let packs {
            source = PackFolder(url: URL(fileURLWithPath: packs))
        } else {
            source = BundledPacks.folder
        }
        var policy = CorrectionPolicy()
        if let unknownWordScore { policy.unknownWordScore = unknownWordScore }
        if let knownWordMargin { policy.knownWordMargin = knownWordMargin }
        var errors = TypingErrorModel()
        if let missedSpace { errors.missedSpace = missedSpace }
        let engine = Engine(models: LanguageModels(source: source, retention: .activeOnly), limit: candidates, policy: policy, errors: errors)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        while let line = readLine(strippingNewline: true) {
            let response = engine.respond(to: line)
            let data = (try? encoder.encode(response)) ?? Data(#"{"candidates":[],"error":"encoding failed"}"#.utf8)
            // FileHandle writes go straight to the descriptor: each response leaves unbuffered.
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        }
    }

    /// Turns one request line into one response.
    private final class Engine {
        let models: LanguageModels
        let limit: Int
        let policy: CorrectionPolicy
        let errors: TypingErrorModel
        private var current: Language?

        /// One language as the protocol serves it: its engine on its layout's page, and the
        /// map from kebbie's 320 × 288 keyboard onto that page.
        struct Language {
            let tag: String
            let suggestions: SuggestionEngine
            let models: LanguageModels.Language
            let keyboard: GestureKeyboard
            let scale: (x: Double, y: Double)
            let name: String
        }

        init(models: LanguageModels, limit: Int, policy: CorrectionPolicy, errors: TypingErrorModel) {
            self.models = models
            self.limit = limit
            self.policy = policy
            self.errors = errors
        }

        /// The language `tag` ready to answer (opened on first use; the others released).
        func language(_ tag: String) -> Result<Language, StdioError> {
            if let current, current.tag == tag { return .success(current) }
            guard let definition = LayoutCatalog.all.definitions.first(where: { $0.language == tag }),
                  let layout = try? LayoutCatalog.all.layout(id: definition.id, width: 390) else {
                return .failure(StdioError("no layout for language \(tag)"))
            }
            current = nil
            models.activate(tag)
            guard let language = models[tag] else {
                return .failure(StdioError(models.failure(for: tag).map { "language \(tag): \($0)" } ?? "no pack for language \(tag)"))
            }
            let page = layout.homePage
            var corrector = language.suggestions.corrector
            corrector.policy = policy
            corrector.errorModel = errors
            let engine = SuggestionEngine(predictor: language.suggestions.predictor, corrector: corrector, reader: language.suggestions.reader)
                .using(geometry: KeyboardGeometry(page: page, metrics: .iPhonePortrait(width: 390)))
            let pack = language.pack
            let served = Language(
                tag: tag, suggestions: engine, models: language, keyboard: GestureKeyboard(page: page),
                scale: (layout.size.width / 320, layout.size.height / 288),
                name: "tecla \(PackBuildConfiguration.builderVersion), pack \(pack.manifest.language) \(pack.manifest.contentChecksum)")
            current = served
            return .success(served)
        }

        func respond(to line: String) -> Response {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
                  let request = object as? [String: Any] else {
                return Response(candidates: [], error: "request is not a JSON object")
            }
            guard let op = request["op"] as? String else {
                return Response(candidates: [], error: "request has no \"op\"")
            }
            // An extension of kebbie-jsonl/1: any request may name its language (default English).
            guard let tag = (request["language"] ?? "en") as? String else {
                return Response(candidates: [], error: "\"language\" must be a language tag")
            }
            let language: Language
            switch self.language(tag) {
            case .success(let served): language = served
            case .failure(let error): return Response(candidates: [], error: error.message)
            }
            let context = request["context"] as? String ?? ""
            let word = request["word"] as? String ?? ""
            let taps = Self.taps(request["keystrokes"]).map { $0.map { (x: $0.x * language.scale.x, y: $0.y * language.scale.y) } }
            let corrector = language.suggestions.corrector
            switch op {
            case "hello":
                return Response(candidates: [], engine: language.name)
            case "predict":
                let words = language.suggestions.predictor.nextWords(after: TypingContext(textBeforeCursor: context), limit: limit)
                return Response(candidates: words.map(\.text))
            case "complete":
                guard !word.isEmpty else { return Response(candidates: []) }
                // Scripts typed by composition (Korean) complete through their reader, as in the bar.
                if language.suggestions.reader != nil {
                    let slots = language.suggestions.suggestions(textBeforeCursor: context + word)
                    return Response(candidates: Array(slots.map(\.text).prefix(limit)))
                }
                let typing = TypingContext(textBeforeCursor: context)
                let completions = corrector.completions(of: word, taps: taps, context: typing, limit: limit)
                return Response(candidates: completions.map(\.text))
            case "correct":
                guard !word.isEmpty else { return Response(candidates: []) }
                let result = corrector.correct(word, taps: taps, context: TypingContext(textBeforeCursor: context), limit: limit)
                return Response(candidates: Array(result.ranked.prefix(limit)))
            case "swipe":
                guard let points = Self.points(request["points"]) else {
                    return Response(candidates: [], error: "\"points\" must be a list of [x, y] pairs of finite numbers")
                }
                guard let gestures = language.models.gestures else {
                    return Response(candidates: [], error: "no swipe typing for language \(tag)")
                }
                // kebbie swipes lower-case words and compares them as typed: no sentence-start capital.
                let words = context.split(separator: " ").map(String.init)
                let typing = TypingContext(previousWords: words, capitalizeSentenceStart: false)
                let mapped = points.map { Point(x: $0.x * language.scale.x, y: $0.y * language.scale.y) }
                do {
                    return Response(candidates: try gestures.decode(mapped, on: language.keyboard, context: typing, limit: limit).map(\.text))
                } catch {
                    return Response(candidates: [], error: "gesture refused: \(error)")
                }
            default:
                return Response(candidates: [], error: "unknown op \(op)")
            }
        }

        /// `[[x, y(, t)], ...]` → gesture points; nil if any entry is malformed or not finite.
        static func points(_ value: Any?) -> [Point]? {
            guard let list = value as? [Any] else { return nil }
            var points: [Point] = []
            points.reserveCapacity(list.count)
            for entry in list {
                guard let pair = entry as? [Any], pair.count >= 2,
                      let x = (pair[0] as? NSNumber)?.doubleValue, let y = (pair[1] as? NSNumber)?.doubleValue,
                      x.isFinite, y.isFinite else { return nil }
                points.append(Point(x: x, y: y))
            }
            return points
        }

        /// `[[x, y] | null, ...]` → tap points (nil for characters typed without coordinates).
        static func taps(_ value: Any?) -> [(x: Double, y: Double)?] {
            guard let list = value as? [Any] else { return [] }
            return list.map { entry in
                guard let pair = entry as? [Any], pair.count == 2,
                      let x = (pair[0] as? NSNumber)?.doubleValue, let y = (pair[1] as? NSNumber)?.doubleValue,
                      x.isFinite, y.isFinite else { return nil }
                return (x, y)
            }
        }
    }
}
