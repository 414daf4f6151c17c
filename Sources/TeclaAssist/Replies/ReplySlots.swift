/// The details of the message being answered that a reply can echo: what is proposed
/// (`{activity}`: dinner, coffee, the concert…), when (`{time}`: tonight, on Friday, at 8…) and,
/// for a choice, the two options (`{optionA}`, `{optionB}`: "pizza or sushi?").
public struct ReplySlots: Hashable, Sendable {
    public var values: [String: String]

    /// Words that cannot stand alone as a choice's option ("call you or just text?").
    static let notOptions: Set<String> = [
        "i", "you", "me", "we", "us", "it", "he", "she", "they", "him", "her", "them", "the", "a", "an", "just", "maybe", "to", "be",
        "go", "do", "not", "something", "what", "so", "this", "that", "there", "here", "now", "either", "else", "anything", "nothing",
    ]

    /// Finds each lexicon slot's first cue (from the bank) in `text`, longest cue first; a clock
    /// time ("at 8", "7:30pm") when no time word is there; the options either side of "or".
    public init(text: String, bank: ReplyBank) {
        let words = IntentClassifier.words(text)
        let joined = " " + words.joined(separator: " ") + " "
        var values: [String: String] = [:]
        for (slot, cues) in bank.slots {
            let match = cues.keys.sorted { ($0.count, $0) > ($1.count, $1) }.first { joined.contains(" " + $0 + " ") }
            if let match { values[slot] = cues[match] }
        }
        if values["time"] == nil, let clock = Self.clockTime(words) { values["time"] = clock }
        if let or = words.lastIndex(of: "or"), or > 0, or + 1 < words.count {
            let first = words[or - 1]
            let second = words[(or + 1)...].first { !["just", "maybe", "the", "a", "some"].contains($0) }
            if let second, !Self.notOptions.contains(first), !Self.notOptions.contains(second), first != second {
                values["optionA"] = first
                values["optionB"] = second
            }
        }
        self.values = values
    }

    /// "at 8", "at 7:30", "8pm" → "at 8", "at 7:30", "at 8pm".
    static func clockTime(_ words: [String]) -> String? {
        for (i, word) in words.enumerated() {
            let digits = word.prefix { $0.isNumber }
            guard !digits.isEmpty, let hour = Int(digits), (1...24).contains(hour) else { continue }
            let rest = word.dropFirst(digits.count)
            if rest == "am" || rest == "pm" { return "at " + word }
            if rest.isEmpty, i > 0, words[i - 1] == "at" {
                // "at 7 30" is how the word splitter reads "at 7:30".
                if i + 1 < words.count, words[i + 1].count == 2, words[i + 1].allSatisfy(\.isNumber) { return "at \(word):\(words[i + 1])" }
                return "at " + word
            }
        }
        return nil
    }

    /// The template with its slots filled, or nil if it needs a slot the message did not give.
    public func fill(_ template: String) -> String? {
        var text = template
        while let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") {
            let name = String(text[text.index(after: open)..<close])
            guard var value = values[name] else { return nil }
            // A slot that starts a sentence ("{activity} sounds good", "I'm in! {activity}…")
            // starts with a capital.
            let before = text[..<open].last { !$0.isWhitespace }
            if before == nil || before.map({ ".!?".contains($0) }) == true, let first = value.first {
                value = first.uppercased() + value.dropFirst()
            }
            text.replaceSubrange(open...close, with: value)
        }
        return text
    }
}
