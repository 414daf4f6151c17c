import Testing
import TeclaCore
import TeclaKeyboard
import TeclaPacks
@testable import TeclaPlayground

/// Typing through the store as the page does, with the client's timestamps as the only clock.
@Suite struct SessionStoreTests {
    @Test func tapsTypeWithAutoCapitalization() async throws {
        let driver = try await StoreDriver()
        #expect(driver.state.shift == .shifted)
        try await driver.type("hello world")
        #expect(driver.text == "Hello world")
        #expect(driver.state.shift == .off)
        #expect(driver.snapshot.document.cursor == 11)
    }

    @Test func twoQuickSpacesTypeAPeriodAndSlowOnesDoNot() async throws {
        let quick = try await StoreDriver()
        try await quick.type("hi")
        try await quick.tap("space", gap: 100)
        try await quick.tap("space")
        #expect(quick.text == "Hi. ")
        #expect(quick.state.shift == .shifted)

        let slow = try await StoreDriver()
        try await slow.type("hi")
        try await slow.tap("space", gap: 1_000)
        try await slow.tap("space")
        #expect(slow.text == "Hi  ")
    }

    @Test func holdingALetterOpensItsAlternatesAndSlidingPicksOne() async throws {
        let driver = try await StoreDriver(request: CreateSessionRequest(text: "caf"))
        try await driver.send([driver.down("e")])
        try await driver.hold(for: 300)
        #expect(driver.state.alternates == nil)
        try await driver.hold(for: 200)
        let popup = try #require(driver.state.alternates)
        #expect(popup.keyID == "e")
        #expect(driver.snapshot.feedback.contains { $0.event == .longPress })
        let eAcute = try #require(popup.options.firstIndex(of: "é"))
        driver.t += 20
        let above = popup.frames[eAcute].center
        try await driver.send([.pointer(PointerEvent(phase: .move, pointer: 1, location: above, t: driver.t))])
        #expect(driver.state.alternates?.selectedIndex == eAcute)
        try await driver.send([.pointer(PointerEvent(phase: .up, pointer: 1, location: above, t: driver.t))])
        #expect(driver.text == "café")
        #expect(driver.state.alternates == nil)
    }

    @Test func holdingBackspaceRepeatsWithTicks() async throws {
        let driver = try await StoreDriver(request: CreateSessionRequest(text: "one two three"))
        try await driver.send([driver.down("delete")])
        #expect(driver.text == "one two thre")
        try await driver.hold(for: 1_000)
        let afterASecond = driver.text.count
        #expect(afterASecond < 12)
        #expect(driver.snapshot.feedback.contains { $0.event == .deleteRepeat })
        try await driver.send([driver.up("delete")])
        try await driver.hold(for: 1_000)
        #expect(driver.text.count == afterASecond)
    }

    @Test func feedbackIsDeliveredOnceWithTheSettingsIntensity() async throws {
        let medium = try await StoreDriver()
        let tapped = try await medium.tap("a")
        #expect(tapped.feedback == [FeedbackRecord(event: .character, intensity: .light, click: true, t: 1_060)])
        let again = try await medium.store.snapshot(id: medium.id)
        #expect(again.feedback.isEmpty)

        let off = try await StoreDriver(request: CreateSessionRequest(settings: SessionSettings(haptics: .off)))
        #expect(try await off.tap("shift").feedback.map(\.intensity) == [HapticIntensity.none])

        let silent = try await StoreDriver(request: CreateSessionRequest(settings: SessionSettings(keyClicks: false)))
        #expect(try await silent.tap("a").feedback.map(\.click) == [false])
    }

    @Test func aLongerLongPressDelayWaitsLongerForTheAlternates() async throws {
        let patient = try await StoreDriver(
            request: CreateSessionRequest(settings: SessionSettings(timings: ["longPressDelay": 0.9]), text: "caf"))
        try await patient.send([patient.down("e")])
        try await patient.hold(for: 600)
        #expect(patient.state.alternates == nil)
        try await patient.hold(for: 400)
        #expect(patient.state.alternates?.keyID == "e")
    }

    @Test func aQuickerDoubleSpaceWindowNeedsQuickerSpaces() async throws {
        let quick = try await StoreDriver(request: CreateSessionRequest(settings: SessionSettings(timings: ["doubleSpaceWindow": 0.2])))
        try await quick.type("hi")
        try await quick.tap("space")
        try await quick.tap("space", gap: 300)
        #expect(quick.text == "Hi  ")
    }

    @Test func fieldPresetsReachTheKeyboard() async throws {
        let email = try await StoreDriver(request: CreateSessionRequest(field: .email))
        #expect(email.state.shift == .off)
        #expect(email.state.returnKey.label == "next")
        let password = try await StoreDriver(request: CreateSessionRequest(field: .password))
        #expect(password.state.isSecure)
    }

    @Test func aRefusedBatchChangesNothing() async throws {
        let driver = try await StoreDriver()
        try await driver.type("ab")
        let before = driver.snapshot
        let good = driver.down("c")
        let bad = ClientEvent.pointer(PointerEvent(phase: .up, pointer: 1, location: Point(x: .nan, y: 10), t: driver.t))
        await #expect(throws: PlaygroundError.self) { try await driver.store.apply([good, bad], to: driver.id) }
        let after = try await driver.store.snapshot(id: driver.id)
        #expect(after.document == before.document)
        #expect(after.time == before.time)
        #expect(after.state.pressedKeyID == nil)
    }

    @Test func oneSessionsBadRequestLeavesAnotherAlone() async throws {
        let store = SessionStore()
        let first = try await StoreDriver(store: store)
        let second = try await StoreDriver(store: store)
        try await first.type("yes")
        await #expect(throws: PlaygroundError.self) {
            try await store.apply([.tick(t: -5)], to: second.id)
        }
        try await first.type("s")
        #expect(first.text == "Yess")
        #expect(try await store.snapshot(id: second.id).document.text.isEmpty)
    }

    @Test func layoutsAndTextCanBeReplaced() async throws {
        let driver = try await StoreDriver()
        try await driver.send([.replaceText(text: "Hello. ", cursor: nil, selection: nil, t: nil), .selectLayout(id: "en-US", t: nil)])
        #expect(driver.text == "Hello. ")
        #expect(driver.state.shift == .shifted)
        try await driver.send([.replaceText(text: "ab", cursor: 1, selection: nil, t: nil)])
        #expect(driver.snapshot.document.beforeCursor == "a" && driver.snapshot.document.afterCursor == "b")
    }

    @Test func theLeastRecentlyUsedSessionIsEvictedAtTheCap() async throws {
        let store = SessionStore(limits: PlaygroundLimits(maxSessions: 2))
        let a = try await store.create(CreateSessionRequest())
        let b = try await store.create(CreateSessionRequest())
        _ = try await store.snapshot(id: a.id)
        let c = try await store.create(CreateSessionRequest())
        #expect(await store.count == 2)
        await #expect(throws: PlaygroundError.unknownSession(b.id)) { try await store.snapshot(id: b.id) }
        _ = try await store.snapshot(id: a.id)
        _ = try await store.snapshot(id: c.id)
    }

    @Test func idleSessionsExpire() async throws {
        let time = TestTimeSource()
        let store = SessionStore(limits: PlaygroundLimits(idleExpiry: 60), now: time.closure)
        let kept = try await store.create(CreateSessionRequest())
        let dropped = try await store.create(CreateSessionRequest())
        time.advance(by: 40)
        _ = try await store.snapshot(id: kept.id)
        time.advance(by: 40)
        _ = try await store.snapshot(id: kept.id)
        await #expect(throws: PlaygroundError.self) { try await store.snapshot(id: dropped.id) }
        time.advance(by: 61)
        _ = try await store.create(CreateSessionRequest())
        #expect(await store.count == 1)
    }

    @Test func aFullDocumentRefusesTypingButNotReplacement() async throws {
        let limits = PlaygroundLimits(maxTextLength: 5)
        let driver = try await StoreDriver(store: SessionStore(limits: limits), request: CreateSessionRequest(text: "abcde"))
        try await driver.tap("f")
        await #expect(throws: PlaygroundError.self) { try await driver.tap("g") }
        try await driver.send([.replaceText(text: "", cursor: nil, selection: nil, t: nil)])
        try await driver.tap("h")
        #expect(driver.text == "H")
    }

    /// Issue 32: 2,000 suggestion taps in one batch took a 9,999-character document to 18,202.
    /// What a tap inserts now counts toward the document's size: past it the tap is refused, felt.
    @Test func suggestionTapsCannotGrowTheDocumentPastItsLimit() async throws {
        let limits = PlaygroundLimits(maxTextLength: 30)
        let store = SessionStore(limits: limits, languageModels: LanguageModels(packs: ["en": try BundledPacks.english()]))
        let driver = try await StoreDriver(store: store, request: CreateSessionRequest(text: "I am going to the "))
        let taps = (0..<50).map { _ in ClientEvent.selectSuggestion(index: 1, t: nil) }
        let snapshot = try await driver.send(taps)
        #expect(driver.text.count <= 30, "\(driver.text)")
        #expect(driver.text.count > 18, "taps with room still type: \(driver.text)")
        #expect(snapshot.feedback.contains { $0.event == .error })
    }

    @Test func badCreateRequestsAreRefused() async throws {
        let store = SessionStore()
        await #expect(throws: PlaygroundError.self) { try await store.create(CreateSessionRequest(layout: "xx")) }
        await #expect(throws: PlaygroundError.self) { try await store.create(CreateSessionRequest(width: 10)) }
        await #expect(throws: PlaygroundError.self) { try await store.create(CreateSessionRequest(width: .infinity)) }
        #expect(await store.count == 0)
    }

    @Test func aSessionBusyWithALongRequestDelaysOnlyItself() async throws {
        let store = SessionStore()
        let busy = try await StoreDriver(store: store)
        let other = try await StoreDriver(store: store)
        // While one session is held (as a 2,000-event batch holds it), another types freely.
        let otherID = other.id
        try await store.holding(busy.id) {
            _ = try await store.apply([.tick(t: 5)], to: otherID)
        }
        try await other.type("ok")
        #expect(other.text == "Ok")
    }

    @Test func requestsQueuedBehindABusySessionAreBounded() async throws {
        let store = SessionStore(limits: PlaygroundLimits(maxQueuedRequestsPerSession: 1))
        let driver = try await StoreDriver(store: store)
        let id = driver.id
        let (started, signal) = AsyncStream.makeStream(of: Void.self)
        let (release, go) = AsyncStream.makeStream(of: Void.self)
        let holder = Task {
            try await store.holding(id) {
                signal.yield()
                for await _ in release { break }
            }
        }
        for await _ in started { break }
        let queued = Task { try await store.apply([.tick(t: 5)], to: id) }
        // Once the first request is queued, one more is one too many.
        while await store.waitingRequests(id) < 1 { await Task.yield() }
        var refused: PlaygroundError?
        do {
            _ = try await store.snapshot(id: id)
        } catch {
            refused = error
        }
        #expect(refused?.status == .tooManyRequests, "\(String(describing: refused))")
        go.yield()
        try await holder.value
        _ = try await queued.value
    }

    @Test func aClientClockThatRestartsOrLeapsKeepsTheSessionAlive() async throws {
        let driver = try await StoreDriver()
        try await driver.type("hi")
        // One event at the largest timestamp once froze the session for good.
        try await driver.send([.tick(t: 1e11)])
        driver.t = 10  // the page was reloaded: performance.now() starts again
        try await driver.tap("space", gap: 100)
        try await driver.tap("space")
        #expect(driver.text == "Hi. ", "the double-space rule still times the user's taps")
        // Holding a key still opens its alternates after 0.4 s of the restarted clock.
        try await driver.send([driver.down("e")])
        try await driver.hold(for: 500)
        #expect(driver.state.alternates?.keyID == "e")
    }

    @Test func settingsListingALayoutTwiceAreRefusedClearly() async throws {
        let store = SessionStore()
        var settings = SessionSettings()
        settings.enabledLayouts = Array(repeating: "en-US", count: 14)
        await #expect(throws: PlaygroundError.badRequest("settings.enabledLayouts: 'en-US' is listed more than once")) {
            try await store.create(CreateSessionRequest(settings: settings))
        }
    }
}

extension SessionStoreTests {
    /// The settings panel's "what the keyboard has learned": listed most used first, and reset.
    @Test func whatASessionLearnedIsListedAndCanBeForgotten() async throws {
        let driver = try await StoreDriver()
        try await driver.type("zorblax zorblax hi ")
        let learned = try await driver.store.learned(id: driver.id)
        #expect(learned.words.first?.word.lowercased() == "zorblax", "\(learned.words)")
        #expect(learned.wordCount >= 2)
        try await driver.store.forgetLearned(id: driver.id)
        #expect(try await driver.store.learned(id: driver.id).words.isEmpty)
    }

    @Test func aPrivateSessionLearnsNothing() async throws {
        let driver = try await StoreDriver(request: CreateSessionRequest(settings: SessionSettings(privateMode: true)))
        try await driver.type("zorblax ")
        #expect(try await driver.store.learned(id: driver.id).words.isEmpty)
    }
}

extension SessionStoreTests {
    /// The page's "Log" link: everything the session was sent, which a replay turns into the
    /// same text and keyboard (what a user attaches to a bug report).
    @Test func aSessionsLogReplaysToTheSameTextAndKeyboard() async throws {
        let driver = try await StoreDriver()
        try await driver.type("hi tehre ")
        _ = try await driver.send([.replaceText(text: "we met in paris", cursor: 10, selection: 5, t: 9_000)])
        try await driver.type("london ")
        let log = try await driver.store.log(id: driver.id)
        #expect(log.isComplete && log.entries.count > 20)
        #expect(log.entries.contains { $0.document?.selected == "paris" }, "the host's edit is in the log with the field it left")
        let replay = try log.replay(catalog: .all, languageModels: .none)
        let snapshot = try await driver.store.snapshot(id: driver.id)
        #expect(replay.reproducesEnd == true)
        #expect(replay.document.text == snapshot.document.text)
        #expect(replay.session.state == snapshot.state)
    }
}

extension SessionStoreTests {
    /// Changing a setting, the field or the width in the page used to make a new session: the
    /// words it had learned were gone and its id changed. They change the session in place.
    @Test func settingsFieldAndWidthChangeTheSessionInPlace() async throws {
        let driver = try await StoreDriver()
        try await driver.type("zorblax zorblax hi ")
        let before = try await driver.store.learned(id: driver.id).wordCount
        var settings = SessionSettings()
        settings.autocorrection = false
        settings.glosses = .french
        let snapshot = try await driver.send([
            .changeSettings(settings, t: 9_000), .changeField(.email, t: 9_001), .resize(width: 375, t: 9_002),
        ])
        #expect(snapshot.id == driver.id)
        #expect(snapshot.settings.autocorrection == false && snapshot.settings.glosses == .french)
        #expect(snapshot.field == .email && snapshot.state.returnKey.label == "next")
        #expect(snapshot.width == 375 && snapshot.state.size.width == 375)
        #expect(try await driver.store.learned(id: driver.id).wordCount == before)
        try await driver.type("teh ")
        #expect(driver.text.hasSuffix("teh "), "auto-correction is off now: \(driver.text)")
    }

    @Test func aChangeToAnUnsupportedWidthOrUnknownLayoutsIsRefusedAndChangesNothing() async throws {
        let driver = try await StoreDriver()
        await #expect(throws: PlaygroundError.self) { _ = try await driver.send([.resize(width: 10_000, t: 1)]) }
        var settings = SessionSettings()
        settings.enabledLayouts = ["en-US", "xx-nope"]
        await #expect(throws: PlaygroundError.self) { _ = try await driver.send([.changeSettings(settings, t: 2)]) }
        #expect(driver.state.size.width == 390)
    }
}
