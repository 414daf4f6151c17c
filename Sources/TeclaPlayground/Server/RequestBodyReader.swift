import Foundation
import Hummingbird
import NIOCore

/// Reads a request body up to a size limit: a body announced or found to be larger is refused
/// with a 413 before it is decoded, so a huge upload costs the server at most the limit.
struct RequestBodyReader {
    var limit: Int
    /// What the client should do instead.
    var hint = "send fewer events per request"

    func read(_ request: Request) async throws(PlaygroundError) -> Data {
        if let announced = request.headers[.contentLength].flatMap(Int.init), announced > limit {
            throw tooLarge
        }
        let body: Data
        do {
            body = Data(try await request.body.collect(upTo: limit).readableBytesView)
        } catch is NIOTooManyBytesError {
            throw tooLarge
        } catch {
            throw PlaygroundError.badRequest("could not read the request body: \(error)")
        }
        // A body is JSON, said so: a form or text/plain post from another site (sent without a
        // CORS preflight) must not be able to drive a session.
        let type = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard body.isEmpty || type == "application/json" else {
            throw PlaygroundError(.unsupportedMediaType, "Content-Type must be application/json, not \(type.map { "'\($0)'" } ?? "missing")")
        }
        // JSON is UTF-8 here (RFC 8259): a UTF-16 or UTF-32 body once got "a number does not
        // fit its field" from the decoder's guess at its encoding.
        // (Over the raw bytes and by Foundation's decoder: a few ms for 12 MB.)
        let hasZero = body.withUnsafeBytes { $0.contains(0) }
        guard body.isEmpty || (!hasZero && String(data: body, encoding: .utf8) != nil) else {
            throw PlaygroundError.badRequest("the request body is not UTF-8 JSON\(hasZero ? " (it holds zero bytes: UTF-16 or UTF-32?)" : "")")
        }
        return body
    }

    private var tooLarge: PlaygroundError {
        .tooLarge("request body too large: the limit is \(limit) bytes; \(hint)")
    }
}
