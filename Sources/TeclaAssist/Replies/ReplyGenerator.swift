/// Writes reply suggestions for a conversation.
///
/// Implementations: ``OfflineReplyGenerator`` (no model: intent, reply bank, language-model
/// ranking), ``LocalEndpointReplyGenerator`` (an OpenAI-compatible server on the user's own
/// machine) and `FoundationModelReplyGenerator` (Apple's on-device model). Failures are
/// ``ReplyError``s.
public protocol ReplyGenerator: Sendable {
    /// A short name for reports.
    var name: String { get }
    func replies(for request: ReplyRequest) async throws -> [Reply]
}
