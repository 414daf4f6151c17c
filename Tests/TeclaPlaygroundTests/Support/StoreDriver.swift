import TeclaCore
import TeclaKeyboard
@testable import TeclaPlayground

/// Drives one session of a ``SessionStore`` the way the page does: pointer events at key
/// centres with timestamps in milliseconds, ticks while a finger is held.
final class StoreDriver {
    let store: SessionStore
    private(set) var snapshot: SessionSnapshot
    /// The client's clock, in milliseconds.
    var t: Double = 1_000

    init(store: SessionStore = SessionStore(), request: CreateSessionRequest = CreateSessionRequest()) async throws {
        self.store = store
        snapshot = try await store.create(request)
    }

    var id: String { snapshot.id }
    var text: String { snapshot.document.text }
    var state: KeyboardState { snapshot.state }

    /// The centre of a key on the page shown now.
    func center(_ keyID: String) -> Point {
        guard let key = snapshot.state.page.key(id: keyID) else { fatalError("no key '\(keyID)' on page \(snapshot.state.page.id)") }
        return key.frame.center
    }

    func down(_ keyID: String, pointer: Int = 1) -> ClientEvent {
        .pointer(PointerEvent(phase: .down, pointer: pointer, location: center(keyID), t: t))
    }

    func up(_ keyID: String, pointer: Int = 1) -> ClientEvent {
        .pointer(PointerEvent(phase: .up, pointer: pointer, location: center(keyID), t: t))
    }

    /// Sends events as one request and keeps the answer.
    @discardableResult
    func send(_ events: [ClientEvent]) async throws -> SessionSnapshot {
        snapshot = try await store.apply(events, to: id)
        return snapshot
    }

    /// A tap: down and up 60 ms apart, then `gap` ms before the next thing.
    @discardableResult
    func tap(_ keyID: String, gap: Double = 150) async throws -> SessionSnapshot {
        let down = down(keyID)
        t += 60
        let result = try await send([down, up(keyID)])
        t += gap
        return result
    }

    /// Taps the keys for lower-case letters and spaces, one request per key as the page does.
    func type(_ text: String) async throws {
        for character in text {
            try await tap(character == " " ? "space" : String(character))
        }
    }

    /// Ticks every 50 ms for `duration` ms while a finger is held.
    @discardableResult
    func hold(for duration: Double) async throws -> SessionSnapshot {
        var ticks: [ClientEvent] = []
        let end = t + duration
        while t < end {
            t = min(t + 50, end)
            ticks.append(.tick(t: t))
        }
        return try await send(ticks)
    }
}
