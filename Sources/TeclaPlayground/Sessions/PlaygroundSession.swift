import TeclaCore
@_spi(Inspection) import TeclaKeyboard

/// One browser's keyboard: a ``KeyboardSession`` typing into a ``TextBuffer``, timed by a
/// ``ManualClock`` that the client's event timestamps drive, so a replay of the same events gives
/// the same text and the timing rules (double-space, long-press, backspace repeat) follow the
/// user's real rhythm.
///
/// The client's clock is not trusted to be sane: each event advances the session's own clock by
/// at most ``maxAdvance`` (a leap of years is an hour), and a timestamp earlier than the last
/// batch's means the client's clock restarted (a reloaded page: `performance.now()` starts at
/// 0 again), so the session's clock simply goes on. One event at the largest timestamp used to
/// freeze a session for good.
///
/// Not `Sendable`: it lives inside a ``SessionSlot`` and is only touched under its lock.
final class PlaygroundSession {
    let id: String
    private(set) var width: Double
    private(set) var field: TextFieldPreset
    private(set) var settings: SessionSettings
    let document: TextBuffer
    let clock = ManualClock(now: 0)
    let keyboard: KeyboardSession
    let catalog: LayoutCatalog
    /// The timestamp of the last event applied, in milliseconds of the client's clock.
    private(set) var lastTime: Double?
    /// The session's own clock, in milliseconds: never goes back, never leaps.
    private var sessionTime = 0.0
    /// Feedback not yet delivered to the client.
    private(set) var pendingFeedback: [FeedbackRecord] = []

    /// The most one event moves the session's clock (ms): every timing rule lives below a second.
    static let maxAdvance = 3_600_000.0
    /// Events applied between chances for other sessions' requests to run on this thread.
    static let eventsBetweenYields = 16

    /// The most inputs a session's log keeps (72 bytes each), and the most text (the fields the
    /// client's `replaceText` events and clicks leave, 1 MB): a session typed
    /// for longer gives a log that stops there (`isComplete` false), so 500 sessions cannot hold
    /// gigabytes of logs (a client replacing a 10,000-character text 10,000 times would).
    static let logLimit = 10_000
    static let logTextLimit = 1 << 20

    /// The most undelivered feedback kept: a client that never reads loses the oldest.
    static let feedbackLimit = 1_000

    init(id: String, request: CreateSessionRequest, catalog: LayoutCatalog, languageModels: LanguageModels = .none, limits: PlaygroundLimits)
        throws(PlaygroundError)
    {
        if let overlong = GraphemeBound.firstOverlong(in: request.text) {
            throw .badRequest("text: \(overlong)")
        }
        guard request.text.count <= limits.maxTextLength else {
            throw .tooLarge("text: \(request.text.count) characters, the limit is \(limits.maxTextLength)")
        }
        guard catalog.definition(id: request.layout) != nil else {
            throw .badRequest("layout: unknown layout '\(request.layout)'; available: \(catalog.ids.joined(separator: ", "))")
        }
        try EventBatchValidator.checkWidth(request.width, path: "width")
        try EventBatchValidator.checkEnabledLayouts(request.settings.enabledLayouts, catalog: catalog, path: "settings.enabledLayouts")
        self.id = id
        self.width = request.width
        self.field = request.field
        self.settings = request.settings
        self.catalog = catalog
        document = TextBuffer(text: request.text, traits: request.field.traits, contextLimit: TextBuffer.typicalContextLimit)
        do {
            keyboard = try KeyboardSession(
                layoutID: request.layout, width: request.width, catalog: catalog,
                // Learning on the client-driven clock too: a replay of the same events learns the same.
                document: document, clock: clock, wallClock: clock, settings: request.settings.keyboardSettings,
                languageModels: languageModels
            )
        } catch {
            throw .badRequest("\(error)")
        }
        // The page shows each tap's key probabilities with the internals.
        keyboard.inspectTaps()
        // The log a user downloads to report what happened (GET /api/sessions/ID/log).
        keyboard.startRecording(maxEntries: Self.logLimit, maxTextBytes: Self.logTextLimit)
    }

    /// Validates the whole batch, then applies it in order, letting other requests run every
    /// few events (the session itself stays locked by its slot).
    func apply(_ events: [ClientEvent], limits: PlaygroundLimits) async throws(PlaygroundError) {
        let validator = EventBatchValidator(limits: limits, catalog: catalog, width: width)
        var typed = try validator.validate(events, layoutID: keyboard.layout.id)
        // Typing grows the text without bound; past the limit only a batch that replaces it runs.
        let replaces = events.contains { if case .replaceText = $0 { true } else { false } }
        var length = document.text.count
        if !events.isEmpty, !replaces, length > limits.maxTextLength {
            throw .tooLarge("the document is full (more than \(limits.maxTextLength) characters); replace its text to go on typing")
        }
        // What suggestion taps insert is known only as they apply: each counts toward the
        // request's typing and the document's size, and one that would pass either is refused
        // (felt as an error) rather than typed.
        for (index, event) in events.enumerated() {
            if let t = event.t {
                advanceClock(to: t)
            }
            switch event {
            case .selectSuggestion(let slot, _):
                let inserted = keyboard.suggestions.indices.contains(slot) ? keyboard.suggestions[slot].text.count + 1 : 0
                if typed + inserted > limits.maxTypedCharactersPerRequest || length + inserted > limits.maxTextLength {
                    record(SessionOutput(feedback: [.error]), at: lastTime ?? 0)
                    continue
                }
                typed += inserted
                length += inserted
            case .replaceText(let text, _, _, _):
                length = text.count
            case .pointer(let pointer) where pointer.phase == .up:
                length += 1
            default:
                break
            }
            record(apply(event, previews: !Self.isMove(events, at: index + 1, of: event)), at: lastTime ?? 0)
            if index % Self.eventsBetweenYields == Self.eventsBetweenYields - 1 { await Task.yield() }
        }
    }

    /// Moves the session's clock by the client's elapsed time, capped; a client clock that went
    /// back restarted (the session's clock stays where it was).
    private func advanceClock(to t: Double) {
        if let last = lastTime {
            sessionTime += t >= last ? min(t - last, Self.maxAdvance) : 0
        } else {
            sessionTime = min(t, Self.maxAdvance)
        }
        lastTime = t
        clock.set(sessionTime / 1000)
    }

    /// Whether `events[index]` moves the same pointer as `event` (a move): then `event`'s swipe
    /// preview is left to the later move, so a batch decodes one preview per burst of moves.
    private static func isMove(_ events: [ClientEvent], at index: Int, of event: ClientEvent) -> Bool {
        guard index < events.count, case .pointer(let next) = events[index], next.phase == .move,
            case .pointer(let this) = event, this.phase == .move
        else { return false }
        return next.pointer == this.pointer
    }

    private func apply(_ event: ClientEvent, previews: Bool = true) -> SessionOutput {
        switch event {
        case .pointer(let pointer):
            switch pointer.phase {
            case .down: return keyboard.touchDown(pointer.pointer, at: pointer.location ?? .zero)
            case .move: return keyboard.touchMove(pointer.pointer, to: pointer.location ?? .zero, previews: previews)
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
        case .replaceText(let text, let cursor, let selection, _):
            document.replaceAll(with: text)
            if let cursor { document.adjustTextPosition(byCharacterOffset: cursor - text.count) }
            if let selection, selection > 0 { document.select(offset: cursor ?? text.count, length: selection) }
            keyboard.documentDidChange()
            return SessionOutput()
        case .changeSettings(let settings, _):
            self.settings = settings
            return keyboard.handle(.host(.settingsDidChange(settings.keyboardSettings)))
        case .changeField(let field, _):
            self.field = field
            document.traits = field.traits
            return keyboard.fieldDidChange(traits: field.traits)
        case .resize(let width, _):
            // The validator checked the width.
            guard (try? keyboard.resize(width: width)) != nil else { return SessionOutput(feedback: [.error]) }
            self.width = width
            return SessionOutput()
        }
    }

    private func record(_ output: SessionOutput, at t: Double) {
        for event in output.feedback {
            pendingFeedback.append(
                FeedbackRecord(
                    event: event, intensity: keyboard.hapticIntensity(for: event), click: keyboard.playsKeyClick(for: event), t: t))
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
            state: keyboard.state, document: DocumentSnapshot(document), feedback: pendingFeedback,
            lastTap: keyboard.lastTap.map { tap in
                LastTapReport(
                    x: tap.point.x, y: tap.point.y,
                    keys: tap.keys.map { .init(keyID: $0.key.id, label: $0.key.label, probability: $0.probability) })
            }
        )
    }
}
