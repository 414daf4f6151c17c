import TeclaCore
import TeclaTouch

/// The user's settings and the timing thresholds of every behaviour, injected into a session.
public struct KeyboardSettings: Hashable, Sendable, Codable {
    /// Capitalize at sentence starts (and as the field asks).
    public var autoCapitalization: Bool = true
    /// Space (or punctuation) replaces a misspelled word with the highlighted correction. Off,
    /// corrections are still offered in the bar but never applied on their own.
    public var autocorrection: Bool = true
    /// Two spaces in quick succession after a word type ". ".
    public var doubleSpacePeriod: Bool = true
    /// Seconds between the two spaces for ``doubleSpacePeriod``.
    public var doubleSpaceWindow: Double = 0.45
    /// Seconds between two shift taps that lock capitals.
    public var capsLockWindow: Double = 0.35
    /// Seconds a key is held before its alternates pop up.
    public var longPressDelay: Double = 0.4
    public var backspace: BackspaceRepeatPolicy = BackspaceRepeatPolicy()
    public var haptics: HapticsSetting = .medium
    /// Whether sounds accompany key presses (the renderer plays them).
    public var keyClicks: Bool = true
    /// Keys and suggestions drawn in bold, as the Cheon-Ji-In keyboard offers (renderers also
    /// follow the system's Bold Text).
    public var boldText: Bool = false
    /// Private mode: nothing typed is learned (as in secure fields).
    public var privateMode: Bool = false
    /// Swipe typing: sliding from a letter through a word's letters types the word.
    public var swipeTyping: Bool = true
    /// How far (in key widths) a finger must slide from a letter before the touch is a swipe
    /// (at Medium ``swipeSensitivity``).
    public var swipeStartDistance: Double = 1.0
    /// Low, Medium or High: how readily a slide becomes a swipe and how widely it is decoded.
    public var swipeSensitivity: SwipeSensitivity = .medium
    /// Swipes are read with the user's own offset, learned from the swipes they kept
    /// (`SwipeAdaptation`): +0.3 top-1 after 50 swipes on How We Swipe's watched participants,
    /// small but steady (Guides/SwipeDecoder.md). Off, the offset is still learned, unused.
    public var swipeAdaptation: Bool = true
    /// How far (points) a finger must slide along the space bar before it moves the cursor.
    public var spaceDragStartDistance: Double = 12
    /// How far (points) the finger slides on the space bar per character the cursor moves.
    public var spaceDragStep: Double = 9
    /// Seconds between two previews of a swipe still in progress.
    public var swipePreviewInterval: Double = 0.1
    /// How many recently used emoji the recents tab keeps.
    public var emojiRecentsLimit: Int = 27
    /// Korean Cheon-Ji-In: whether a consonant key pressed past the end of its cycle goes round
    /// (ㄱ → ㅋ → ㄲ → ㄱ) instead of starting a new letter (ㄲ then ㄱ: "ㄲㄱ", the default, which
    /// lets 사람이 be typed without a break). See `CheonJiInOptions.cyclesWrap`.
    public var cheonJiInCyclesWrap: Bool = false
    /// The meaning drawn under a suggestion whose language has glosses (N'Ko words in English or French).
    public var glosses: GlossSetting = .english
    /// The layouts the globe key cycles through, in order; empty: every layout of the catalog.
    /// A session created with `enabledLayoutIDs` uses those instead.
    public var enabledLayouts: [String] = []

    public init() {}

    /// The layouts a choice of ids enables in `catalog`: the known ones, in order; every layout
    /// when none is known (an empty choice means all).
    public static func enabledLayoutIDs(_ chosen: [String], in catalog: LayoutCatalog) -> [String] {
        let known = chosen.filter(catalog.ids.contains)
        return known.isEmpty ? catalog.ids : known
    }

    /// Reads saved settings written by any version: a setting the file lacks (an older version)
    /// or cannot be read as this version's type takes its default, and settings this version does
    /// not know (a newer one) are ignored. A user's choices are never lost to an update.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var settings = KeyboardSettings()
        container.read(.autoCapitalization, into: \.autoCapitalization, of: &settings)
        container.read(.autocorrection, into: \.autocorrection, of: &settings)
        container.read(.doubleSpacePeriod, into: \.doubleSpacePeriod, of: &settings)
        container.read(.doubleSpaceWindow, into: \.doubleSpaceWindow, of: &settings)
        container.read(.capsLockWindow, into: \.capsLockWindow, of: &settings)
        container.read(.longPressDelay, into: \.longPressDelay, of: &settings)
        container.read(.backspace, into: \.backspace, of: &settings)
        container.read(.haptics, into: \.haptics, of: &settings)
        container.read(.keyClicks, into: \.keyClicks, of: &settings)
        container.read(.privateMode, into: \.privateMode, of: &settings)
        container.read(.boldText, into: \.boldText, of: &settings)
        container.read(.swipeTyping, into: \.swipeTyping, of: &settings)
        container.read(.swipeStartDistance, into: \.swipeStartDistance, of: &settings)
        container.read(.swipeSensitivity, into: \.swipeSensitivity, of: &settings)
        container.read(.swipeAdaptation, into: \.swipeAdaptation, of: &settings)
        container.read(.swipePreviewInterval, into: \.swipePreviewInterval, of: &settings)
        container.read(.spaceDragStartDistance, into: \.spaceDragStartDistance, of: &settings)
        container.read(.spaceDragStep, into: \.spaceDragStep, of: &settings)
        container.read(.emojiRecentsLimit, into: \.emojiRecentsLimit, of: &settings)
        container.read(.cheonJiInCyclesWrap, into: \.cheonJiInCyclesWrap, of: &settings)
        container.read(.enabledLayouts, into: \.enabledLayouts, of: &settings)
        container.read(.glosses, into: \.glosses, of: &settings)
        self = settings
    }
}
