import Foundation
import Hummingbird

/// Builds JSON responses: one encoder configuration for every endpoint.
enum JSONResponse {
    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok, encoder: JSONEncoder? = nil) throws -> Response {
        let encoder =
            encoder
            ?? {
                let encoder = JSONEncoder()
                // Sorted keys keep responses byte-identical for identical states (diffable, cacheable).
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                return encoder
            }()
        let data = try encoder.encode(value)
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
