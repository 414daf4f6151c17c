import TeclaLanguage

/// Replies without any model: classify what the other side's last messages are doing
/// (``IntentClassifier``), take the reply bank's templates for that intent and the chosen tone,
/// fill them with the message's details (``ReplySlots``), rank them (``ReplyRanker``) and return
/// the best of each stance, so the three replies say different things (accept / decline / maybe,
/// yes / no / not sure…). Deterministic: the same chat and tone give the same replies.
public struct OfflineReplyGenerator: ReplyGenerator {
    public let bank: ReplyBank
    public let ranker: ReplyRanker

    public var name: String { "offline" }

    /// - Parameter pack: the language model that ranks candidates (the keyboard's pack); without
    ///   one, candidates are ranked by the chat's words alone.
    public init(bank: ReplyBank, pack: LanguagePack?) {
        self.bank = bank
        ranker = ReplyRanker(pack: pack)
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
        let intent = IntentClassifier(bank: bank).classify(text)
        return suggest(intent: intent, answering: text, tone: request.tone, count: request.count)
    }

    /// Replies of `intent` in `tone` to the message `text`.
    public func suggest(intent: MessageIntent, answering text: String, tone: Tone, count: Int = 3) -> [Reply] {
        let slots = ReplySlots(text: text, bank: bank)
        let stopwords = Set(bank.stopwords)
        let context = Set(IntentClassifier.words(text)).subtracting(stopwords)
        var ranked: [(stance: String, text: String, score: Double)] = []
        for stance in bank.stances(intent) {
            for template in bank.templates(intent, tone, stance) {
                guard let filled = slots.fill(template) else { continue }
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
}
