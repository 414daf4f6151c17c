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

    /// Whether inserting the suggestion in place of the word being typed, `typed`, adds to it:
    /// not the same letters again, in any case ("I" or "On" for "i", "on"). A completion that adds
    /// nothing repeats the bar's verbatim slot; where completions are listed alone (the engine
    /// protocol's `complete`, which is asked for a longer word than the letters typed so far),
    /// it would take a slot from a word that does complete them.
    public func adds(to typed: String) -> Bool { text.lowercased() != typed.lowercased() }

    public var description: String { "\(kind.rawValue):\(text)(\(String(format: "%.2f", score)))" }
}
