import Foundation

/// A first-come, first-served lock for async code: one request at a time per session, in the
/// order they arrived, without holding a thread while waiting. At most `maxWaiting` requests
/// queue behind the one running; more are turned away (a client flooding its own session
/// cannot pile up work or memory).
final class SessionLock: @unchecked Sendable {
    // Guarded by `mutex`.
    private let mutex = NSLock()
    private var isLocked = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    let maxWaiting: Int

    init(maxWaiting: Int) {
        self.maxWaiting = maxWaiting
    }

    /// Waits for the lock; false (without waiting) when `maxWaiting` requests already wait.
    func lock() async -> Bool {
        let admitted = Admission()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            // Checked and queued in one critical section: an unlock in between cannot be missed.
            let resumeNow: Bool = mutex.withLock {
                if !isLocked {
                    isLocked = true
                    return true
                }
                guard waiters.count < maxWaiting else {
                    admitted.value = false
                    return true
                }
                waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
        return admitted.value  // when queued, `unlock` handed the lock over still locked
    }

    /// How many requests wait now.
    var waiting: Int { mutex.withLock { waiters.count } }

    /// Hands the lock to the longest waiting request, or frees it.
    func unlock() {
        let next: CheckedContinuation<Void, Never>? = mutex.withLock {
            guard !waiters.isEmpty else {
                isLocked = false
                return nil
            }
            return waiters.removeFirst()
        }
        next?.resume()
    }

    private final class Admission: @unchecked Sendable {
        var value = true
    }
}
