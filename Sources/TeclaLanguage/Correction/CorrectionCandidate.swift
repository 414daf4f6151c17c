/// A word (or two words, for a missed space) the user may have meant.
public struct CorrectionCandidate: Hashable, Sendable {
    /// Text to insert, cased like the typing ("doing here", "Germany").
    public var text: String
    /// log10 P(text | context) from the language model (P(typed) for an unknown typed word).
    public var languageScore: Double
    /// log10 cost of the typing errors that turn `text` into what was typed.
    public var errorCost: Double
    /// True for the typed text itself.
    public var isTyped: Bool

    /// Overall score: language model minus error cost; higher is better.
    public var score: Double { languageScore - errorCost }
}
