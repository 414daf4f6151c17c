import TeclaLanguage

/// Replies without a generative model: read what the other side's last messages do and how they
/// feel (``IntentClassifier``, two small learned classifiers), take the reply bank's templates for
/// that intent and the chosen tone, fill them with the message's details (``ReplySlots``), drop
/// cheerful ones when the message feels negative, rank them (``ReplyRanker``) and return the best
/// of each stance, so the three replies say different things (accept / decline / maybe, yes / no /
/// not sure…). Deterministic: the same chat and tone give the same replies.
public struct OfflineReplyGenerator: ReplyGenerator {
    public let bank: ReplyBank
    public let classifier: IntentClassifier
    public let ranker: ReplyRanker

    public var name: String { "offline" }

    /// - Parameter pack: the language model that ranks candidates (the keyboard's pack); without
    ///   one, candidates are ranked by the chat's words alone.
    public init(bank: ReplyBank, classifier: IntentClassifier, pack: LanguagePack?) {
        self.bank = bank
        self.classifier = classifier
        ranker = ReplyRanker(pack: pack)
    }

    /// The generator with the bank and classifier shipped in TeclaAssist.
    public static func bundled(pack: LanguagePack?) throws(ReplyError) -> OfflineReplyGenerator {
        OfflineReplyGenerator(bank: try ReplyBank.bundled(), classifier: try IntentClassifier.bundled(), pack: pack)
    }

    public func replies(for request: ReplyRequest) async throws -> [Reply] {
        try suggest(for: request)
    }

    /// The same as ``replies(for:)``, synchronously.
    public func suggest(for request: ReplyRequest) throws(ReplyError) -> [Reply] {
        guard let last = request.conversation.messages.last else { throw .emptyConversation }
        // The user spoke last: answering their own words ("Tell me more!") would be wrong; the
        // replies follow their message up instead.
        if last.speaker == .me {
            return suggest(intent: .followUp, answering: last.text, tone: request.tone, count: request.count)
        }
        let text = request.conversation.lastIncoming.map(\.text).joined(separator: "\n")
        let reading = classifier.read(text)
        return suggest(intent: reading.intent, answering: text, tone: request.tone, count: request.count, feeling: reading.feeling)
    }

    /// Replies of `intent` in `tone` to the message `text`; none cheerful when `feeling` is
    /// negative.
    public func suggest(intent: MessageIntent, answering text: String, tone: Tone, count: Int = 3, feeling: MessageFeeling = .neutral) -> [Reply] {
        let slots = ReplySlots(text: text, bank: bank)
        let cheerful = bank.cheerful
        let sombre = feeling == .negative || intent == .badNews || (feeling != .positive && Self.cheersOnlyWhenPositive.contains(intent))
        let stopwords = Set(bank.stopwords)
        let context = Set(IntentClassifier.words(text)).subtracting(stopwords)
        var ranked: [(stance: String, text: String, score: Double)] = []
        for stance in bank.stances(intent) {
            for template in bank.templates(intent, tone, stance) {
                guard let filled = slots.fill(template) else { continue }
                if sombre, Self.isCheerful(filled, cheerful) { continue }
                let score = ranker.score(filled, context: context, stopwords: stopwords, usesSlot: filled != template)
                ranked.append((stance, filled, score))
            }
        }
        ranked.sort { ($0.score, $1.text) > ($1.score, $0.text) }
        // The best reply of each stance first, in order of score; then the next best overall.
        var chosen: [(stance: String, text: String)] = []
        for candidate in ranked where !chosen.contains(where: { $0.stance == candidate.stance }) {
            chosen.append((candidate.stance, candidate.text))
        }
        chosen = Array(chosen.prefix(count))
        for candidate in ranked where chosen.count < count && !chosen.contains(where: { $0.text == candidate.text }) {
            chosen.append((candidate.stance, candidate.text))
        }
        return chosen.map { Reply(text: $0.text, intent: intent, stance: $0.stance, source: name) }
    }

    /// Messages whose news could be either ("we had to put our dog down this morning" reads as a
    /// plain statement to a model that never saw the idiom): their replies cheer only when the
    /// message reads as positive.
    static let cheersOnlyWhenPositive: Set<MessageIntent> = [.statement, .yesNoQuestion, .openQuestion, .logistics]

    /// Whether `text` holds one of the bank's cheerful words, phrases ("sounds good") or emoji.
    static func isCheerful(_ text: String, _ cheerful: [String]) -> Bool {
        let words = " " + IntentClassifier.words(text).joined(separator: " ") + " "
        return cheerful.contains { cue in
            cue.first?.isLetter == true ? words.contains(" " + cue + " ") : text.contains(cue)
        }
    }
}
