import ArgumentParser
import Foundation
import TeclaCore
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

    @Option(help: "Pack file (default: the bundled English pack).") var pack: String?
    @Option(help: "How many candidates to return.") var candidates = 6
    @Option(help: "Corrector: score of an unknown typed word (log10); lower corrects more.")
    var unknownWordScore: Double?
    @Option(help: "Corrector: margin (log10) a candidate needs over a typed real word.")
    var knownWordMargin: Double?
    @Option(help: "Corrector: cost (log10) of a missed space.") var missedSpace: Double?

    private struct Response: Encodable {
        var candidates: [String]
        var error: String?
        var engine: String?
    }

    func validate() throws {
        guard (1...1_000).contains(candidates) else { throw ValidationError("--candidates must be between 1 and 1000") }
        for (name, value) in [("--unknown-word-score", unknownWordScore), ("--known-word-margin", knownWordMargin), ("--missed-space", missedSpace)] {
            if let value, !value.isFinite { throw ValidationError("\(name) must be a finite number") }
        }
    }

    func run() throws {
        let languagePack = try pack.map { try LanguagePack(contentsOf: URL(fileURLWithPath: $0)) } ?? BundledPacks.english()
        var policy = CorrectionPolicy()
        if let unknownWordScore { policy.unknownWordScore = unknownWordScore }
        if let knownWordMargin { policy.knownWordMargin = knownWordMargin }
        var errors = TypingErrorModel()
        if let missedSpace { errors.missedSpace = missedSpace }
        let engine = Engine(pack: languagePack, limit: candidates,
                            corrector: Corrector(pack: languagePack, geometry: .qwertyUS, errorModel: errors, policy: policy))
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
    private struct Engine {
        let predictor: Predictor
        let gestures: GestureDecoder
        let keyboard = GestureKeyboard(geometry: .qwertyUS)
        let corrector: Corrector
        let limit: Int
        let name: String

        init(pack: LanguagePack, limit: Int, corrector: Corrector) {
            predictor = Predictor(pack: pack)
            gestures = GestureDecoder(vocabulary: SwipeVocabulary(lexicon: pack.lexicon), predictor: predictor)
            self.corrector = corrector
            self.limit = limit
            name = "tecla \(PackBuildConfiguration.builderVersion), pack \(pack.manifest.language) \(pack.manifest.contentChecksum)"
        }

        func respond(to line: String) -> Response {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
                  let request = object as? [String: Any] else {
                return Response(candidates: [], error: "request is not a JSON object")
            }
            guard let op = request["op"] as? String else {
                return Response(candidates: [], error: "request has no \"op\"")
            }
            let context = request["context"] as? String ?? ""
            let word = request["word"] as? String ?? ""
            let taps = Self.taps(request["keystrokes"])
            switch op {
            case "hello":
                return Response(candidates: [], engine: name)
            case "predict":
                let words = predictor.nextWords(after: TypingContext(textBeforeCursor: context), limit: limit)
                return Response(candidates: words.map(\.text))
            case "complete":
                guard !word.isEmpty else { return Response(candidates: []) }
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
                // kebbie swipes lower-case words and compares them as typed: no sentence-start capital.
                let words = context.split(separator: " ").map(String.init)
                let typing = TypingContext(previousWords: words, capitalizeSentenceStart: false)
                do {
                    return Response(candidates: try gestures.decode(points, on: keyboard, context: typing, limit: limit).map(\.text))
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
