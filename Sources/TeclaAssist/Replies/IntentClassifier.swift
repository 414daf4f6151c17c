/// Decides what the other person's last message is doing (``MessageIntent``) from cue phrases in
/// the reply bank and the shape of the message.
///
/// Intents are tried in a fixed order, most specific first: an invitation phrased as a question
/// ("want to grab dinner?") is an invitation — unless it also offers a time for approval ("we
/// could see you on Friday, would that be convenient?"): that is scheduling, since confirming or
/// moving the time answers both — news beats the question it ends with ("did you hear
/// Luca got engaged?"), and a question beats the thanks before it ("Thank you! Have you been?").
/// A question without a more specific cue is yes/no when it starts with an auxiliary verb,
/// open otherwise.
public struct IntentClassifier: Sendable {
    public static let order: [MessageIntent] = [
        .invitation, .goodNews, .badNews, .apology, .scheduling, .request, .howAreYou,
        .yesNoQuestion, .thanks, .compliment, .farewell, .greeting, .statement,
    ]
    private static let auxiliaries: Set<String> = [
        "are", "is", "am", "was", "were", "do", "does", "did", "have", "has", "had", "can", "could", "will",
        "would", "should", "shall", "may", "might", "must", "you", "any", "anyone", "ok", "okay", "right",
    ]
    private static let questionWords: Set<String> = ["what", "where", "when", "who", "whom", "whose", "which", "why", "how", "so"]

    let bank: ReplyBank

    public init(bank: ReplyBank) {
        self.bank = bank
    }

    /// The intent of `text` (the other side's trailing messages joined).
    public func classify(_ text: String) -> MessageIntent {
        let words = Self.words(text)
        let joined = " " + words.joined(separator: " ") + " "
        for intent in Self.order {
            switch intent {
            case .yesNoQuestion:
                if let question = Self.lastQuestion(text) {
                    let first = Self.words(question).first { !["so", "and", "also", "but", "hey", "oh", "ok", "well"].contains($0) } ?? ""
                    return Self.auxiliaries.contains(first) ? .yesNoQuestion : .openQuestion
                }
            case .statement:
                return .statement
            case .invitation:
                // A time offered for approval answers as scheduling even when it sounds like an
                // invitation ("we could see you on Friday, would that be convenient?").
                if matches(.invitation, joined) { return matches(.scheduling, joined) ? .scheduling : .invitation }
            default:
                if matches(intent, joined) { return intent }
            }
        }
        return .statement
    }

    /// Whether one of the intent's cue phrases occurs in the words (` `-joined, padded with spaces).
    private func matches(_ intent: MessageIntent, _ joined: String) -> Bool {
        let cues = bank.intents[intent.rawValue]?.cues ?? []
        return cues.contains { joined.contains(" " + Self.words($0).joined(separator: " ") + " ") }
    }

    /// The last sentence ending in "?", if any.
    static func lastQuestion(_ text: String) -> String? {
        guard let mark = text.lastIndex(of: "?") else { return nil }
        let before = text[..<mark]
        let start = before.lastIndex(where: { ".!?\n".contains($0) }).map { before.index(after: $0) } ?? before.startIndex
        return String(text[start...mark])
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
