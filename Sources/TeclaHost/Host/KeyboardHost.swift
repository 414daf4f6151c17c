import Foundation
import TeclaCore
import TeclaKeyboard
import TeclaLanguage
import TeclaTouch

/// Everything the iOS keyboard controller does that is not drawing: it owns the session, its
/// document over the host's proxy and its clock, loads and saves what lasts, follows the view's
/// life (appear, disappear, rotation, memory warnings) and turns what the session did into
/// effects for the view (haptics, clicks, the next keyboard).
///
/// ```swift
/// let host = try KeyboardHost(proxy: wrapped, stores: stores, hasFullAccess: hasFullAccess,
///                             width: view.bounds.width, screenWidthInPortrait: 390,
///                             needsInputModeSwitchKey: needsInputModeSwitchKey,
///                             languageModels: models)
/// for effect in host.touchDown(0, at: point, timestamp: touch.timestamp) { play(effect) }
/// ```
///
/// Time comes from the touches: UIKit's `UITouch.timestamp` (seconds of uptime) sets the
/// session's clock, so long-press and backspace repeat run on the times the user pressed.
@MainActor
public final class KeyboardHost {
    /// What the view should do after an event.
    public enum Effect: Equatable, Sendable {
        /// A haptic of this strength (only with Full Access: iOS gives keyboards haptics then only).
        case haptic(HapticIntensity)
        /// The warning haptic (a notification generator's): what the user tried did nothing.
        /// Like every haptic, only with Full Access and when the user's strength is not off.
        case warning
        /// The system's keyboard click (`UIDevice.playInputClick()`, heard when the user has
        /// keyboard clicks on).
        case inputClick
        /// The system's next keyboard (`advanceToNextInputMode()`): the globe was tapped.
        case nextInputMode
        /// Hide the keyboard (`dismissKeyboard()`): the dismiss key was tapped.
        case dismiss
        /// Open the companion app at this URL (the reply key: screenshots are read there).
        case openApp(URL)
    }

    /// Where the reply key takes the user: the app's replies screen.
    public static let repliesURL = URL(string: "tecla://replies")!

    public let session: KeyboardSession
    public let document: ProxyDocument
    /// The uptime clock, set from touch timestamps.
    public let clock: ManualClock
    public let stores: HostStores
    public private(set) var hasFullAccess: Bool
    /// The replies the app generated from the last screenshots.
    public private(set) var replyBatch: ReplyBatch = .none
    /// Whether the reply strip takes the suggestion bar's place: a fresh batch the user has not
    /// used or dismissed yet.
    public private(set) var showsReplies = false
    /// The wall clock (reply freshness); injected so tests can move it.
    let now: @Sendable () -> Date
    /// Touches that went down on a key the host acts on (the system globe, the dismiss key), by
    /// touch id: a tap that begins and ends on it asks for the host's effect.
    private var hostKeyTouches: [Int: KeyAction] = [:]

    /// - Parameters:
    ///   - width: the keyboard's width in points.
    ///   - screenWidthInPortrait: the screen's shorter side, when known: a keyboard wider than
    ///     it is in landscape. (Any keyboard is wider than tall, so its own size cannot tell.)
    ///   - layoutID: the layout to open on; by default the first the settings enable.
    public init(
        proxy: any TextDocumentProxy, stores: HostStores, hasFullAccess: Bool, width: Double, screenWidthInPortrait: Double? = nil,
        needsInputModeSwitchKey: Bool,
        languageModels: LanguageModels, layoutID: String? = nil, catalog: LayoutCatalog = .all,
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws(LayoutError) {
        self.stores = stores
        self.now = now
        self.hasFullAccess = hasFullAccess
        let settings = stores.settings.load()
        let clock = ManualClock()
        self.clock = clock
        document = ProxyDocument(proxy: proxy)
        let enabled = KeyboardSettings.enabledLayoutIDs(settings.enabledLayouts, in: catalog)
        // No list of its own: the session follows settings.enabledLayouts, also when viewWillAppear reloads them.
        session = try KeyboardSession(
            layoutID: layoutID ?? enabled.first ?? "en-US", metrics: Self.metrics(width: width, screenWidthInPortrait: screenWidthInPortrait), catalog: catalog,
            layoutOptions: LayoutOptions(needsInputModeSwitchKey: needsInputModeSwitchKey, switchesLayouts: enabled.count > 1),
            document: document, clock: clock, settings: settings, languageModels: languageModels
        )
        session.handle(
            .host(
                .userDataDidLoad(
                    UserData(
                        dictionary: stores.dictionary.load(), learned: stores.learnedWords.flatMap { try? $0.load() }, aim: stores.aim?.load(),
                        emojiRecents: stores.emojiRecents?.load()))))
        loadReplies()
    }

    /// The key metrics for a keyboard `width` points wide: landscape when it is wider than the
    /// screen is in portrait (iPhone keyboards span the screen in both orientations).
    public static func metrics(width: Double, screenWidthInPortrait: Double?) -> LayoutMetrics {
        guard let portrait = screenWidthInPortrait, width > portrait + 0.5 else { return .iPhonePortrait(width: width) }
        return .iPhoneLandscape(width: width)
    }

    // MARK: The view's life

    /// The keyboard is shown again: the app may have changed the settings or the dictionary.
    public func viewWillAppear() {
        session.handle(.host(.settingsDidChange(stores.settings.load())))
        session.handle(.host(.userDataDidLoad(UserData(dictionary: stores.dictionary.load()))))
        loadReplies()
        forgetWhatTheUserRemoved()
        // Tells the app's setup screen the keyboard is on (possible only with Full Access).
        if hasFullAccess { try? stores.status.save(KeyboardStatus(lastSeen: now(), layoutID: session.layout.id)) }
    }

    /// The replies the strip shows now (empty when it is not shown).
    public var replies: [String] { showsReplies ? replyBatch.replies : [] }

    /// A batch the keyboard has not shown yet is shown while it is fresh.
    private func loadReplies() {
        let batch = stores.replies.load()
        guard batch != replyBatch else {
            if showsReplies, !batch.isFresh(at: now()) { showsReplies = false }
            return
        }
        replyBatch = batch
        showsReplies = batch.isFresh(at: now())
    }

    /// The strip's close button: the bar shows suggestions again.
    public func dismissReplies() {
        showsReplies = false
    }

    /// What the view draws now: bold when the system's Bold Text is on or the user's setting asks.
    public func scene(systemIsDark: Bool = false, usesBoldText: Bool = false) -> KeyboardScene {
        KeyboardScene(
            state: session.state, replies: replies, offersReplyKey: offersReplyKey, appearance: document.traits.keyboardAppearance,
            systemIsDark: systemIsDark, usesBoldText: usesBoldText || session.settings.boldText)
    }

    /// The reply key is offered while a message field is empty, before the user writes their own
    /// words; never in a password, one-time-code, name, number, address or search field, where
    /// replies make no sense.
    var offersReplyKey: Bool {
        let traits = document.traits
        guard !traits.isSecureTextEntry, traits.textContentType == nil, [.default, .asciiCapable, .twitter].contains(traits.keyboardType)
        else { return false }
        return document.textBeforeCursor.isEmpty && (document.documentContextAfterInput ?? "").isEmpty && document.markedText == nil
    }

    /// A tap on the bar: a suggestion, a reply, or the strip's close button.
    public func tapBar(_ target: KeyboardScene.BarTarget) -> [Effect] {
        switch target {
        case .suggestion(let index): return effects(for: session.selectSuggestion(at: index))
        case .reply(let index): return insertReply(at: index)
        case .dismissReplies:
            dismissReplies()
            return []
        case .requestReplies: return requestReplies()
        }
    }

    // MARK: Replies

    /// The reply key: the app reads the screenshots and writes the replies back.
    public func requestReplies() -> [Effect] {
        [.openApp(Self.repliesURL)]
    }

    /// A tap on the reply strip: the reply is typed where the cursor is, after any composition
    /// (a space before it when it follows a word).
    public func insertReply(at index: Int) -> [Effect] {
        let shown = replies
        guard shown.indices.contains(index) else { return effects(for: SessionOutput(feedback: [.error])) }
        let output = session.handle(.insertText(shown[index], origin: .reply))
        // A reply the session refused (too long, a character past the bound) leaves the strip up.
        if !output.feedback.contains(.error) { showsReplies = false }
        return effects(for: output)
    }

    /// The keyboard went away: what it learned is saved and memory is shed (an extension that
    /// sits suspended with a large footprint is killed on resume, with no crash report).
    public func viewDidDisappear() {
        saveLearning()
        session.purgeCaches()
    }

    public func didReceiveMemoryWarning() {
        saveLearning()
        session.purgeCaches()
    }

    /// The keyboard's width changed (rotation, split view): keys at the new size, text kept.
    public func viewWillTransition(toWidth width: Double, screenWidthInPortrait: Double?) throws(LayoutError) {
        let metrics = Self.metrics(width: width, screenWidthInPortrait: screenWidthInPortrait)
        guard metrics != session.metrics else { return }
        try session.resize(metrics: metrics)
    }

    /// UIKit's `needsInputModeSwitchKey`, known once the host is connected.
    public func setNeedsInputModeSwitchKey(_ needs: Bool) throws(LayoutError) {
        var options = session.layoutOptions
        guard options.needsInputModeSwitchKey != needs else { return }
        options.needsInputModeSwitchKey = needs
        try session.resize(metrics: session.metrics, options: options)
    }

    /// Full Access was granted or taken away (checked on each appearance).
    public func setFullAccess(_ granted: Bool) {
        hasFullAccess = granted
    }

    /// Words the user removed in the app's dictionary screen leave the keyboard's model too.
    private func forgetWhatTheUserRemoved() {
        let request = stores.forgetRequests.load()
        guard !request.isEmpty, hasFullAccess else { return }
        if request.everything {
            session.handle(.host(.userDataDidLoad(UserData(learned: UserModel()))))
        } else {
            session.handle(.host(.forget(words: request.words)))
        }
        saveLearning()
        try? stores.forgetRequests.save(.none)
    }

    /// Saves what the keyboard learned to its own container, and with Full Access the list of
    /// its most used words to the App Group for the app to show.
    public func saveLearning() {
        try? stores.learnedWords?.save(session.userModel)
        if hasFullAccess {
            let words = session.userModel.words(withPrefix: "", at: session.wallClock.now, limit: LearnedWordsSnapshot.limit).map(\.word)
            try? stores.learnedShare.save(LearnedWordsSnapshot(words: words, updated: now()))
        }
        try? stores.aim?.save(session.touchAdaptation)
        try? stores.emojiRecents?.save(session.emojiRecents)
    }

    // MARK: Touches, with UIKit's timestamps

    public func touchDown(_ id: Int, at point: Point, timestamp: Double) -> [Effect] {
        clock.set(timestamp)
        // Typing means the user answers in their own words: the bar goes back to suggestions.
        showsReplies = false
        let action = session.key(at: point)?.action
        hostKeyTouches[id] = action == .nextInputMode || action == .dismiss ? action : nil
        return effects(for: session.touchDown(id, at: point))
    }

    public func touchMove(_ id: Int, to point: Point, timestamp: Double) -> [Effect] {
        clock.set(timestamp)
        return effects(for: session.touchMove(id, to: point))
    }

    public func touchUp(_ id: Int, at point: Point, timestamp: Double) -> [Effect] {
        clock.set(timestamp)
        let output = session.touchUp(id, at: point)
        var effects = effects(for: output)
        guard let action = hostKeyTouches.removeValue(forKey: id), session.key(at: point)?.action == action else { return effects }
        switch action {
        // A globe tap (not a hold, which switched Tecla's layouts) asks for the next keyboard.
        case .nextInputMode where !output.feedback.contains(.longPress): effects.append(.nextInputMode)
        case .dismiss: effects.append(.dismiss)
        default: break
        }
        return effects
    }

    public func touchCancel(_ id: Int) {
        hostKeyTouches[id] = nil
        session.touchCancel(id)
    }

    /// A display-link tick while a finger is down: timers (long-press, backspace repeat).
    public func tick(timestamp: Double) -> [Effect] {
        clock.set(timestamp)
        return effects(for: session.tick())
    }

    // MARK: The host's text events

    /// UIKit's `textWillChange`.
    public func textWillChange() {
        document.textWillChange()
    }

    /// UIKit's `textDidChange`: the host's edits and new fields reach the session; our own edits
    /// coming back do not.
    public func textDidChange() {
        switch document.textDidChange() {
        case .field(let traits)?: session.fieldDidChange(traits: traits)
        case .text?: session.documentDidChange()
        case nil: break
        }
    }

    // MARK: Effects

    /// Haptics for what the session did (with Full Access), a click for each key that acted
    /// (unless the user turned Tecla's clicks off; iOS's own Keyboard Clicks setting also applies).
    func effects(for output: SessionOutput) -> [Effect] {
        var effects: [Effect] = []
        for event in output.feedback {
            if hasFullAccess {
                let intensity = session.hapticIntensity(for: event)
                if intensity != .none { effects.append(event == .error ? .warning : .haptic(intensity)) }
            }
            if session.playsKeyClick(for: event) { effects.append(.inputClick) }
        }
        return effects
    }
}
