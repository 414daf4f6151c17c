import Foundation
import TeclaCore
import TeclaKeyboard
import TeclaLanguage
import TeclaTouch

/// One answer line.
public struct EngineProtocolResponse: Encodable, Sendable {
    public var candidates: [String]
    public var error: String?
    public var engine: String?

    public init(candidates: [String], error: String? = nil, engine: String? = nil) {
        self.candidates = candidates
        self.error = error
        self.engine = engine
    }
}

struct ProtocolError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// The `kebbie-jsonl/1` engine protocol (shared/kebbie/PROTOCOL.md) over the keyboard's own
/// engine: packs from the same ``LanguageModels`` provider a session uses, corrections and
/// swipes judged on the real layout page with kebbie's 320 × 288 keyboard mapped onto it.
/// Deterministic and without learning. Any request may carry `"language"` (default `"en"`).
///
/// ```swift
/// let server = EngineProtocolServer(models: LanguageModels(source: BundledPacks.folder, retention: .activeOnly))
/// server.respond(to: #"{"op":"predict","context":"Thank you "}"#).candidates  // ["for", "so", …]
/// ```
public final class EngineProtocolServer {
    /// Changes when answers to the same requests may change (the pipeline, the geometry).
    public static let version = "2 (issue 17: one provider, taps on the real page)"

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
        let keyboard: SwipeKeyboard
        let scale: (x: Double, y: Double)
        let name: String
    }

    public init(models: LanguageModels, limit: Int = 6, policy: CorrectionPolicy = CorrectionPolicy(), errors: TypingErrorModel = TypingErrorModel()) {
        self.models = models
        self.limit = limit
        var policy = policy
        // The protocol has no shift key: sentence-start capitals come from the corrector, as a
        // keyboard's shift would give them.
        policy.capitalizesSentenceStarts = true
        self.policy = policy
        self.errors = errors
    }

    /// The language `tag` ready to answer (opened on first use; the others released).
    func language(_ tag: String) -> Result<Language, ProtocolError> {
        if let current, current.tag == tag { return .success(current) }
        guard let definition = LayoutCatalog.all.definitions.first(where: { $0.language == tag }),
            let layout = try? LayoutCatalog.all.layout(id: definition.id, width: 390)
        else {
            return .failure(ProtocolError("no layout for language \(tag)"))
        }
        current = nil
        models.activate(tag)
        guard let language = models[tag] else {
            return .failure(ProtocolError(models.failure(for: tag).map { "language \(tag): \($0)" } ?? "no pack for language \(tag)"))
        }
        let page = layout.homePage
        var corrector = language.suggestions.corrector
        corrector.policy = policy
        corrector.errorModel = errors
        let engine = SuggestionEngine(predictor: language.suggestions.predictor, corrector: corrector, reader: language.suggestions.reader)
            .using(geometry: KeyboardGeometry(page: page, metrics: .iPhonePortrait(width: 390)))
        let pack = language.pack
        let served = Language(
            tag: tag, suggestions: engine, models: language, keyboard: SwipeKeyboard(page: page),
            scale: (layout.size.width / 320, layout.size.height / 288),
            name: "tecla-engine \(EngineProtocolServer.version), pack \(pack.manifest.language) \(pack.manifest.contentChecksum)")
        current = served
        return .success(served)
    }

    /// One request line in, one response out.
    public func respond(to line: String) -> EngineProtocolResponse {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
            let request = object as? [String: Any]
        else {
            return EngineProtocolResponse(candidates: [], error: "request is not a JSON object")
        }
        guard let op = request["op"] as? String else {
            return EngineProtocolResponse(candidates: [], error: "request has no \"op\"")
        }
        // An extension of kebbie-jsonl/1: any request may name its language (default English).
        guard let tag = (request["language"] ?? "en") as? String else {
            return EngineProtocolResponse(candidates: [], error: "\"language\" must be a language tag")
        }
        let language: Language
        switch self.language(tag) {
        case .success(let served): language = served
        case .failure(let error): return EngineProtocolResponse(candidates: [], error: error.message)
        }
        let context = request["context"] as? String ?? ""
        let word = request["word"] as? String ?? ""
        // Before any work per character: one "character" may be thousands of marks.
        for (name, text) in [("context", context), ("word", word)] {
            if let overlong = GraphemeBound.firstOverlong(in: text) {
                return EngineProtocolResponse(candidates: [], error: "\"\(name)\": \(overlong)")
            }
        }
        let taps = Self.taps(request["keystrokes"]).map { $0.map { (x: $0.x * language.scale.x, y: $0.y * language.scale.y) } }
        let corrector = language.suggestions.corrector
        switch op {
        case "hello":
            return EngineProtocolResponse(candidates: [], engine: language.name)
        case "predict":
            let words = language.suggestions.predictor.nextWords(after: TypingContext(textBeforeCursor: context), limit: limit)
            return EngineProtocolResponse(candidates: words.map(\.text))
        case "complete":
            guard !word.isEmpty else { return EngineProtocolResponse(candidates: []) }
            // Scripts typed by composition (Korean) complete through their reader, as in the bar.
            if language.suggestions.reader != nil {
                let slots = language.suggestions.suggestions(textBeforeCursor: context + word)
                return EngineProtocolResponse(candidates: Array(slots.map(\.text).prefix(limit)))
            }
            let typing = TypingContext(textBeforeCursor: context)
            // `complete` asks for the word whose first letters were typed, so a candidate that is
            // those letters again (the bar's verbatim slot) would only take a place. Completions
            // hold one case of a word, so one more than asked is enough.
            let completions = corrector.completions(of: word, taps: taps, context: typing, limit: limit + 1).filter { $0.adds(to: word) }
            return EngineProtocolResponse(candidates: Array(completions.prefix(limit).map(\.text)))
        case "correct":
            guard !word.isEmpty else { return EngineProtocolResponse(candidates: []) }
            let result = corrector.correct(word, taps: taps, context: TypingContext(textBeforeCursor: context), limit: limit)
            return EngineProtocolResponse(candidates: Array(result.ranked.prefix(limit)))
        case "swipe":
            guard let points = Self.points(request["points"]) else {
                return EngineProtocolResponse(candidates: [], error: "\"points\" must be a list of [x, y] pairs of finite numbers")
            }
            guard let gestures = language.models.swipeDecoder else {
                return EngineProtocolResponse(candidates: [], error: "no swipe typing for language \(tag)")
            }
            // kebbie swipes lower-case words and compares them as typed: no sentence-start capital.
            let words = context.split(separator: " ").map(String.init)
            let typing = TypingContext(previousWords: words, capitalizeSentenceStart: false)
            let mapped = points.map { Point(x: $0.x * language.scale.x, y: $0.y * language.scale.y) }
            do {
                let times = Self.times(request["points"])
                return EngineProtocolResponse(
                    candidates: try gestures.decode(mapped, times: times, on: language.keyboard, context: typing, limit: limit).map(\.text))
            } catch {
                return EngineProtocolResponse(candidates: [], error: "gesture refused: \(error)")
            }
        default:
            return EngineProtocolResponse(candidates: [], error: "unknown op \(op)")
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
                x.isFinite, y.isFinite
            else { return nil }
            points.append(Point(x: x, y: y))
        }
        return points
    }

    /// The third elements of `[[x, y, t], ...]` (milliseconds) as seconds, when every point has
    /// one (kebbie's traces do not: the untimed re-ranker reads them).
    static func times(_ value: Any?) -> [Double]? {
        guard let list = value as? [Any], !list.isEmpty else { return nil }
        var times: [Double] = []
        times.reserveCapacity(list.count)
        for entry in list {
            guard let triple = entry as? [Any], triple.count >= 3, let t = (triple[2] as? NSNumber)?.doubleValue, t.isFinite else { return nil }
            times.append(t / 1000)
        }
        return times
    }

    /// `[[x, y] | null, ...]` → tap points (nil for characters typed without coordinates).
    static func taps(_ value: Any?) -> [(x: Double, y: Double)?] {
        guard let list = value as? [Any] else { return [] }
        return list.map { entry in
            guard let pair = entry as? [Any], pair.count == 2,
                let x = (pair[0] as? NSNumber)?.doubleValue, let y = (pair[1] as? NSNumber)?.doubleValue,
                x.isFinite, y.isFinite
            else { return nil }
            return (x, y)
        }
    }
}
