import Foundation

/// Where the OpenAI-compatible model server is (llama.cpp's `llama-server`, Ollama, LM Studio…)
/// and what may be sent there. Loopback only unless the user explicitly allows a remote host:
/// a conversation the user screenshotted is private.
public struct EndpointConfiguration: Hashable, Sendable, Codable {
    /// The server's base URL, e.g. `http://127.0.0.1:8080` (the chat completions path is added).
    public var baseURL: URL
    /// The model name sent in the request (servers with one model ignore it).
    public var model: String
    /// Whether a host other than this machine is acceptable.
    public var allowsRemoteHost: Bool
    /// Seconds before giving up on an answer.
    public var timeout: Double
    /// Sampling temperature.
    public var temperature: Double
    /// The most tokens the answer may have.
    public var maxTokens: Int

    /// llama.cpp's server default.
    public static let defaultURL = URL(string: "http://127.0.0.1:8080")!

    public init(baseURL: URL = EndpointConfiguration.defaultURL, model: String = "local", allowsRemoteHost: Bool = false, timeout: Double = 60, temperature: Double = 0.7, maxTokens: Int = 300) {
        self.baseURL = baseURL
        self.model = model
        self.allowsRemoteHost = allowsRemoteHost
        self.timeout = timeout
        self.temperature = temperature
        self.maxTokens = maxTokens
    }

    /// The chat completions URL, after checking scheme and host.
    public func completionsURL() throws(ReplyError) -> URL {
        guard let scheme = baseURL.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .invalidEndpoint("\(baseURL.absoluteString): use an http or https URL")
        }
        guard let host = baseURL.host, !host.isEmpty else { throw .invalidEndpoint("\(baseURL.absoluteString) has no host") }
        guard allowsRemoteHost || Self.isLoopback(host) else { throw .remoteEndpointRefused(host: host) }
        var path = baseURL.path
        while path.hasSuffix("/") { path.removeLast() }
        if !path.hasSuffix("/v1") { path += "/v1" }
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!
        components.path = path + "/chat/completions"
        guard let url = components.url else { throw .invalidEndpoint(baseURL.absoluteString) }
        return url
    }

    /// localhost, 127.0.0.0/8 and ::1 (the names, not a DNS lookup: a name that resolves to
    /// loopback elsewhere is still refused).
    public static func isLoopback(_ host: String) -> Bool {
        let h = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if h == "localhost" || h.hasSuffix(".localhost") || h == "::1" || h == "0:0:0:0:0:0:0:1" { return true }
        let parts = h.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts.allSatisfy({ Int($0).map { (0...255).contains($0) } ?? false }) else { return false }
        return parts[0] == "127"
    }
}
