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

    public init(
        baseURL: URL = EndpointConfiguration.defaultURL, model: String = "local", allowsRemoteHost: Bool = false, timeout: Double = 60,
        temperature: Double = 0.7, maxTokens: Int = 300
    ) {
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

    /// Whether `host` is this machine: a loopback address (127.0.0.0/8, ::1), or a name every
    /// address of which is one. Names are resolved, not trusted: `x.localhost` is whatever the
    /// resolver says it is.
    public static func isLoopback(_ host: String) -> Bool {
        loopbackAddresses(of: host) != nil
    }

    /// The loopback addresses `host` stands for, or nil when it is not (only) this machine. An
    /// IP literal is its own answer; a name is resolved and every address must be loopback.
    static func loopbackAddresses(of host: String) -> [String]? {
        let bare = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if HostResolver.isLoopbackAddress(bare) { return [bare] }
        // An IP literal that is not loopback needs no lookup to be refused.
        if bare.contains(":") || bare.split(separator: ".").allSatisfy({ Int($0) != nil }) { return nil }
        let addresses = HostResolver.addresses(of: bare)
        guard !addresses.isEmpty, addresses.allSatisfy(HostResolver.isLoopbackAddress) else { return nil }
        return addresses
    }

    /// Where to connect, in order: for a loopback *name* over http, the completions URL at each
    /// address the name was checked to be (with the name for the `Host` header), so no second
    /// lookup decides where the conversation goes; otherwise the completions URL itself (an IP
    /// literal needs no lookup; https must keep the name its certificate is checked against).
    func connectionTargets() throws(ReplyError) -> [(url: URL, host: String?)] {
        let url = try completionsURL()
        guard !allowsRemoteHost, let host = url.host else { return [(url, nil)] }
        guard let addresses = Self.loopbackAddresses(of: host) else { throw .remoteEndpointRefused(host: host) }
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        guard url.scheme?.lowercased() == "http", !HostResolver.isLoopbackAddress(bare.lowercased()) else { return [(url, nil)] }
        return addresses.compactMap { address in
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
            components.host = address.contains(":") ? "[\(address)]" : address
            return components.url.map { ($0, url.port.map { "\(host):\($0)" } ?? host) }
        }
    }
}
