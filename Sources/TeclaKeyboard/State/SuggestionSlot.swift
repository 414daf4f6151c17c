/// One entry of the suggestion bar.
public struct SuggestionSlot: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// The word exactly as typed (shown in quotes when a correction is offered).
        case verbatim
        case completion
        case correction
        case prediction
        /// Several next words offered as one, accepted whole.
        case phrase
        /// What was typed before space corrected it, offered when the cursor is put back in the
        /// corrected word: a tap puts the typed word back.
        case original
        /// Another form of the selected word (its correction, other capitals or marks): a tap
        /// replaces the selection.
        case replacement
        /// An alternative reading of a swipe.
        case swipe
        /// A text shortcut's expansion from the user dictionary ("omw" → "On my way!").
        case shortcut
    }

    public var text: String
    public var kind: Kind
    /// The suggestion that space (or punctuation) will commit: drawn highlighted.
    public var isAutocorrection: Bool
    /// A short meaning drawn under the word (an English gloss under an N'Ko word), when the
    /// language has one.
    public var gloss: String?

    public init(text: String, kind: Kind, isAutocorrection: Bool = false, gloss: String? = nil) {
        self.text = text
        self.kind = kind
        self.isAutocorrection = isAutocorrection
        self.gloss = gloss
    }
}
