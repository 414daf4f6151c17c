import Foundation
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
    /// The hosts a phone on the same network opens the page at (`GET /api/lan` gives their URLs
    /// and QR codes): this machine's addresses when served on 0.0.0.0, none on loopback.
    public var advertisedHosts: [String]

    public init(
        host: String = "127.0.0.1", port: Int = 8080, limits: PlaygroundLimits = PlaygroundLimits(), catalog: LayoutCatalog = .all,
        languageModels: LanguageModels = .none, logLevel: Logger.Level = .warning, advertisedHosts: [String]? = nil
    ) {
        self.advertisedHosts = advertisedHosts ?? LANAddresses.advertised(forListeningHost: host)
        self.languageModels = languageModels
        self.host = host
        self.port = port
        self.limits = limits
        self.catalog = catalog
        self.logLevel = logLevel
    }

    /// The application, ready to run; `onRunning` gets the port it listens on once it does.
    public func makeApplication(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) throws -> some ApplicationProtocol {
        HeapTrim.returnLargeBlocksAtOnce()
        // The English swipe index and touch prior are built at start, on their own thread:
        // built by the first swipe instead, they held the pool's threads (and other users'
        // keystrokes) for 0.2 s.
        let languageModels = self.languageModels
        Thread.detachNewThread {
            guard let english = languageModels["en"] else { return }
            _ = english.swipeDecoder
            _ = english.nextCharacter
        }
        let lan = LANAddresses(hosts: advertisedHosts)
        let routes = PlaygroundRoutes(
            store: SessionStore(limits: limits, catalog: catalog, languageModels: languageModels), assets: try SiteAssets.embedded(),
            replies: ReplyService(limits: limits, pack: languageModels["en"]?.pack), lan: lan
        )
        var logger = Logger(label: "tecla-playground")
        logger.logLevel = logLevel
        let port = self.port
        let bodyTimeout = TimeAmount.milliseconds(Int64(limits.bodyTimeout * 1000))
        return Application(
            router: routes.router(),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [HTTP10ConnectionClose.Installer(), RequestBodyDeadline(timeout: bodyTimeout)],
                    idleTimeout: .milliseconds(Int64(limits.idleTimeout * 1000))
                )),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "tecla-playground"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                lan.bound(to: bound)
                await onRunning(bound)
            },
            logger: logger
        )
    }

    /// Serves until SIGINT or SIGTERM; `onRunning` gets the page's URL once the port is bound.
    public func run(onRunning: @escaping @Sendable (String) async -> Void = { _ in }) async throws {
        let host = self.host
        let app = try makeApplication { port in await onRunning(Self.url(host: host, port: port)) }
        do {
            try await app.runService()
        } catch let error as IOError {
            // NIO's text ("bind(descriptor:ptr:bytes:): Address already in use) (errno: 98)") names
            // a system call, not what to do.
            if error.errnoCode == EADDRINUSE { throw PlaygroundSetupError.portInUse(host: host, port: port) }
            throw PlaygroundSetupError.cannotListen(host: host, port: port, reason: String(cString: strerror(error.errnoCode)))
        }
    }

    /// The URLs a phone on the same network opens, once the server runs on `port`.
    public func advertisedURLs(port: Int) -> [String] {
        advertisedHosts.map { Self.url(host: $0, port: port) }
    }

    /// The address a browser opens (IPv6 hosts in brackets).
    public static func url(host: String, port: Int) -> String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/"
    }
}
