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

        // The first line is the URL (the port is whatever was free). A server that never prints
        // it fails the test after 60 s instead of hanging the suite: the read runs on its own
        // thread and the process is killed when the wait gives up.
        let firstLine = DispatchSemaphore(value: 0)
        let printed = LockedData()
        Thread.detachNewThread {
            while !printed.value.contains(UInt8(ascii: "\n")) {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                printed.append(chunk)
            }
            firstLine.signal()
        }
        guard firstLine.wait(timeout: .now() + 60) == .success else {
            process.terminate()
            Issue.record("tecla serve printed no address within 60 s")
            return
        }
        let line = String(decoding: printed.value, as: UTF8.self)
        let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }.map(String.init))
        #expect(line.contains("Ctrl-C"))

        let (page, response) = try await URLSession.shared.data(from: URL(string: url)!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: page, as: UTF8.self).contains("Tecla playground"))

        process.interrupt()
        let exited = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            process.waitUntilExit()
            exited.signal()
        }
        guard exited.wait(timeout: .now() + 60) == .success else {
            process.terminate()
            Issue.record("tecla serve did not stop within 60 s of Ctrl-C")
            return
        }
        #expect(process.terminationStatus == 0)
    }

    @Test func badOptionsFailClearly() throws {
        let result = try CommandLineTests.run(["serve", "--port", "70000"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--port must be between 0 and 65535"))
    }
}

/// Bytes one thread appends and another reads.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    var value: Data { lock.withLock { data } }
    func append(_ chunk: Data) { lock.withLock { data.append(chunk) } }
}
