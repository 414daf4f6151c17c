/// One entry of the suggestion bar.
public struct Suggestion: Hashable, Sendable, CustomStringConvertible {
    /// Where a suggestion comes from; the bar shows them differently.
    public enum Kind: String, Hashable, Sendable {
        /// Exactly what the user typed (shown in quotes when it is not a known word).
        case verbatim
        /// A word that starts with what the user typed.
        case completion
        /// A word the user probably meant to type instead.
        case correction
        /// The next word, offered before any letter of it is typed.
        case prediction
        /// Several next words, offered as one when the model is sure of them ("see you" →
        /// "tomorrow", "how are" → "you doing"); accepted whole.
        case phrase
    }

    /// The text to insert.
    public var text: String
    /// What kind of suggestion this is.
    public var kind: Kind
    /// log10 score (language model probability, plus the error cost for corrections);
    /// higher is better, comparable within one call.
    public var score: Double
    /// The meaning of the suggestion in other languages, when its source knows it (a phrase of
    /// the pack's phrase book); words' glosses come from the pack's ``GlossTable``.
    public var glosses: [GlossTable.Language: String]

    public init(text: String, kind: Kind, score: Double, glosses: [GlossTable.Language: String] = [:]) {
        self.text = text
        self.kind = kind
        self.score = score
        self.glosses = glosses
    }

    public var description: String { "\(kind.rawValue):\(text)(\(String(format: "%.2f", score)))" }
}
