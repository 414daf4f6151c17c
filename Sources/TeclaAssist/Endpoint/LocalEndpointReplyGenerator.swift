import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Replies from a model server the user runs on their own machine, through the OpenAI-compatible
/// `POST /v1/chat/completions` that llama.cpp's server, Ollama and LM Studio all speak. The
/// prompt comes from ``PromptBuilder``; the answer is read by ``ReplyParser``.
public struct LocalEndpointReplyGenerator: ReplyGenerator {
    public let configuration: EndpointConfiguration
    public let builder: PromptBuilder

    public var name: String { "endpoint" }

    /// Checks the URL now, so a remote host is refused before any conversation exists.
    public init(configuration: EndpointConfiguration, templates: PromptTemplates) throws(ReplyError) {
        _ = try configuration.completionsURL()
        self.configuration = configuration
        builder = PromptBuilder(templates: templates, answerTokens: configuration.maxTokens)
    }

    public func replies(for request: ReplyRequest) async throws -> [Reply] {
        let targets = try configuration.connectionTargets()
        let prompt = try builder.build(request)
        let body = try JSONEncoder().encode(
            ChatCompletionRequest(
                model: configuration.model,
                messages: [.init(role: "system", content: prompt.system), .init(role: "user", content: prompt.user)],
                temperature: configuration.temperature, max_tokens: configuration.maxTokens
            ))
        // Redirects are not followed: the checked host is the only one the conversation may reach.
        let session = URLSession(configuration: .ephemeral, delegate: RedirectRefusal(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var data = Data()
        var response: URLResponse?
        var unreachable: ReplyError?
        // `localhost` may be 127.0.0.1 and ::1, and a server may listen on only one of them.
        for (url, host) in targets {
            var http = URLRequest(url: url, timeoutInterval: configuration.timeout)
            http.httpMethod = "POST"
            http.setValue("application/json", forHTTPHeaderField: "Content-Type")
            if let host { http.setValue(host, forHTTPHeaderField: "Host") }
            http.httpBody = body
            do {
                (data, response) = try await session.data(for: http)
                unreachable = nil
                break
            } catch {
                unreachable = ReplyError.endpointUnreachable(url: url.absoluteString, reason: error.localizedDescription)
            }
        }
        if let unreachable { throw unreachable }
        guard let response else { throw ReplyError.endpointUnreachable(url: configuration.baseURL.absoluteString, reason: "no address to connect to") }
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
            throw ReplyError.endpointFailed(status: status, body: String(decoding: data.prefix(300), as: UTF8.self))
        }
        let decoded: ChatCompletionResponse
        do {
            decoded = try JSONDecoder().decode(ChatCompletionResponse.self, from: data)
        } catch {
            throw ReplyError.malformedResponse("not a chat completion: \(String(decoding: data.prefix(200), as: UTF8.self))")
        }
        guard let content = decoded.choices.first.flatMap({ $0.message?.content ?? $0.text }) else {
            throw ReplyError.malformedResponse("no choices in the answer")
        }
        let texts = ReplyParser.parse(content, limit: request.count)
        guard !texts.isEmpty else { throw ReplyError.malformedResponse("the answer holds no replies") }
        return texts.map { Reply(text: $0, source: name) }
    }
}

/// Answers every redirect with "do not follow": the 3xx itself comes back as the response.
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
