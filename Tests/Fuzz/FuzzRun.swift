import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long a fuzz test runs: a few seconds in the default test run, as long as asked with
/// `TECLA_FUZZ_ITERATIONS=N` (every fuzz test runs N times its default share) and
/// `TECLA_FUZZ_SEED=S` for another sequence.
///
/// A watchdog ends the process, naming the fuzzer, seed and iteration, if one iteration runs
/// longer than `hangSeconds`: a hang is a failure with a reproduction, not a stuck CI job.
struct FuzzRun {
    let name: String
    let iterations: Int
    let seed: UInt64

    static let hangSeconds = 60.0

    init(_ name: String, defaultIterations: Int) {
        let environment = ProcessInfo.processInfo.environment
        let scale = environment["TECLA_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 1
        self.name = name
        iterations = defaultIterations * max(1, scale)
        seed = environment["TECLA_FUZZ_SEED"].flatMap(UInt64.init) ?? 16
    }

    /// Runs `body(iteration)` for every iteration under the watchdog; returns the peak resident
    /// memory growth in megabytes over the run.
    func run(_ body: (Int) throws -> Void) rethrows -> Double {
        let progress = Progress()
        let watchdog = DispatchSource.makeTimerSource(queue: .global())
        let name = self.name, seed = self.seed
        watchdog.schedule(deadline: .now() + 5, repeating: 5)
        watchdog.setEventHandler {
            let (iteration, since) = progress.current
            if Date().timeIntervalSince(since) > Self.hangSeconds {
                FileHandle.standardError.write(Data("\(name): iteration \(iteration) of seed \(seed) ran over \(Self.hangSeconds) s (a hang)\n".utf8))
                exit(70)
            }
        }
        watchdog.resume()
        defer { watchdog.cancel() }
        let start = Self.peakResidentMegabytes()
        for i in 0..<iterations {
            progress.set(i)
            try body(i)
        }
        let growth = Self.peakResidentMegabytes() - start
        print("fuzz \(name): \(iterations) iterations, seed \(seed), peak RSS +\(String(format: "%.1f", growth)) MB")
        return growth
    }

    /// The process's peak resident set (VmHWM), in megabytes.
    static func peakResidentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kb = Double(line.split(separator: " ").dropFirst().first ?? "")
        else {
            return 0  // no /proc: the growth check passes vacuously (Linux CI has /proc)
        }
        return kb / 1024
    }

    private final class Progress: @unchecked Sendable {
        private let lock = NSLock()
        private var iteration = 0
        private var since = Date()
        func set(_ i: Int) {
            lock.withLock {
                iteration = i; since = Date()
            }
        }
        var current: (Int, Date) { lock.withLock { (iteration, since) } }
    }
}
