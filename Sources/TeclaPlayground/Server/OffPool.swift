import Dispatch

/// CPU-heavy request work (a large body's JSON, base64 and PNG decoding, reply generation) run
/// on a dispatch worker thread instead of Swift's cooperative pool.
///
/// The pool has one thread per core and runs each job to its end: a 6 MB body decoded there once
/// made every queued request, another user's keystroke included, wait its turn (issue 32). On a
/// worker thread the kernel shares the cores between it and the pool, so small requests go on.
enum OffPool {
    /// Bodies at least this large are decoded off the pool (a 2,000-event batch is ~100 KB).
    static let bodyBytes = 16 * 1024

    static func run<T: Sendable>(_ work: @escaping @Sendable () throws(PlaygroundError) -> T) async throws(PlaygroundError) -> T {
        let result: Result<T, PlaygroundError> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async {
                continuation.resume(returning: Result { () throws(PlaygroundError) in try work() })
            }
        }
        return try result.get()
    }

    /// `work` off the pool when `bytes` is large, inline otherwise (a hop costs more than a small decode).
    static func run<T: Sendable>(forBodyOf bytes: Int, _ work: @escaping @Sendable () throws(PlaygroundError) -> T) async throws(PlaygroundError) -> T {
        bytes >= bodyBytes ? try await run(work) : try work()
    }
}
