import TeclaCore
import TeclaLanguage
import TeclaTouch

/// Everything a ``KeyboardSession`` remembers between inputs, as one value: two sessions given
/// the same inputs reach equal states (what ``SessionLog`` replays check).
///
/// Only ``KeyboardSession/handle(_:)`` changes it. What can be rebuilt from it (key geometry,
/// the tap resolver, decoded packs) is not part of it, nor are the fingers on the keys (the
/// session's touch tracker), nor the composition the input method holds (a replay checks that
/// through the document: the composition is its marked text).
public struct SessionState: Equatable, Sendable {
    /// The user's settings.
    public internal(set) var settings: KeyboardSettings
    /// The layouts the globe key cycles through, in order.
    public internal(set) var enabledLayoutIDs: [String]
    /// Whether ``enabledLayoutIDs`` follows `settings.enabledLayouts` (true unless the session was
    /// created with a list of its own).
    public internal(set) var enabledLayoutsFollowSettings: Bool
    public internal(set) var layout: KeyboardLayout
    /// The key geometry the layouts are built at (portrait or landscape, the keyboard's width).
    public internal(set) var metrics: LayoutMetrics
    /// Choices about the bottom row (the system's globe key).
    public internal(set) var layoutOptions: LayoutOptions
    /// The emoji typed lately, most recent first, cut to the settings' limit.
    public internal(set) var emojiRecents: [String] = []
    /// The suggestion bar's slots.
    public internal(set) var suggestions: [SuggestionSlot] = []
    /// What this user has typed: learned at word boundaries (never in secure fields or private
    /// mode), offered as completions and never flagged as typos.
    public internal(set) var userModel = UserModel()
    /// The words and text shortcuts the user added.
    public internal(set) var userDictionary = UserDictionary()
    /// The user's aim on the letter keys (per key, the mean offset of kept taps from its centre).
    public internal(set) var touchAdaptation = TouchAdaptation()

    var pageID: PageID = .letters
    var shift = ShiftKey()
    /// What the last input left for the next one to undo or build on (one of: nothing, a space
    /// and the correction it committed, a swiped word).
    var lastEdit = LastEdit.none
    var emoji = EmojiBrowser()
    /// Where the letters of the word being typed were tapped (nil for keys typed otherwise).
    var wordTaps: [Point?] = []
    /// A word whose autocorrection the user reverted: the boundary after it does not correct it again.
    var declinedCorrection: String?
    /// The latest autocorrections (newest last), so that a corrected word the cursor is put
    /// back into offers what was typed.
    var recentCorrections: [LastEdit.Autocorrection] = []

    /// The emoji recents `recents` keeps: no empty or repeated emoji, at most the settings' limit.
    static func kept(recents: [String], limit: Int) -> [String] {
        var seen = Set<String>()
        return Array(recents.filter { !$0.isEmpty && seen.insert($0).inserted }.prefix(max(0, limit)))
    }
}
