import Hummingbird

/// Answers `HEAD` as `GET` without the body (RFC 9110 §9.3.2): the same status and headers,
/// `Content-Length` included. Every `GET` route is declared for `HEAD` too
/// (``RouterMethods/getAndHead(_:use:)``); before, `HEAD /` was a 404.
struct HeadRequestMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .head else { return try await next(request, context) }
        var response = try await next(request, context)
        let length = response.headers[.contentLength]
        response.body = ResponseBody()
        response.headers[.contentLength] = length
        return response
    }
}

extension RouterMethods {
    /// A `GET` route that answers `HEAD` too (``HeadRequestMiddleware`` drops the body).
    @discardableResult
    func getAndHead(_ path: RouterPath = "", use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator) -> Self {
        head(path, use: handler)
        return get(path, use: handler)
    }
}
