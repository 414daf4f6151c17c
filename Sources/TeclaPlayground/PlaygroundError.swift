import Foundation
import Hummingbird

/// A request the playground refuses, with the status and a message that says what to fix.
///
/// Sent as `{"error": "message"}`; the message names the offending field or limit, so a client
/// author can fix the request without reading the server's source.
public struct PlaygroundError: Error, Hashable, Sendable, HTTPResponseError, CustomStringConvertible {
    public var status: HTTPResponse.Status
    public var message: String

    public init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    /// 400: the request is malformed or breaks a rule of the API.
    public static func badRequest(_ message: String) -> PlaygroundError { PlaygroundError(.badRequest, message) }

    /// 404: no such session (never created, deleted, evicted or expired).
    public static func unknownSession(_ id: String) -> PlaygroundError {
        PlaygroundError(.notFound, "unknown session '\(id)' (it may have expired or been evicted: create a new one)")
    }

    /// 413: the request is bigger than a limit allows.
    public static func tooLarge(_ message: String) -> PlaygroundError { PlaygroundError(.contentTooLarge, message) }

    public var description: String { "\(status.code) \(message)" }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        try JSONResponse.make(["error": message], status: status)
    }
}
