import TeclaCore
import TeclaLanguage
import TeclaTouch

/// The parts of ``KeyboardSession/sessionState`` and ``KeyboardSession/services`` by name.
/// Readable by anyone; changed only by the pipeline's steps (``KeyboardSession/handle(_:)``).
/// The user model is changed in place (`_modify`: learning a word must not copy the whole
/// model); while it is, nothing else of the state may be read, so its mutations take
/// arguments computed beforehand.
extension KeyboardSession {
    public var clock: any Clock { services.clock }
    /// What learning and decay of ``userModel`` run on (see ``SessionServices/wallClock``).
    public var wallClock: any Clock { services.wallClock }
    public var catalog: LayoutCatalog { services.catalog }
    /// The packs of the languages the layouts type, shared by all sessions.
    public var languageModels: LanguageModels { services.languageModels }

    /// The user's settings (changed by ``HostEvent/settingsDidChange(_:)``).
    public internal(set) var settings: KeyboardSettings {
        get { sessionState.settings }
        set { sessionState.settings = newValue }
    }
    /// The layouts the globe key cycles through, in order.
    public internal(set) var enabledLayoutIDs: [String] {
        get { sessionState.enabledLayoutIDs }
        set { sessionState.enabledLayoutIDs = newValue }
    }
    public internal(set) var layout: KeyboardLayout {
        get { sessionState.layout }
        set { sessionState.layout = newValue }
    }
    /// The key geometry the layouts are built at (portrait or landscape, the keyboard's width).
    public internal(set) var metrics: LayoutMetrics {
        get { sessionState.metrics }
        set { sessionState.metrics = newValue }
    }
    /// The keyboard's width in points.
    public var width: Double { metrics.width }
    /// Choices about the bottom row (the system's globe key); changed with ``resize(metrics:options:)``.
    public internal(set) var layoutOptions: LayoutOptions {
        get { sessionState.layoutOptions }
        set { sessionState.layoutOptions = newValue }
    }
    /// The emoji typed lately, most recent first: the host saves them and gives them back to the
    /// next session in ``UserData`` (an extension is relaunched often; recents lost on every
    /// launch are no use). Repeats are dropped and the list is cut to the settings' limit.
    public internal(set) var emojiRecents: [String] {
        get { sessionState.emojiRecents }
        set { sessionState.emojiRecents = SessionState.kept(recents: newValue, limit: settings.emojiRecentsLimit) }
    }
    public internal(set) var suggestions: [SuggestionSlot] {
        get { sessionState.suggestions }
        set { sessionState.suggestions = newValue }
    }
    /// What this user has typed: learned at word boundaries (never in secure fields or private
    /// mode), offered as completions and never flagged as typos. The app persists it with
    /// `UserModelStore`; its decay runs on ``wallClock``.
    public internal(set) var userModel: UserModel {
        get { sessionState.userModel }
        set { sessionState.userModel = newValue }
        _modify { yield &sessionState.userModel }
    }
    /// The words and text shortcuts the user added (the host persists it): its words are never
    /// corrected and are offered as completions, its shortcuts expand at space like a correction.
    public internal(set) var userDictionary: UserDictionary {
        get { sessionState.userDictionary }
        set { sessionState.userDictionary = newValue }
    }
    /// The user's learned aim (per key, the mean offset of kept taps from the key's centre): the
    /// host saves it with the user model; tap resolution on the letters page uses it.
    public internal(set) var touchAdaptation: TouchAdaptation {
        get { sessionState.touchAdaptation }
        set { sessionState.touchAdaptation = newValue }
    }

    var enabledLayoutsFollowSettings: Bool { sessionState.enabledLayoutsFollowSettings }
    var pageID: PageID {
        get { sessionState.pageID }
        set { sessionState.pageID = newValue }
    }
    var shift: ShiftKey {
        get { sessionState.shift }
        set { sessionState.shift = newValue }
    }
    var lastEdit: LastEdit {
        get { sessionState.lastEdit }
        set { sessionState.lastEdit = newValue }
    }
    var emoji: EmojiBrowser {
        get { sessionState.emoji }
        set { sessionState.emoji = newValue }
    }
    var wordTaps: [Point?] {
        get { sessionState.wordTaps }
        set { sessionState.wordTaps = newValue }
    }
    var declinedCorrection: String? {
        get { sessionState.declinedCorrection }
        set { sessionState.declinedCorrection = newValue }
    }
    var recentCorrections: [LastEdit.Autocorrection] {
        get { sessionState.recentCorrections }
        set { sessionState.recentCorrections = newValue }
    }
    static let recentCorrectionsKept = 20
    var autoCapitalization: AutoCapitalizationPolicy { services.autoCapitalization }
}
