/// How the other person's message feels, which decides what a reply may sound like: nothing
/// cheerful answers a negative one.
public enum MessageFeeling: String, Hashable, Sendable, Codable, CaseIterable {
    case positive, negative, neutral
}
