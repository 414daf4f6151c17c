import Foundation
import Testing
import TeclaCore
import TeclaHost
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks

/// The controller's logic as a user meets it: effects after touches, Full Access, rotation,
/// memory warnings, what lasts between launches, and containers that are not there.
@MainActor
@Suite struct KeyboardHostTests {
    static let models = LanguageModels(source: BundledPacks.folder, retention: .activeOnly)

    struct Containers {
        let group: URL
        let own: URL
        init() throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("host-\(UUID().uuidString)")
            group = root.appendingPathComponent("group")
            own = root.appendingPathComponent("own")
            try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        }
        func remove() { try? FileManager.default.removeItem(at: group.deletingLastPathComponent()) }
    }

    func host(
        _ proxy: FakeTextDocumentProxy, stores: HostStores, fullAccess: Bool = true, width: Double = 390,
        globe: Bool = false
    ) throws -> KeyboardHost {
        try KeyboardHost(
            proxy: proxy, stores: stores, hasFullAccess: fullAccess, width: width, screenWidthInPortrait: 390,
            needsInputModeSwitchKey: globe,
            languageModels: Self.models, layoutID: "en-US")
    }

    func tap(_ host: KeyboardHost, _ keyID: String, at time: inout Double) -> [KeyboardHost.Effect] {
        guard let key = host.session.currentPage.key(id: keyID) else { return [] }
        time += 0.15
        var effects = host.touchDown(0, at: key.frame.center, timestamp: time)
        effects += host.touchUp(0, at: key.frame.center, timestamp: time + 0.05)
        return effects
    }

    @Test func layoutsEnabledInTheAppReachARunningKeyboard() throws {
        let containers = try Containers()
        defer { containers.remove() }
        let app = HostStores(group: containers.group, own: nil, hasFullAccess: true)
        var settings = KeyboardSettings()
        settings.enabledLayouts = ["en-US"]
        try app.settings.save(settings)
        let keyboard = try host(
            FakeTextDocumentProxy(), stores: HostStores(group: containers.group, own: containers.own, hasFullAccess: true), globe: true)
        #expect(keyboard.session.enabledLayoutIDs == ["en-US"])
        #expect(keyboard.session.currentPage.key(id: "globe")?.longPressAction == nil, "one layout: nothing to switch to")

        // The user enables Korean in the app while the keyboard stays loaded, then comes back.
        settings.enabledLayouts = ["en-US", "ko-cheonjiin"]
        try app.settings.save(settings)
        keyboard.viewWillAppear()
        #expect(keyboard.session.enabledLayoutIDs == ["en-US", "ko-cheonjiin"])
        #expect(keyboard.session.currentPage.key(id: "globe")?.longPressAction == .nextLayout, "two layouts: the layout key switches")
        keyboard.session.handle(.key(.nextLayout))
        #expect(keyboard.session.layout.id == "ko-cheonjiin")

        // The layout shown (Korean) disabled in the app: the first one still enabled takes its place.
        settings.enabledLayouts = ["ar"]
        try app.settings.save(settings)
        keyboard.viewWillAppear()
        #expect(keyboard.session.layout.id == "ar", "the layout shown is no longer enabled: the first enabled one takes its place")
        #expect(keyboard.session.enabledLayoutIDs == ["ar"])
    }

    @Test func hapticsOnlyWithFullAccessClicksAlways() throws {
        var time = 100.0
        let withAccess = try host(FakeTextDocumentProxy(), stores: HostStores(group: nil, own: nil, hasFullAccess: true))
        #expect(tap(withAccess, "h", at: &time) == [.haptic(.light), .inputClick])
        let without = try host(FakeTextDocumentProxy(), stores: HostStores(group: nil, own: nil, hasFullAccess: false), fullAccess: false)
        #expect(tap(without, "h", at: &time) == [.inputClick])
        // The user turned Tecla's clicks off in the app.
        let group = FileManager.default.temporaryDirectory.appendingPathComponent("clicks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: group) }
        var settings = KeyboardSettings()
        settings.keyClicks = false
        try HostStores(group: group, own: nil, hasFullAccess: true).settings.save(settings)
        let quiet = try host(FakeTextDocumentProxy(), stores: HostStores(group: group, own: nil, hasFullAccess: false), fullAccess: false)
        #expect(tap(quiet, "h", at: &time).isEmpty)
    }

    @Test func theSystemGlobeAsksForTheNextKeyboardAndItsHoldSwitchesLayouts() throws {
        var time = 100.0
        let proxy = FakeTextDocumentProxy()
        let host = try host(proxy, stores: HostStores(group: nil, own: nil, hasFullAccess: true), globe: true)
        #expect(tap(host, "globe", at: &time).contains(.nextInputMode))
        let globe = try #require(host.session.currentPage.key(id: "globe"))
        _ = host.touchDown(0, at: globe.frame.center, timestamp: 200)
        let held = host.tick(timestamp: 200.6)  // the timestamps, not the wall clock, time the hold
        #expect(held.contains(.haptic(.medium)) || held.contains(.inputClick))
        let lifted = host.touchUp(0, at: globe.frame.center, timestamp: 200.7)
        #expect(!lifted.contains(.nextInputMode), "a hold switched Tecla's layouts instead")
        #expect(host.session.layout.id != "en-US")
        try host.setNeedsInputModeSwitchKey(false)
        #expect(host.session.currentPage.key(id: "globe")?.action == .nextLayout)
    }

    /// Samsung's users hide the keyboard with the back button: Cheon-Ji-In has a dismiss key at
    /// the bottom right, with the globe or without it.
    @Test(arguments: [false, true])
    func theDismissKeyHidesTheKeyboard(globe: Bool) throws {
        var time = 100.0
        let proxy = FakeTextDocumentProxy()
        let host = try KeyboardHost(
            proxy: proxy, stores: HostStores(group: nil, own: nil, hasFullAccess: true), hasFullAccess: true, width: 390,
            screenWidthInPortrait: 390, needsInputModeSwitchKey: globe, languageModels: Self.models, layoutID: "ko-cheonjiin")
        let keys = host.session.currentPage.rows.last ?? []
        #expect(keys.last?.id == "dismiss", "bottom right: \(keys.map(\.id))")
        #expect(tap(host, "dismiss", at: &time).contains(.dismiss))
        #expect(proxy.documentContextBeforeInput ?? "" == "", "nothing typed")
        #expect(!tap(host, "return", at: &time).contains(.dismiss))
    }

    /// The keyboard's own Bold text setting draws bold as the system's Bold Text does.
    @Test func boldTextComesFromTheSettingOrTheSystem() throws {
        let host = try host(FakeTextDocumentProxy(), stores: HostStores(group: nil, own: nil, hasFullAccess: true))
        #expect(!host.scene().usesBoldText)
        #expect(host.scene(usesBoldText: true).usesBoldText)
        var settings = host.session.settings
        settings.boldText = true
        host.session.handle(.host(.settingsDidChange(settings)))
        #expect(host.scene().usesBoldText)
    }

    @Test func rotatingUsesLandscapeKeysAndKeepsTheText() throws {
        var time = 100.0
        let proxy = FakeTextDocumentProxy()
        let host = try host(proxy, stores: HostStores(group: nil, own: nil, hasFullAccess: true))
        #expect(host.session.metrics == .iPhonePortrait(width: 390), "a keyboard is wider than tall even in portrait")
        _ = tap(host, "h", at: &time)
        try host.viewWillTransition(toWidth: 844, screenWidthInPortrait: 390)
        #expect(host.session.metrics == .iPhoneLandscape(width: 844))
        _ = tap(host, "i", at: &time)
        #expect(proxy.text == "Hi")
    }

    @Test func withFullAccessTheAppSeesLearnedWordsAndCanRemoveThem() throws {
        let containers = try Containers()
        defer { containers.remove() }
        var time = 100.0
        let stores = HostStores(group: containers.group, own: containers.own, hasFullAccess: true)
        let keyboard = try host(FakeTextDocumentProxy(), stores: stores)
        for key in ["z", "y", "x", "space", "q", "x", "z", "space"] { _ = tap(keyboard, key, at: &time) }
        keyboard.viewDidDisappear()
        let app = HostStores(group: containers.group, own: nil, hasFullAccess: true)
        #expect(Set(app.learnedShare.load().words) == ["Zyx", "qxz"], "the app lists what the keyboard learned")
        #expect(app.status.load().layoutID == "", "the status is written on appearance, not before")

        try app.forgetRequests.save(ForgetRequest(words: ["Zyx"]))
        keyboard.viewWillAppear()
        let now = keyboard.session.wallClock.now
        #expect(keyboard.session.userModel.words(withPrefix: "", at: now, limit: 10).map(\.word) == ["qxz"])
        #expect(app.learnedShare.load().words == ["qxz"])
        #expect(app.forgetRequests.load().isEmpty, "the request is done")
        #expect(app.status.load().layoutID == "en-US", "the app's setup screen sees the keyboard with Full Access")
        // A fresh keyboard reads the model back without the removed word.
        let again = try host(FakeTextDocumentProxy(), stores: stores)
        #expect(again.session.userModel.words(withPrefix: "", at: now, limit: 10).map(\.word) == ["qxz"])

        try app.forgetRequests.save(ForgetRequest(everything: true))
        again.viewWillAppear()
        #expect(again.session.userModel.words(withPrefix: "", at: now, limit: 10).isEmpty)
        #expect(app.learnedShare.load().words.isEmpty)

        // Without Full Access nothing is shared and no request can be honoured.
        let closed = HostStores(group: containers.group, own: containers.own, hasFullAccess: false)
        let limited = try host(FakeTextDocumentProxy(), stores: closed, fullAccess: false)
        for key in ["v", "w", "v", "space"] { _ = tap(limited, key, at: &time) }
        limited.viewDidDisappear()
        #expect(app.learnedShare.load().words.isEmpty)
    }

    @Test func whatTheKeyboardLearnsOutlivesItAndTheAppsSettingsReachIt() throws {
        let containers = try Containers()
        defer { containers.remove() }
        var time = 100.0
        // The app (which may write the App Group) sets strong haptics and adds a shortcut.
        let app = HostStores(group: containers.group, own: nil, hasFullAccess: true)
        var settings = KeyboardSettings()
        settings.haptics = .strong
        try app.settings.save(settings)
        var dictionary = UserDictionary()
        _ = dictionary.setShortcut("omw", expandingTo: "On my way!")
        try app.dictionary.save(dictionary)

        let stores = HostStores(group: containers.group, own: containers.own, hasFullAccess: false)
        let proxy = FakeTextDocumentProxy()
        let first = try host(proxy, stores: stores, fullAccess: false)
        #expect(first.session.settings.haptics == .strong)
        #expect(first.session.userDictionary.expansion(of: "omw") == "On my way!")
        for key in ["z", "y", "x", "space"] { _ = tap(first, key, at: &time) }
        first.viewDidDisappear()
        // Without Full Access the App Group is read-only: a save is refused, nothing changes.
        #expect(throws: JSONFileStore<KeyboardSettings>.Failure.readOnly(path: stores.settings.url.path)) {
            try stores.settings.save(KeyboardSettings())
        }
        #expect(stores.settings.load().haptics == .strong)

        let now = Date().timeIntervalSince1970
        let learned = first.session.userModel.words(withPrefix: "", at: now, limit: 5).map(\.word)
        #expect(!learned.isEmpty, "the word typed before the space was learned")
        let second = try host(FakeTextDocumentProxy(), stores: stores, fullAccess: false)
        #expect(
            second.session.userModel.words(withPrefix: "", at: now, limit: 5).map(\.word) == learned,
            "the learned words came back from the keyboard's own container")
    }

    @Test func repliesTheAppWroteReachTheStripAndATapTypesOne() throws {
        let containers = try Containers()
        defer { containers.remove() }
        var time = 100.0
        let stores = HostStores(group: containers.group, own: containers.own, hasFullAccess: false)
        let proxy = FakeTextDocumentProxy()
        let clock = MovableDate(Date(timeIntervalSince1970: 1_800_000_000))
        let host = try KeyboardHost(
            proxy: proxy, stores: stores, hasFullAccess: false, width: 390, screenWidthInPortrait: 390, needsInputModeSwitchKey: false,
            languageModels: Self.models, layoutID: "en-US", now: { clock.now })
        #expect(host.replies.isEmpty)
        #expect(host.requestReplies() == [.openApp(KeyboardHost.repliesURL)])
        // The app reads the screenshots and writes the replies to the App Group.
        let app = HostStores(group: containers.group, own: nil, hasFullAccess: true)
        try app.replies.save(ReplyBatch(replies: ["Sounds great!", "Can't wait"], created: clock.now))
        clock.now += 20
        host.viewWillAppear()
        #expect(host.replies == ["Sounds great!", "Can't wait"])
        #expect(host.scene().bar.map(\.target) == [.reply(0), .reply(1), .dismissReplies], "the strip takes the bar's place")
        _ = host.insertReply(at: 0)
        #expect(proxy.text == "Sounds great!")
        #expect(host.replies.isEmpty, "a reply used: the bar shows suggestions again")
        #expect(host.insertReply(at: 0).isEmpty, "no strip: nothing typed")
        host.viewWillAppear()
        #expect(host.replies.isEmpty, "the same batch is not offered twice")

        // Typed after a word of the user's own, the reply follows it with a space.
        try app.replies.save(ReplyBatch(replies: ["See you then"], created: clock.now))
        host.viewWillAppear()
        _ = tap(host, "space", at: &time)
        #expect(host.replies.isEmpty, "typing answers in the user's own words: the strip goes")
        try app.replies.save(ReplyBatch(replies: ["See you then", "Sure"], created: clock.now))
        host.viewWillAppear()
        for key in ["o", "k"] { _ = tap(host, key, at: &time) }
        #expect(host.replies.isEmpty)
        try app.replies.save(ReplyBatch(replies: ["Sure!"], created: clock.now))
        host.viewWillAppear()
        _ = host.tapBar(.reply(0))
        #expect(proxy.text == "Sounds great! Ok Sure!", "after the user's own word, with a space")

        // A reply the session will not type (a character past the bound) is felt, and the strip stays.
        try app.replies.save(ReplyBatch(replies: ["e" + String(repeating: "\u{301}", count: 40)], created: clock.now))
        host.viewWillAppear()
        _ = host.insertReply(at: 0)
        #expect(proxy.text == "Sounds great! Ok Sure!" && host.replies.count == 1, "nothing typed, the strip still shown")

        // A batch written long ago answers an old conversation: never shown.
        try app.replies.save(ReplyBatch(replies: ["Old news"], created: clock.now - ReplyBatch.freshness - 1))
        host.viewWillAppear()
        #expect(host.replies.isEmpty)
        // Closing the strip brings the suggestions back.
        try app.replies.save(ReplyBatch(replies: ["Fresh"], created: clock.now))
        host.viewWillAppear()
        #expect(host.tapBar(.dismissReplies).isEmpty)
        #expect(host.replies.isEmpty && host.scene().bar.allSatisfy { if case .suggestion = $0.target { true } else { false } })
    }

    @Test func missingContainersStillType() throws {
        var time = 100.0
        let proxy = FakeTextDocumentProxy()
        let host = try host(proxy, stores: HostStores(group: nil, own: nil, hasFullAccess: true))
        for key in ["h", "i", "space"] { _ = tap(host, key, at: &time) }
        host.viewDidDisappear()
        #expect(proxy.text == "Hi ")
        #expect(throws: (any Error).self) { try host.stores.settings.save(KeyboardSettings()) }
    }

    @Test func aMemoryWarningReleasesOtherLanguagesAndTypingGoesOn() throws {
        var time = 100.0
        let proxy = FakeTextDocumentProxy()
        let host = try host(proxy, stores: HostStores(group: nil, own: nil, hasFullAccess: true))
        _ = Self.models["ar"]
        host.didReceiveMemoryWarning()
        #expect(!Self.models.openLanguages.contains("ar"))
        for key in ["o", "k"] { _ = tap(host, key, at: &time) }
        #expect(proxy.text == "Ok")
    }

    @Test func disappearingSavesWhatWasLearnedAndShedsMemory() throws {
        let containers = try Containers()
        defer { containers.remove() }
        var time = 100.0
        let stores = HostStores(group: containers.group, own: containers.own, hasFullAccess: true)
        let host = try host(FakeTextDocumentProxy(), stores: stores)
        for key in ["h", "i", "space"] { _ = tap(host, key, at: &time) }
        _ = Self.models["la"]
        host.viewDidDisappear()
        #expect(!Self.models.openLanguages.contains("la"), "a suspended extension keeps only what it types with")
        let saved = try #require(stores.learnedWords).load()
        let now = host.session.wallClock.now
        #expect(saved.count(of: "Hi", at: now) + saved.count(of: "hi", at: now) > 0, "the word typed is in the saved model")
    }

    @Test func theReplyKeyWaitsInAnEmptyBarOfAMessageField() throws {
        var time = 100.0
        let proxy = FakeTextDocumentProxy()
        let host = try host(proxy, stores: HostStores(group: nil, own: nil, hasFullAccess: false), fullAccess: false)
        let bar = host.scene().bar
        #expect(bar.first?.target == .requestReplies, "an empty message field: the reply key leads the bar")
        #expect(bar.dropFirst().allSatisfy { $0.frame.minX >= bar[0].frame.maxX }, "the suggestions share the rest")
        #expect(host.scene().accessibleElements.first?.label == "reply from screenshots")
        #expect(host.tapBar(.requestReplies) == [.openApp(KeyboardHost.repliesURL)], "it opens the app's replies, Full Access or not")
        for key in ["h", "e"] { _ = tap(host, key, at: &time) }
        #expect(host.scene().bar.allSatisfy { if case .suggestion = $0.target { true } else { false } }, "typing: the bar is the suggestions'")
        for traits in [TextFieldTraits.password, TextFieldTraits(textContentType: .oneTimeCode), TextFieldTraits(keyboardType: .webSearch)] {
            host.textWillChange()
            proxy.switchField(text: "", traits: traits)
            host.textDidChange()
            #expect(!host.scene().bar.contains { $0.target == .requestReplies }, "no replies in \(traits)")
        }
    }

    @Test func theHostsEditsReachTheSessionAndANewFieldResetsIt() throws {
        var time = 100.0
        let proxy = FakeTextDocumentProxy()
        let host = try host(proxy, stores: HostStores(group: nil, own: nil, hasFullAccess: true))
        for key in ["h", "i"] { _ = tap(host, key, at: &time) }
        host.textWillChange()
        proxy.hostInserts(". ")
        host.textDidChange()
        #expect(host.session.state.shift == .shifted, "after the host's sentence end, a capital")
        host.textWillChange()
        proxy.switchField(text: "", traits: TextFieldTraits(textContentType: .oneTimeCode))
        host.textDidChange()
        #expect(host.session.state.page.id == .numbers)
    }
}

/// A wall clock a test moves by hand.
final class MovableDate: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Date
    init(_ start: Date) { value = start }
    var now: Date {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
