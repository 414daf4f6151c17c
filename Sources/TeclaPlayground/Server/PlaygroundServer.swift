import Hummingbird
import Logging
import NIOCore
import TeclaCore
import TeclaKeyboard

/// The web playground: a page that draws the engine's keyboard and forwards pointer events, and
/// the JSON API it talks to, served by Hummingbird.
///
/// ```swift
/// let server = PlaygroundServer(host: "127.0.0.1", port: 8080)
/// try await server.run { url in print("Tecla playground: \(url)") }
/// ```
public struct PlaygroundServer: Sendable {
    /// The address to listen on (`127.0.0.1`; `0.0.0.0` for every interface).
    public var host: String
    /// The port to listen on; 0 picks a free one (reported to `onRunning`).
    public var port: Int
    /// The bounds every request and the session store keep to.
    public var limits: PlaygroundLimits
    /// The layouts sessions can use.
    public var catalog: LayoutCatalog
    /// The language packs sessions use (the bundled English pack by default).
    public var languageModels: LanguageModels
    /// How much the server logs (warnings and errors by default: requests are not logged).
    public var logLevel: Logger.Level

    public init(
        host: String = "127.0.0.1", port: Int = 8080, limits: PlaygroundLimits = PlaygroundLimits(), catalog: LayoutCatalog = .all,
        languageModels: LanguageModels = .none, logLevel: Logger.Level = .warning
    ) {
        self.languageModels = languageModels
        self.host = host
        self.port = port
        self.limits = limits
        self.catalog = catalog
        self.logLevel = logLevel
    }

    /// The application, ready to run; `onRunning` gets the port it listens on once it does.
    public func makeApplication(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) throws -> some ApplicationProtocol {
        let routes = PlaygroundRoutes(
            store: SessionStore(limits: limits, catalog: catalog, languageModels: languageModels), assets: try SiteAssets.embedded(),
            replies: ReplyService(limits: limits, pack: languageModels["en"]?.pack)
        )
        var logger = Logger(label: "tecla-playground")
        logger.logLevel = logLevel
        let port = self.port
        let bodyTimeout = TimeAmount.milliseconds(Int64(limits.bodyTimeout * 1000))
        return Application(
            router: routes.router(),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [RequestBodyDeadline(timeout: bodyTimeout)],
                    idleTimeout: .milliseconds(Int64(limits.idleTimeout * 1000))
                )),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "tecla-playground"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    /// Serves until SIGINT or SIGTERM; `onRunning` gets the page's URL once the port is bound.
    public func run(onRunning: @escaping @Sendable (String) async -> Void = { _ in }) async throws {
        let host = self.host
        let app = try makeApplication { port in await onRunning(Self.url(host: host, port: port)) }
        try await app.runService()
    }

    /// The address a browser opens (IPv6 hosts in brackets).
    public static func url(host: String, port: Int) -> String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/"
    }
}
