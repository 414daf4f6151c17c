import Foundation
import TeclaCore
import TeclaKeyboard
import TeclaLanguage

/// Every live playground session, in memory. The store itself only keeps the table (an actor,
/// held for microseconds); each session has its own lock (``SessionSlot``), so a long batch
/// on one session never delays a request to another, and a ``KeyboardSession`` (a non-`Sendable`
/// class) is still only ever touched by one request at a time.
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
    private var sessions: [String: SessionSlot] = [:]
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
            id: UUID().uuidString.lowercased(), request: request, catalog: catalog, languageModels: languageModels, limits: limits
        )
        dropExpired(at: time)
        while sessions.count >= max(1, limits.maxSessions), let oldest = sessions.values.min(by: { $0.useOrder < $1.useOrder }) {
            sessions[oldest.session.id] = nil
        }
        sessions[session.id] = SessionSlot(session: session, maxWaiting: limits.maxQueuedRequestsPerSession, now: time, useOrder: nextUse())
        // Nobody else can hold the new session yet.
        return session.snapshot()
    }

    /// The session's current snapshot (and its undelivered feedback).
    public nonisolated func snapshot(id: String) async throws(PlaygroundError) -> SessionSnapshot {
        try await use(id).withSession { $0.snapshot() }
    }

    /// Applies a batch of events to one session, all or none, and returns the new snapshot.
    public nonisolated func apply(_ events: [ClientEvent], to id: String) async throws(PlaygroundError) -> SessionSnapshot {
        let limits = self.limits
        return try await use(id).withSession { session throws(PlaygroundError) in
            try await session.apply(events, limits: limits)
            return session.snapshot()
        }
    }

    /// The page the session shows now and the keyboard's size (for the internals layers).
    public nonisolated func currentPage(id: String) async throws(PlaygroundError) -> (layoutID: String, page: KeyboardPage, size: Size) {
        try await use(id).withSession { session in
            (session.keyboard.layout.id, session.keyboard.currentPage, session.keyboard.layout.size)
        }
    }

    /// Words to swipe for a recorded study of the session's keyboard, and its letters page (where
    /// the session decodes gestures) in How We Swipe's layout format.
    public nonisolated func study(id: String, count: Int, seed: UInt64) async throws(PlaygroundError) -> SwipeStudy {
        try await use(id).withSession { session throws(PlaygroundError) in
            let keyboard = session.keyboard
            let language = keyboard.layout.language
            guard
                let study = SwipeStudy(
                    layoutID: keyboard.layout.id, language: language, page: keyboard.layout.homePage, size: keyboard.layout.size,
                    pack: keyboard.languageModels[language]?.pack, count: count, seed: seed)
            else { throw PlaygroundError.badRequest("the page shown has no letter keys to swipe on") }
            guard !study.words.isEmpty else {
                throw PlaygroundError.badRequest("no words to prompt: the \(language) pack is not loaded, or none of its words can be spelt on these keys")
            }
            return study
        }
    }

    /// What the session has learned from the user, most used first.
    public nonisolated func learned(id: String) async throws(PlaygroundError) -> LearnedReport {
        try await use(id).withSession { session in
            let model = session.keyboard.userModel
            let now = session.keyboard.wallClock.now
            let words = model.words.keys.map { LearnedReport.Word(word: $0, count: model.count(of: $0, at: now)) }
                .sorted { $0.count != $1.count ? $0.count > $1.count : $0.word < $1.word }
            let offset = model.swipeAdaptation.offset
            return LearnedReport(
                words: Array(words.prefix(LearnedReport.limit)), wordCount: model.words.count, pairCount: model.pairs.count,
                swipe: LearnedReport.Swipe(offsetX: offset.x, offsetY: offset.y, swipes: model.swipeAdaptation.swipes))
        }
    }

    /// Forgets everything the session learned.
    public nonisolated func forgetLearned(id: String) async throws(PlaygroundError) {
        try await use(id).withSession { session in
            _ = session.keyboard.handle(.host(.userDataDidLoad(UserData(learned: UserModel()))))
        }
    }

    /// Every input the session has handled, from its creation: `tecla replay` reproduces it.
    public nonisolated func log(id: String) async throws(PlaygroundError) -> SessionLog {
        try await use(id).withSession { session throws(PlaygroundError) in
            guard let log = session.keyboard.log else { throw PlaygroundError.badRequest("the session keeps no log") }
            return log
        }
    }

    /// Where each key of the session's current page takes touches now, as the engine resolves them
    /// (with the language prior for the text typed so far).
    public nonisolated func hitRegions(id: String, step: Double) async throws(PlaygroundError) -> [InternalsShape] {
        try await use(id).withSession { session in
            let keyboard = session.keyboard
            return HitRegionSampler(step: step).regions(of: keyboard.currentPage, size: keyboard.layout.size) { keyboard.key(at: $0) }
        }
    }

    /// Runs `body` while session `id` is held, as a long request would hold it (for tests of
    /// what other requests see meanwhile).
    func holding<T: Sendable>(_ id: String, _ body: @Sendable () async throws -> T) async throws -> T {
        let slot = try use(id)
        let result: Result<T, any Error> = try await slot.withSession { _ in
            do { return .success(try await body()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// How many requests wait for session `id` now (0 for an unknown session).
    func waitingRequests(_ id: String) -> Int { sessions[id]?.waiting ?? 0 }

    /// Removes a session; false if there was none.
    @discardableResult
    public func delete(id: String) -> Bool {
        sessions.removeValue(forKey: id) != nil
    }

    /// The session's slot, marked as used now; expired sessions are dropped and reported unknown.
    private func use(_ id: String) throws(PlaygroundError) -> SessionSlot {
        let time = now()
        guard let slot = sessions[id] else { throw .unknownSession(id) }
        guard time - slot.lastUsed <= limits.idleExpiry else {
            sessions[id] = nil
            throw .unknownSession(id)
        }
        slot.lastUsed = time
        slot.useOrder = nextUse()
        return slot
    }

    private func dropExpired(at time: Double) {
        for (id, slot) in sessions where time - slot.lastUsed > limits.idleExpiry {
            sessions[id] = nil
        }
    }

    private func nextUse() -> UInt64 {
        useCounter += 1
        return useCounter
    }
}
