import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
@testable import TeclaPlayground

/// A playground server started in-process on a free loopback port for the length of a test,
/// and a small HTTP client for it.
struct RunningPlayground {
    let baseURL: URL

    struct Reply {
        var status: Int
        var body: Data
        var contentType: String?
        var contentLength: String? = nil

        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
        var error: String? { json["error"] as? String }
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Runs `body` against a fresh server, then shuts the server down.
    static func with<T: Sendable>(
        limits: PlaygroundLimits = PlaygroundLimits(), advertisedHosts: [String]? = nil, _ body: @Sendable (RunningPlayground) async throws -> T
    ) async throws -> T {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        // Cancelling the server at the end logs an error at shutdown; the tests do not need to see it.
        let app = try PlaygroundServer(host: "127.0.0.1", port: 0, limits: limits, logLevel: .critical, advertisedHosts: advertisedHosts).makeApplication {
            port in
            continuation.yield(port)
        }
        return try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask {
                // A server that stops (or never binds) ends the wait for its port.
                defer { continuation.finish() }
                try await app.run()
                return nil
            }
            group.addTask {
                // …and so does one that takes more than 30 s to come up: a failure, not a hung suite.
                try await Task.sleep(nanoseconds: 30_000_000_000)
                continuation.finish()
                return nil
            }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next() else { throw CancellationError() }
            let server = RunningPlayground(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
            let result = try await body(server)
            group.cancelAll()
            return result
        }
    }

    func request(_ method: String, _ path: String, body: Data? = nil, headers: [String: String] = [:]) async throws -> Reply {
        // Not appendingPathComponent: it would escape the "?" of a query.
        var request = URLRequest(url: URL(string: baseURL.absoluteString + "/" + path)!)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        return Reply(
            status: http.statusCode, body: data, contentType: http.value(forHTTPHeaderField: "Content-Type"),
            contentLength: http.value(forHTTPHeaderField: "Content-Length"))
    }

    func post(_ path: String, json: String) async throws -> Reply {
        try await request("POST", path, body: Data(json.utf8), headers: ["Content-Type": "application/json"])
    }

    func get(_ path: String) async throws -> Reply {
        try await request("GET", path)
    }

    /// Creates a session and returns its id.
    func createSession(_ json: String = "{}") async throws -> String {
        let reply = try await post("api/sessions", json: json)
        guard reply.status == 201, let id = reply.json["id"] as? String else {
            throw PlaygroundError(.internalServerError, "could not create a session: \(reply.status) \(reply.text)")
        }
        return id
    }
}
