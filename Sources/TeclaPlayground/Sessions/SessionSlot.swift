/// One session in the store with its own lock: requests to one session run one at a time and
/// in order, while requests to other sessions run alongside (a slow batch delays only its own
/// session). The store's bookkeeping (`lastUsed`, `useOrder`) is touched only by the store
/// actor; the session only while `lock` is held.
final class SessionSlot: @unchecked Sendable {
    let session: PlaygroundSession
    private let lock: SessionLock
    var lastUsed: Double
    var useOrder: UInt64

    init(session: PlaygroundSession, maxWaiting: Int, now: Double, useOrder: UInt64) {
        self.session = session
        self.lock = SessionLock(maxWaiting: maxWaiting)
        self.lastUsed = now
        self.useOrder = useOrder
    }

    /// Requests waiting for the session now.
    var waiting: Int { lock.waiting }

    /// Runs `body` with the session to itself.
    func withSession<T>(_ body: (PlaygroundSession) async throws(PlaygroundError) -> T) async throws(PlaygroundError) -> T {
        guard await lock.lock() else {
            throw PlaygroundError(.tooManyRequests, "session '\(session.id)' is busy with \(lock.maxWaiting) earlier requests; wait for their answers")
        }
        defer { lock.unlock() }
        return try await body(session)
    }
}
