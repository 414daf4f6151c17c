/// The details of the message being answered that a reply can echo: what is proposed
/// (`{activity}`: dinner, coffee, the concert…) and when (`{time}`: tonight, on Friday…).
public struct ReplySlots: Hashable, Sendable {
    public var values: [String: String]

    /// Finds each slot's first cue (from the bank) in `text`, longest cue first.
    public init(text: String, bank: ReplyBank) {
        let joined = " " + IntentClassifier.words(text).joined(separator: " ") + " "
        var values: [String: String] = [:]
        for (slot, cues) in bank.slots {
            let match = cues.keys.sorted { ($0.count, $0) > ($1.count, $1) }.first { joined.contains(" " + $0 + " ") }
            if let match { values[slot] = cues[match] }
        }
        self.values = values
    }

    /// The template with its slots filled, or nil if it needs a slot the message did not give.
    public func fill(_ template: String) -> String? {
        var text = template
        while let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") {
            let name = String(text[text.index(after: open)..<close])
            guard let value = values[name] else { return nil }
            text.replaceSubrange(open...close, with: value)
        }
        // "{activity} {time} sounds good" at the start of a reply: capital first letter.
        if let first = text.first, first.isLowercase, template.hasPrefix("{") {
            text = first.uppercased() + text.dropFirst()
        }
        return text
    }
}
