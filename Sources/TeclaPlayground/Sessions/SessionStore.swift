import Foundation
import TeclaCore
import TeclaKeyboard

/// Every live playground session, in memory, confined to this actor: a ``KeyboardSession`` is a
/// non-`Sendable` class, and here it is only ever touched by one request at a time.
///
/// The number of sessions is capped (creating one more evicts the least recently used) and a
/// session idle for ``PlaygroundLimits/idleExpiry`` seconds is dropped, so memory stays flat
/// however many clients come and go. Errors are per request: a refused batch leaves its session
/// as it was and never touches another.
public actor SessionStore {
    /// The cap, the idle expiry and the per-request limits.
    public let limits: PlaygroundLimits
    /// The layouts sessions can use.
    public let catalog: LayoutCatalog
    /// The language packs every session shares.
    public let languageModels: LanguageModels
    private let now: @Sendable () -> Double
    private var sessions: [String: PlaygroundSession] = [:]
    private var useCounter: UInt64 = 0

    /// - Parameter now: seconds on a monotonic clock, for idle expiry (tests inject their own).
    public init(
        limits: PlaygroundLimits = PlaygroundLimits(),
        catalog: LayoutCatalog = .all,
        languageModels: LanguageModels = .none,
        now: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.limits = limits
        self.catalog = catalog
        self.languageModels = languageModels
        self.now = now
    }

    /// How many sessions are held now.
    public var count: Int { sessions.count }

    /// Creates a session, making room first by dropping idle sessions and, at the cap, the least
    /// recently used one.
    public func create(_ request: CreateSessionRequest) throws(PlaygroundError) -> SessionSnapshot {
        let time = now()
        let session = try PlaygroundSession(
            id: UUID().uuidString.lowercased(), request: request, catalog: catalog, languageModels: languageModels, limits: limits, now: time, useOrder: nextUse()
        )
        dropExpired(at: time)
        while sessions.count >= max(1, limits.maxSessions), let oldest = sessions.values.min(by: { $0.useOrder < $1.useOrder }) {
            sessions[oldest.id] = nil
        }
        sessions[session.id] = session
        return session.snapshot()
    }

    /// The session's current snapshot (and its undelivered feedback).
    public func snapshot(id: String) throws(PlaygroundError) -> SessionSnapshot {
        try use(id).snapshot()
    }

    /// Applies a batch of events to one session, all or none, and returns the new snapshot.
    public func apply(_ events: [ClientEvent], to id: String) throws(PlaygroundError) -> SessionSnapshot {
        let session = try use(id)
        try session.apply(events, limits: limits)
        return session.snapshot()
    }

    /// The page the session shows now and the keyboard's size (for the internals layers).
    public func currentPage(id: String) throws(PlaygroundError) -> (layoutID: String, page: KeyboardPage, size: Size) {
        let session = try use(id)
        return (session.keyboard.layout.id, session.keyboard.currentPage, session.keyboard.layout.size)
    }

    /// Where each key of the session's current page takes touches now, as the engine resolves them
    /// (with the language prior for the text typed so far).
    public func hitRegions(id: String, step: Double) throws(PlaygroundError) -> [InternalsShape] {
        let session = try use(id)
        let keyboard = session.keyboard
        return HitRegionSampler(step: step).regions(of: keyboard.currentPage, size: keyboard.layout.size) { keyboard.key(at: $0) }
    }

    /// Removes a session; false if there was none.
    @discardableResult
    public func delete(id: String) -> Bool {
        sessions.removeValue(forKey: id) != nil
    }

    /// The session, marked as used now; expired sessions are dropped and reported unknown.
    private func use(_ id: String) throws(PlaygroundError) -> PlaygroundSession {
        let time = now()
        guard let session = sessions[id] else { throw .unknownSession(id) }
        guard time - session.lastUsed <= limits.idleExpiry else {
            sessions[id] = nil
            throw .unknownSession(id)
        }
        session.lastUsed = time
        session.useOrder = nextUse()
        return session
    }

    private func dropExpired(at time: Double) {
        for (id, session) in sessions where time - session.lastUsed > limits.idleExpiry {
            sessions[id] = nil
        }
    }

    private func nextUse() -> UInt64 {
        useCounter += 1
        return useCounter
    }
}
