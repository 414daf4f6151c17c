import TeclaCore

/// Decides whether the next letter should be a capital without the user pressing shift.
public struct AutoCapitalizationPolicy: Hashable, Sendable {
    /// Characters that end a sentence.
    public var sentenceTerminators: Set<Character>
    /// Characters that may follow a terminator and still end the sentence: `"Stop." He said`.
    public var closingCharacters: Set<Character>

    public init(
        sentenceTerminators: Set<Character> = [".", "!", "?", "…", "߹", "؟", "。"], closingCharacters: Set<Character> = ["\"", "'", ")", "]", "”", "’", "»"]
    ) {
        self.sentenceTerminators = sentenceTerminators
        self.closingCharacters = closingCharacters
    }

    /// Whether a letter typed after `textBeforeCursor` should be capitalized in a field of type `type`.
    public func shouldCapitalize(after textBeforeCursor: String, type: AutocapitalizationType) -> Bool {
        switch type {
        case .none: return false
        case .allCharacters: return true
        case .words:
            guard let last = textBeforeCursor.last else { return true }
            return last.isWhitespace
        case .sentences:
            guard let last = textBeforeCursor.last else { return true }
            if last.isNewline { return true }
            guard last.isWhitespace else { return false }
            var text = textBeforeCursor[...]
            while let c = text.last, c.isWhitespace {
                if c.isNewline { return true }
                text = text.dropLast()
            }
            guard !text.isEmpty else { return true }
            while let c = text.last, closingCharacters.contains(c) { text = text.dropLast() }
            guard let end = text.last else { return false }
            return sentenceTerminators.contains(end)
        }
    }
}
