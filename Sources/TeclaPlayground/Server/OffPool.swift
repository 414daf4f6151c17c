import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// CPU-heavy request work (a large body's JSON, base64 and PNG decoding, reply generation) run
/// on worker threads of lower priority (two for replies, two for event batches) instead of
/// Swift's cooperative pool.
///
/// The pool has one thread per core and runs each job to its end: a 6 MB body decoded there once
/// made every queued request, another user's keystroke included, wait its turn (issue 32). The
/// workers run at nice 10 (Linux: a thread's own priority; elsewhere a lower quality of
/// service), so when they and a keystroke want the same core the kernel gives it to the
/// keystroke, while idle cores still decode at full speed.
enum OffPool {
    /// Bodies at least this large are decoded off the pool (a 2,000-event batch is ~100 KB).
    static let bodyBytes = 16 * 1024

    static func run<T: Sendable>(on workers: Workers = .replies, _ work: @escaping @Sendable () throws(PlaygroundError) -> T) async throws(PlaygroundError)
        -> T
    {
        let result: Result<T, PlaygroundError> = await withCheckedContinuation { continuation in
            workers.submit {
                continuation.resume(returning: Result { () throws(PlaygroundError) in try work() })
            }
        }
        return try result.get()
    }

    /// `work` off the pool when `bytes` is large, inline otherwise (a hop costs more than a small decode).
    static func run<T: Sendable>(forBodyOf bytes: Int, _ work: @escaping @Sendable () throws(PlaygroundError) -> T) async throws(PlaygroundError) -> T {
        bytes >= bodyBytes ? try await run(on: .events, work) : try work()
    }

    /// Threads taking jobs in order: two for replies (as many as are read at once by default),
    /// two for event batches, so a large batch never waits behind a reply.
    final class Workers: @unchecked Sendable {
        static let replies = Workers(count: 2, name: "replies")
        static let events = Workers(count: 2, name: "events")
        /// The threads' nice value: a tenth of a normal thread's share of a contended core.
        static let niceness: Int32 = 10

        private let condition = NSCondition()
        private var jobs: [@Sendable () -> Void] = []

        init(count: Int, name: String) {
            for index in 0..<count {
                let thread = Thread { [unowned self] in
                    Self.lowerPriority()
                    self.serve()
                }
                thread.name = "tecla-\(name)-\(index)"
                thread.qualityOfService = .utility
                thread.start()
            }
        }

        func submit(_ job: @escaping @Sendable () -> Void) {
            condition.lock()
            jobs.append(job)
            condition.signal()
            condition.unlock()
        }

        private func serve() -> Never {
            while true {
                condition.lock()
                while jobs.isEmpty { condition.wait() }
                let job = jobs.removeFirst()
                condition.unlock()
                job()
            }
        }

        private static func lowerPriority() {
            #if canImport(Glibc)
            // On Linux a thread is its own task: who = 0 names the calling thread alone.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
            #endif
        }
    }
}
