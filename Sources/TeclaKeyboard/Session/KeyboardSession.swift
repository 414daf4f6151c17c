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
/// for key in ["h", "i"] {
///     let centre = session.currentPage.key(id: key)!.frame.center
///     session.touchDown(0, at: centre); session.touchUp(0, at: centre)
/// }
/// document.text  // "Hi"
/// ```
///
/// Its state (``sessionState``) changes only inside ``handle(_:)``, which takes plain-data
/// inputs (``SessionInput``): fingers, keys, host events, the user's settings and data. So a
/// session is the list of its inputs (``SessionLog``), and replaying that list reaches the same
/// state and text.
///
/// Time comes only from the injected ``Clock``; timers (long-press, backspace repeat) advance on
/// ``TouchInput/tick``, which every touch input also runs first, so a replay of timestamped
/// inputs gives the same text whatever the wall clock did.
public final class KeyboardSession {
    /// The text field the keyboard types into.
    public let document: any TextDocument
    public let services: SessionServices
    /// Everything the session remembers between inputs.
    public internal(set) var sessionState: SessionState
    public internal(set) var inputMethod: any InputMethod
    /// The fingers on the keys, by touch id.
    var touches: [Int: ActiveTouch] = [:]
    /// Probabilistic touch for the letters page; see ``nextCharacterModel``.
    var tapResolution = TouchResolution()
    /// The letters page's key geometry, as swipes and the corrector see it.
    var pageGeometry = PageGeometryCache()
    /// The inputs handled so far, when recording (``startRecording()``).
    var recorder: SessionRecorder?
    /// How a tap was judged, for the internals view (``inspectTaps()``); nil in a keyboard.
    var tapInspection: TapInspection?
    /// How deep ``handle(_:)`` is: a touch's own inputs (the key it typed) are not recorded, the touch is.
    var handling = 0

    public convenience init(
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
        let services = SessionServices(
            clock: clock, wallClock: wallClock, catalog: catalog, languageModels: languageModels, makeInputMethod: makeInputMethod)
        try self.init(
            services: services, layoutID: layoutID, metrics: metrics ?? .iPhonePortrait(width: width), enabledLayoutIDs: enabledLayoutIDs,
            layoutOptions: layoutOptions, document: document, settings: settings)
    }

    public init(
        services: SessionServices, layoutID: String, metrics: LayoutMetrics, enabledLayoutIDs: [String]? = nil,
        layoutOptions: LayoutOptions = LayoutOptions(), document: any TextDocument, settings: KeyboardSettings = KeyboardSettings()
    ) throws(LayoutError) {
        self.services = services
        let layout = try services.catalog.layout(id: layoutID, metrics: metrics, options: layoutOptions)
        let settings = settings.bounded
        sessionState = SessionState(
            settings: settings,
            enabledLayoutIDs: enabledLayoutIDs ?? KeyboardSettings.enabledLayoutIDs(settings.enabledLayouts, in: services.catalog),
            enabledLayoutsFollowSettings: enabledLayoutIDs == nil, layout: layout, metrics: metrics, layoutOptions: layoutOptions)
        self.document = document
        self.inputMethod = services.inputMethod(for: layout, settings: settings)
        services.languageModels.activate(layout.language)
        tapResolution.model = services.languageModels[layout.language]?.nextCharacter
        sessionState.pageID = preferredPage(in: layout)
        updateShift(afterEdit: true)
        refreshSuggestions()
    }

    /// Makes the input method for a layout: the caller's maker, else ``InputMethodFactory``
    /// with the settings (Cheon-Ji-In for Korean, alphabetic otherwise).
    public func makeInputMethod(_ layout: KeyboardLayout) -> any InputMethod {
        services.inputMethod(for: layout, settings: settings)
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
        return tapResolution.key(
            at: point, geometry: geometry(of: currentPage), adaptation: touchAdaptation, model: model, textBeforeCursor: document.textBeforeCursor)
    }

    /// The prior of probabilistic touch: which letter is likely next. Nil: nearest-key hit testing.
    public internal(set) var nextCharacterModel: (any NextCharacterModel)? {
        get { tapResolution.model }
        set {
            tapResolution.model = newValue
            tapResolution.invalidate()
        }
    }

    /// The keys of `page` (of the layout shown, at its size) as taps, swipes and the corrector read them.
    func geometry(of page: KeyboardPage) -> PageGeometry {
        pageGeometry.geometry(of: page, in: layout, metrics: metrics, options: layoutOptions)
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
        if !edits.isEmpty { tapResolution.textDidChange() }
        return SessionOutput(edits: edits)
    }
}
