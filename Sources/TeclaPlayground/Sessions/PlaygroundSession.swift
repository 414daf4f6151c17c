import TeclaCore
import TeclaKeyboard

/// One browser's keyboard: a ``KeyboardSession`` typing into a ``TextBuffer``, timed by a
/// ``ManualClock`` that the client's event timestamps drive, so a replay of the same events gives
/// the same text and the timing rules (double-space, long-press, backspace repeat) follow the
/// user's real rhythm.
///
/// Not `Sendable`: it lives inside ``SessionStore`` and is only touched there.
final class PlaygroundSession {
    let id: String
    let width: Double
    let field: TextFieldPreset
    let settings: SessionSettings
    let document: TextBuffer
    let clock = ManualClock(now: 0)
    let keyboard: KeyboardSession
    let catalog: LayoutCatalog
    /// The timestamp of the last event applied, in milliseconds.
    private(set) var lastTime: Double?
    /// Feedback not yet delivered to the client.
    private(set) var pendingFeedback: [FeedbackRecord] = []
    /// When a request last used the session, in seconds of the store's clock (for idle expiry).
    var lastUsed: Double
    /// Recency rank for least-recently-used eviction (larger is more recent).
    var useOrder: UInt64

    /// The most undelivered feedback kept: a client that never reads loses the oldest.
    static let feedbackLimit = 1_000

    init(id: String, request: CreateSessionRequest, catalog: LayoutCatalog, languageModels: LanguageModels = .none, limits: PlaygroundLimits, now: Double, useOrder: UInt64) throws(PlaygroundError) {
        guard request.text.count <= limits.maxTextLength else {
            throw .tooLarge("text: \(request.text.count) characters, the limit is \(limits.maxTextLength)")
        }
        guard catalog.definition(id: request.layout) != nil else {
            throw .badRequest("layout: unknown layout '\(request.layout)'; available: \(catalog.ids.joined(separator: ", "))")
        }
        guard request.width.isFinite, LayoutCatalog.supportedWidths.contains(request.width) else {
            throw .badRequest(
                "width: \(request.width) is not a supported keyboard width (\(Int(LayoutCatalog.supportedWidths.lowerBound))…\(Int(LayoutCatalog.supportedWidths.upperBound)) points)"
            )
        }
        if let enabled = request.settings.enabledLayouts {
            let unknown = enabled.filter { catalog.definition(id: $0) == nil }
            guard unknown.isEmpty, !enabled.isEmpty, enabled.count <= catalog.ids.count else {
                throw .badRequest("settings.enabledLayouts: \(enabled.isEmpty ? "empty" : "unknown layouts \(unknown.joined(separator: ", "))"); available: \(catalog.ids.joined(separator: ", "))")
            }
        }
        self.id = id
        self.width = request.width
        self.field = request.field
        self.settings = request.settings
        self.catalog = catalog
        self.lastUsed = now
        self.useOrder = useOrder
        document = TextBuffer(text: request.text, traits: request.field.traits)
        do {
            keyboard = try KeyboardSession(
                layoutID: request.layout, width: request.width, catalog: catalog,
                document: document, clock: clock, settings: request.settings.keyboardSettings,
                languageModels: languageModels
            )
        } catch {
            throw .badRequest("\(error)")
        }
    }

    /// Validates the whole batch, then applies it in order.
    func apply(_ events: [ClientEvent], limits: PlaygroundLimits) throws(PlaygroundError) {
        let validator = EventBatchValidator(limits: limits, catalog: catalog, width: width)
        try validator.validate(events, layoutID: keyboard.layout.id, lastTime: lastTime)
        // Typing grows the text without bound; past the limit only a batch that replaces it runs.
        let replaces = events.contains { if case .replaceText = $0 { true } else { false } }
        if !events.isEmpty, !replaces, document.text.count > limits.maxTextLength {
            throw .tooLarge("the document is full (more than \(limits.maxTextLength) characters); replace its text to go on typing")
        }
        for event in events {
            if let t = event.t {
                clock.set(t / 1000)
                lastTime = t
            }
            record(apply(event), at: lastTime ?? 0)
        }
    }

    private func apply(_ event: ClientEvent) -> SessionOutput {
        switch event {
        case .pointer(let pointer):
            switch pointer.phase {
            case .down: return keyboard.touchDown(pointer.pointer, at: pointer.location ?? .zero)
            case .move: return keyboard.touchMove(pointer.pointer, to: pointer.location ?? .zero)
            case .up: return keyboard.touchUp(pointer.pointer, at: pointer.location ?? .zero)
            case .cancel:
                keyboard.touchCancel(pointer.pointer)
                return SessionOutput()
            }
        case .tick:
            return keyboard.tick()
        case .selectLayout(let id, _):
            // The validator checked the id, so this only fails if the catalog changed under us.
            return (try? keyboard.selectLayout(id: id)) ?? SessionOutput(feedback: [.error])
        case .selectSuggestion(let index, _):
            return keyboard.selectSuggestion(at: index)
        case .replaceText(let text, let cursor, _):
            document.replaceAll(with: text)
            if let cursor { document.adjustTextPosition(byCharacterOffset: cursor - text.count) }
            keyboard.documentDidChange()
            return SessionOutput()
        }
    }

    private func record(_ output: SessionOutput, at t: Double) {
        for event in output.feedback {
            pendingFeedback.append(FeedbackRecord(event: event, intensity: keyboard.hapticIntensity(for: event), t: t))
        }
        if pendingFeedback.count > Self.feedbackLimit {
            pendingFeedback.removeFirst(pendingFeedback.count - Self.feedbackLimit)
        }
    }

    /// The session as the client draws it; hands over the pending feedback.
    func snapshot() -> SessionSnapshot {
        defer { pendingFeedback.removeAll(keepingCapacity: true) }
        return SessionSnapshot(
            id: id, width: width, field: field, settings: settings, time: lastTime,
            state: keyboard.state, document: DocumentSnapshot(document), feedback: pendingFeedback
        )
    }
}
