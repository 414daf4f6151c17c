import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `tecla serve` as a user starts and stops it.
@Suite struct ServeCommandTests {
    @Test func servesUntilInterrupted() async throws {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["serve", "--port", "0"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // The first line is the URL (the port is whatever was free).
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed.append(chunk)
        }
        let line = String(decoding: printed, as: UTF8.self)
        let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }.map(String.init))
        #expect(line.contains("Ctrl-C"))

        let (page, response) = try await URLSession.shared.data(from: URL(string: url)!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: page, as: UTF8.self).contains("Tecla playground"))

        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func badOptionsFailClearly() throws {
        let result = try CommandLineTests.run(["serve", "--port", "70000"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--port must be between 0 and 65535"))
    }
}
