import TeclaCore
import TeclaLanguage
import TeclaTouch

/// One user's typing state: takes touches on keys and turns them into text edits, page and shift
/// changes and feedback events. Renderers draw ``state`` and forward touches; they decide nothing.
///
/// ```swift
/// let clock = ManualClock()
/// let document = TextBuffer()
/// let session = try KeyboardSession(layoutID: "en-US", document: document, clock: clock)
/// session.tap(keyID: "h"); session.tap(keyID: "i")
/// document.text  // "Hi"
/// ```
///
/// Time comes only from the injected ``Clock``; timers (long-press, backspace repeat) advance in
/// ``tick()``, which every touch event also runs first, so a replay of timestamped events gives the
/// same text whatever the wall clock did.
public final class KeyboardSession {
    public let document: any TextDocument
    public let clock: any Clock
    /// What learning and decay of ``userModel`` run on: calendar time, which survives a reboot
    /// (``WallClock`` unless a caller injects one; scripted and replayed typing pass their
    /// manual clock so that the same events learn the same way).
    public let wallClock: any Clock
    /// The user's settings. Changing ``KeyboardSettings/cheonJiInCyclesWrap`` finishes any
    /// composition and gives the layout a new input method with the new setting (unless the
    /// session was given its own `makeInputMethod`).
    public var settings: KeyboardSettings {
        didSet {
            // The app's choice of layouts reaches a session that follows it (one created without its own list).
            if enabledLayoutsFollowSettings, oldValue.enabledLayouts != settings.enabledLayouts {
                handle(.host(.enabledLayoutsDidChange(settings.enabledLayouts)))
            }
            guard customInputMethod == nil, oldValue.cheonJiInCyclesWrap != settings.cheonJiInCyclesWrap else { return }
            _ = apply(inputMethod.commit(in: document))
            inputMethod = makeInputMethod(layout)
            refreshSuggestions()
        }
    }
    public let catalog: LayoutCatalog
    /// The layouts the globe key cycles through, in order.
    public var enabledLayoutIDs: [String]
    /// Whether ``enabledLayoutIDs`` follows `settings.enabledLayouts` (true unless the session was
    /// created with a list of its own).
    let enabledLayoutsFollowSettings: Bool
    public internal(set) var layout: KeyboardLayout
    /// The key geometry the layouts are built at (portrait or landscape, the keyboard's width).
    public internal(set) var metrics: LayoutMetrics
    /// The keyboard's width in points.
    public var width: Double { metrics.width }
    /// Choices about the bottom row (the system's globe key); changed with ``resize(metrics:options:)``.
    public internal(set) var layoutOptions: LayoutOptions
    /// The packs of the languages the layouts type, shared by all sessions.
    public let languageModels: LanguageModels
    /// The caller's input-method maker, if it chose one; otherwise ``makeInputMethod(_:)`` follows
    /// the settings.
    let customInputMethod: ((KeyboardLayout) -> any InputMethod)?
    public internal(set) var inputMethod: any InputMethod

    var pageID: PageID
    var shift = ShiftKey()
    /// What the last input left for the next one to undo or build on (one of: nothing, a space
    /// and the correction it committed, a swiped word).
    var lastEdit = LastEdit.none
    var touches: [Int: ActiveTouch] = [:]
    var emoji = EmojiBrowser()
    /// The emoji typed lately, most recent first: the host saves them and gives them back to the
    /// next session (an extension is relaunched often; recents lost on every launch are no use).
    /// Set from outside, repeats are dropped and the list is cut to the settings' limit.
    public var emojiRecents: [String] = [] {
        didSet {
            var seen = Set<String>()
            let kept = emojiRecents.filter { !$0.isEmpty && seen.insert($0).inserted }.prefix(max(0, settings.emojiRecentsLimit))
            if kept.count != emojiRecents.count { emojiRecents = Array(kept) }
        }
    }
    public internal(set) var suggestions: [SuggestionSlot] = []
    /// Where the letters of the word being typed were tapped (nil for keys typed otherwise).
    var wordTaps: [Point?] = []
    /// Letter-key geometry of the current letters page, for swipes (built on the first swipe).
    var gestureKeyboardCache: (pageKey: String, keyboard: GestureKeyboard)?
    /// The same page as the corrector judges taps on it.
    var correctorGeometryCache: (pageKey: String, geometry: KeyboardGeometry)?
    /// What this user has typed: learned at word boundaries (never in secure fields or private
    /// mode), offered as completions and never flagged as typos. The app persists it with
    /// `UserModelStore`; its decay runs on ``wallClock``.
    public var userModel = UserModel()
    /// The words and text shortcuts the user added (the host persists it): its words are never
    /// corrected and are offered as completions, its shortcuts expand at space like a correction.
    public var userDictionary = UserDictionary() {
        didSet { refreshSuggestions() }
    }
    /// A word whose autocorrection the user reverted: the boundary after it does not correct it again.
    var declinedCorrection: String?
    /// The latest autocorrections (newest last), so that a corrected word the cursor is put
    /// back into offers what was typed.
    var recentCorrections: [LastEdit.Autocorrection] = []
    static let recentCorrectionsKept = 20
    let autoCapitalization = AutoCapitalizationPolicy()
    /// Probabilistic touch for the letters page; see ``nextCharacterModel``.
    var touch = TouchResolution()

    public init(
        layoutID: String = "en-US",
        width: Double = 390,
        metrics: LayoutMetrics? = nil,
        catalog: LayoutCatalog = .standard,
        enabledLayoutIDs: [String]? = nil,
        layoutOptions: LayoutOptions = LayoutOptions(),
        document: any TextDocument,
        clock: any Clock,
        wallClock: any Clock = WallClock(),
        settings: KeyboardSettings = KeyboardSettings(),
        languageModels: LanguageModels = .none,
        makeInputMethod: ((KeyboardLayout) -> any InputMethod)? = nil
    ) throws(LayoutError) {
        self.catalog = catalog
        self.metrics = metrics ?? .iPhonePortrait(width: width)
        self.layoutOptions = layoutOptions
        self.layout = try catalog.layout(id: layoutID, metrics: self.metrics, options: layoutOptions)
        self.enabledLayoutIDs = enabledLayoutIDs ?? KeyboardSettings.enabledLayoutIDs(settings.enabledLayouts, in: catalog)
        enabledLayoutsFollowSettings = enabledLayoutIDs == nil
        self.document = document
        self.clock = clock
        self.wallClock = wallClock
        self.settings = settings
        self.customInputMethod = makeInputMethod
        self.languageModels = languageModels
        self.inputMethod = makeInputMethod?(layout) ?? InputMethodFactory(settings: settings).make(layout)
        languageModels.activate(layout.language)
        touch.model = languageModels[layout.language]?.nextCharacter
        self.pageID = .letters
        pageID = preferredPage(in: layout)
        updateShift(afterEdit: true)
        refreshSuggestions()
    }

    /// Makes the input method for a layout: the caller's maker, else ``InputMethodFactory``
    /// with the settings (Cheon-Ji-In for Korean, alphabetic otherwise).
    public func makeInputMethod(_ layout: KeyboardLayout) -> any InputMethod {
        customInputMethod?(layout) ?? InputMethodFactory(settings: settings).make(layout)
    }

    /// The page touches are resolved against.
    public var currentPage: KeyboardPage {
        if pageID == .emoji, let emojiPage = emoji.page { return emojiPage }
        return layout.page(pageID) ?? layout.homePage
    }

    /// The key a touch at `point` means on the current page.
    ///
    /// On the letters page, with a ``nextCharacterModel``, the tap is resolved by where it landed
    /// and how likely each letter is next (``TapResolver``); elsewhere by the nearest key.
    public func key(at point: Point) -> Key? {
        guard pageID == .letters, let model = nextCharacterModel, document.traits.allowsSuggestions else {
            return currentPage.key(at: point)
        }
        return touch.key(at: point, page: currentPage, layoutID: layout.id, model: model, textBeforeCursor: document.textBeforeCursor)
    }

    /// Whether ``lastTap`` is kept: an explanation for the internals view (the playground), off in
    /// a keyboard, whose taps should not pay for it.
    public var recordsLastTap = false
    /// The last tap on the letters page with probabilistic touch: where it was and how likely each
    /// key was to be meant (likeliest first, five at most), when ``recordsLastTap`` is on.
    public internal(set) var lastTap: (point: Point, keys: [(key: Key, probability: Double)])?

    /// Records how a tap at `point` about to be typed was judged.
    func recordTap(at point: Point) {
        guard recordsLastTap, pageID == .letters, let model = nextCharacterModel, document.traits.allowsSuggestions else { return }
        let keys = touch.probabilities(
            at: point, page: currentPage, layoutID: layout.id, model: model, textBeforeCursor: document.textBeforeCursor, limit: 5)
        lastTap = keys.isEmpty ? nil : (point, keys)
    }

    /// The prior of probabilistic touch: which letter is likely next. Nil: nearest-key hit testing.
    public var nextCharacterModel: (any NextCharacterModel)? {
        get { touch.model }
        set { touch.model = newValue; touch.invalidate() }
    }

    /// The haptic intensity the settings give an event.
    public func hapticIntensity(for event: FeedbackEvent) -> HapticIntensity {
        HapticPolicy(setting: settings.haptics).intensity(for: event)
    }

    /// Whether a keyboard click goes with an event: a key that typed, deleted or switched
    /// something, when the user has key clicks on. (On iOS the system's Keyboard Clicks setting
    /// also applies.)
    public func playsKeyClick(for event: FeedbackEvent) -> Bool {
        settings.keyClicks && Self.clickEvents.contains(event)
    }

    static let clickEvents: Set<FeedbackEvent> = [
        .character, .space, .delete, .deleteRepeat, .deleteWord, .return, .shift, .capsLock, .pageSwitch,
    ]

    /// Applies edits to the document and reports them.
    func apply(_ edits: [TextEdit]) -> SessionOutput {
        for edit in edits { document.apply(edit) }
        if !edits.isEmpty { touch.textDidChange() }
        return SessionOutput(edits: edits)
    }
}
