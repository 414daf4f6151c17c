import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `tecla serve` as a user starts and stops it.
@Suite struct ServeCommandTests {
    /// Starts `tecla serve --port 0` and returns it with the first line it printed (the URL: the
    /// port is whatever was free). A server that never prints it fails the test after 60 s
    /// instead of hanging the suite (the process is then killed); nil then.
    static func startServer() throws -> (process: Process, firstLine: String)? {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["serve", "--port", "0"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let printed = LockedData()
        let readFirstLine = finishes(within: 60) {
            while !printed.value.contains(UInt8(ascii: "\n")) {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                printed.append(chunk)
            }
        }
        guard readFirstLine else {
            process.terminate()
            Issue.record("tecla serve printed no address within 60 s")
            return nil
        }
        return (process, String(decoding: printed.value, as: UTF8.self))
    }

    @Test func servesUntilInterrupted() async throws {
        guard let (process, line) = try Self.startServer() else { return }
        defer { if process.isRunning { process.terminate() } }
        let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }.map(String.init))
        #expect(line.contains("Ctrl-C"))

        let (page, response) = try await URLSession.shared.data(from: URL(string: url)!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: page, as: UTF8.self).contains("Tecla playground"))

        process.interrupt()
        guard finishes(within: 60, { process.waitUntilExit() }) else {
            process.terminate()
            Issue.record("tecla serve did not stop within 60 s of Ctrl-C")
            return
        }
        #expect(process.terminationStatus == 0)
    }

    /// A port someone else holds: a sentence saying so and what to do, not NIO's system call.
    @Test func aBusyPortIsNamedWithWhatToDo() throws {
        guard let (holder, line) = try Self.startServer() else { return }
        defer { if holder.isRunning { holder.terminate() } }
        let port = try #require(line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }.flatMap { URL(string: String($0))?.port })
        let second = try CommandLineTests.run(["serve", "--port", String(port)])
        #expect(second.status != 0)
        #expect(second.stderr.contains("port \(port) on 127.0.0.1 is already in use") && second.stderr.contains("--port 0"), "\(second.stderr)")
        #expect(!second.stderr.contains("bind(descriptor"))
    }

    @Test func badOptionsFailClearly() throws {
        let result = try CommandLineTests.run(["serve", "--port", "70000"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--port must be between 0 and 65535"))
    }
}

/// Runs `work` on a thread of its own; false if it has not finished within `seconds` (it is then
/// left running: a test gives up on a process that hangs instead of hanging with it).
private func finishes(within seconds: Double, _ work: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        work()
        done.signal()
    }
    return done.wait(timeout: .now() + seconds) == .success
}

/// Bytes one thread appends and another reads.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    var value: Data { lock.withLock { data } }
    func append(_ chunk: Data) { lock.withLock { data.append(chunk) } }
}
