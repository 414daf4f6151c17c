import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// Closes an HTTP/1.0 connection after its response unless the client asked to keep it
/// (`Connection: keep-alive`), as HTTP/1.0 means. The version is lost when the request is turned
/// into swift-http-types, so the server kept such connections open until its idle timeout (15 s
/// a client). This handler reads the HTTP/1 head before that conversion and gives a request
/// that does not keep its connection alive a `Connection: close` header, which the server honours.
///
/// Hummingbird adds extra handlers after the conversion; ``Installer`` is that handler: it puts
/// this one in front of the converter and steps aside.
final class HTTP10ConnectionClose: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(var head) = unwrapInboundIn(data), !head.isKeepAlive, head.headers["connection"] != ["close"] {
            // Exactly "close": the server compares the value as it is ("Close" or "TE" kept it open).
            head.headers.replaceOrAdd(name: "connection", value: "close")
            context.fireChannelRead(wrapInboundOut(.head(head)))
            return
        }
        context.fireChannelRead(data)
    }

    /// Inserts ``HTTP10ConnectionClose`` before the HTTP/1 → HTTP types converter, then removes itself.
    final class Installer: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = NIOAny

        func handlerAdded(context: ChannelHandlerContext) {
            let pipeline = context.pipeline.syncOperations
            if let codec = try? pipeline.handler(type: HTTP1ToHTTPServerCodec.self) {
                try? pipeline.addHandler(HTTP10ConnectionClose(), position: .before(codec))
            }
            pipeline.removeHandler(context: context, promise: nil)
        }
    }
}
