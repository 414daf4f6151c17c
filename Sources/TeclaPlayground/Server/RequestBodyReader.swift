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
        do {
            let buffer = try await request.body.collect(upTo: limit)
            return Data(buffer.readableBytesView)
        } catch is NIOTooManyBytesError {
            throw tooLarge
        } catch {
            throw PlaygroundError.badRequest("could not read the request body: \(error)")
        }
    }

    private var tooLarge: PlaygroundError {
        .tooLarge("request body too large: the limit is \(limit) bytes; \(hint)")
    }
}
