import ArgumentParser
import TeclaKeyboard
import TeclaPacks
import Foundation
import TeclaPlayground

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the web playground: a phone keyboard in the browser, typed on by the real engine.",
        discussion: """
            Open the printed URL, type with the mouse or a finger, switch layouts and pages, and turn on \
            "show internals" to see how touches are decided. The JSON API is under /api/ (see API.md). \
            Serves until Ctrl-C.
            """
    )

    @Option(help: "Port to listen on (0 picks a free one).")
    var port: Int = 8080

    @Option(help: "Address to listen on (0.0.0.0 to reach it from a phone on the same network).")
    var host = "127.0.0.1"

    @Option(help: "The most sessions held in memory (the least recently used is dropped beyond it).")
    var maxSessions = PlaygroundLimits().maxSessions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard maxSessions >= 1 else { throw ValidationError("--max-sessions must be at least 1") }
    }

    func run() async throws {
        var limits = PlaygroundLimits()
        limits.maxSessions = maxSessions
        // Languages open when a session first uses them; a server keeps each one its users type.
        let languageModels = LanguageModels(source: BundledPacks.folder, retention: .all)
        let server = PlaygroundServer(host: host, port: port, limits: limits, languageModels: languageModels)
        try await server.run { url in
            // Unbuffered, so scripts waiting for the URL see it at once even through a pipe.
            FileHandle.standardOutput.write(Data("Tecla playground: \(url)  (Ctrl-C to stop)\n".utf8))
            // Served beyond loopback: the addresses a phone on the same network can open (the
            // page draws their QR codes).
            if let port = URL(string: url)?.port {
                for address in server.advertisedURLs(port: port) {
                    FileHandle.standardOutput.write(Data("  on a phone on the same network: \(address)\n".utf8))
                }
            }
        }
    }
}
