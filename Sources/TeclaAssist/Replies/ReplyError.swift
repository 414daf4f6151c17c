/// Why replies could not be written.
public enum ReplyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The conversation has no messages.
    case emptyConversation
    /// A bundled resource (reply bank, prompts) is missing or malformed.
    case resource(String)
    /// The endpoint URL is not usable (scheme, host).
    case invalidEndpoint(String)
    /// The endpoint is not on this machine and remote endpoints were not allowed.
    case remoteEndpointRefused(host: String)
    /// Nothing answered at the endpoint.
    case endpointUnreachable(url: String, reason: String)
    /// The endpoint answered with an HTTP error.
    case endpointFailed(status: Int, body: String)
    /// The model's answer could not be used.
    case malformedResponse(String)
    /// The on-device model cannot be used now (not supported, not enabled, still downloading).
    case modelUnavailable(String)

    public var description: String {
        switch self {
        case .emptyConversation: "the conversation has no messages to reply to"
        case .resource(let message): "reply resources: \(message)"
        case .invalidEndpoint(let message): "invalid endpoint: \(message)"
        case .remoteEndpointRefused(let host):
            "refusing to send the conversation to \(host): only this machine (localhost, 127.0.0.1, ::1) is allowed unless remote endpoints are explicitly allowed"
        case .endpointUnreachable(let url, let reason): "no answer from \(url): \(reason)"
        case .endpointFailed(let status, let body): "the endpoint answered HTTP \(status): \(body)"
        case .malformedResponse(let message): "unusable model answer: \(message)"
        case .modelUnavailable(let reason): "the on-device model is unavailable: \(reason)"
        }
    }
}
