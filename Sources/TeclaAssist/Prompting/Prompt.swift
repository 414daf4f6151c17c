/// A built prompt: the system and user messages, and what was left out to fit.
public struct Prompt: Hashable, Sendable, Codable {
    public var system: String
    public var user: String
    /// Estimated tokens of both messages (``TokenEstimator``).
    public var estimatedTokens: Int
    /// How many of the oldest messages were dropped to fit the window.
    public var droppedMessages: Int
}
