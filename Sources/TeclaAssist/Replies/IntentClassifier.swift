/// Reads what the other person's message does (``MessageIntent``) and how it feels
/// (``MessageFeeling``) with two small learned models (``IntentModel``), trained on weakly labelled
/// lines of license-clean chat and everyday English (`Scripts/assets/reply_intents.py`; how the
/// lines were labelled is in Guides/ReplySuggestions.md).
///
/// The two readings are combined in one place: a statement or "good news" that the feeling model
/// finds negative ("lost my wallet on the bus") is read as bad news, so it is answered with
/// sympathy, never with congratulations.
///
/// ```swift
/// let classifier = try IntentClassifier.bundled()
/// classifier.classify("pizza or sushi tonight?")  // .choice
/// classifier.read("my grandma passed away").feeling  // .negative
/// ```
public struct IntentClassifier: Sendable {
    public let models: IntentModel.Bundle
    /// A negative feeling at least this likely turns a statement or good news into bad news.
    public var badNewsThreshold = 0.5
    /// A negative feeling at least this likely counts, even when another is likelier: a reply
    /// that cheers a sad message hurts more than a sober reply to a happy one.
    public var negativeFeelingThreshold = 0.3

    public init(models: IntentModel.Bundle) {
        self.models = models
    }

    /// The classifier with the models shipped in TeclaAssist.
    public static func bundled() throws(ReplyError) -> IntentClassifier {
        IntentClassifier(models: try IntentModel.Bundle.bundled())
    }

    /// The intent of `text` (the other side's trailing messages joined).
    public func classify(_ text: String) -> MessageIntent {
        read(text).intent
    }

    /// What `text` does and how it feels.
    public func read(_ text: String) -> MessageReading {
        let intent = models.intent.best(text)
        let feelings = models.feeling.probabilities(of: text)
        let negative = feelings[MessageFeeling.negative.rawValue] ?? 0
        let feeling: (label: String, probability: Double) =
            negative >= negativeFeelingThreshold ? (MessageFeeling.negative.rawValue, negative) : IntentModel.likeliest(feelings)
        var reading = MessageReading(
            intent: MessageIntent(rawValue: intent.label) ?? .statement, intentProbability: intent.probability,
            feeling: MessageFeeling(rawValue: feeling.label) ?? .neutral, feelingProbability: feeling.probability)
        if negative >= badNewsThreshold, reading.intent == .statement || reading.intent == .goodNews {
            reading.intent = .badNews
        }
        return reading
    }

    /// Lower-case words, apostrophes kept ("let's"), curly apostrophes straightened.
    static func words(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        for ch in text.lowercased() {
            if ch.isLetter || ch.isNumber {
                current.append(ch)
            } else if (ch == "'" || ch == "\u{2019}"), !current.isEmpty {
                current.append("'")
            } else if !current.isEmpty {
                out.append(current.trimmingSuffix("'"))
                current = ""
            }
        }
        if !current.isEmpty { out.append(current.trimmingSuffix("'")) }
        return out
    }
}

private extension String {
    func trimmingSuffix(_ suffix: Character) -> String {
        var s = self
        while s.last == suffix { s.removeLast() }
        return s
    }
}
