import TeclaCore
import TeclaKeyboard
import TeclaTouch

/// The user settings a client may choose when it creates a session; the rest of
/// ``KeyboardSettings`` (timing thresholds) keeps the engine's defaults.
public struct SessionSettings: Hashable, Sendable, Codable {
    /// How strong haptic feedback is (the intensities of ``FeedbackRecord``).
    public var haptics: HapticsSetting
    /// Capitalize at sentence starts.
    public var autoCapitalization: Bool
    /// Two quick spaces after a word type ". ".
    public var doubleSpacePeriod: Bool
    /// The layouts the globe key cycles through, in order (nil: every layout of the catalog).
    public var enabledLayouts: [String]?
    /// Korean Cheon-Ji-In: consonant cycles go round (ㄲ → ㄱ) instead of starting a new letter.
    public var cheonJiInCyclesWrap: Bool
    /// The meaning drawn under an N'Ko suggestion: English, French or none.
    public var glosses: GlossSetting
    /// Space replaces a misspelled word with the highlighted correction.
    public var autocorrection: Bool
    /// Sliding through a word's letters types it.
    public var swipeTyping: Bool
    /// How readily a slide becomes a swipe (low, medium, high).
    public var swipeSensitivity: SwipeSensitivity
    /// Sounds with key presses (the page has none; kept for the settings' round trip).
    public var keyClicks: Bool
    /// Nothing typed is learned.
    public var privateMode: Bool
    /// Keys and suggestions drawn bold.
    public var boldText: Bool

    static let fields = [
        "haptics", "autoCapitalization", "doubleSpacePeriod", "enabledLayouts", "cheonJiInCyclesWrap", "glosses", "autocorrection",
        "swipeTyping", "swipeSensitivity", "keyClicks", "privateMode", "boldText",
    ]

    public init(
        haptics: HapticsSetting = .medium, autoCapitalization: Bool = true, doubleSpacePeriod: Bool = true,
        enabledLayouts: [String]? = nil, cheonJiInCyclesWrap: Bool = false, glosses: GlossSetting = .english,
        autocorrection: Bool = true, swipeTyping: Bool = true, swipeSensitivity: SwipeSensitivity = .medium, keyClicks: Bool = true,
        privateMode: Bool = false, boldText: Bool = false
    ) {
        self.haptics = haptics
        self.autoCapitalization = autoCapitalization
        self.doubleSpacePeriod = doubleSpacePeriod
        self.enabledLayouts = enabledLayouts
        self.cheonJiInCyclesWrap = cheonJiInCyclesWrap
        self.glosses = glosses
        self.autocorrection = autocorrection
        self.swipeTyping = swipeTyping
        self.swipeSensitivity = swipeSensitivity
        self.keyClicks = keyClicks
        self.privateMode = privateMode
        self.boldText = boldText
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: Self.fields)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let defaults = SessionSettings()
        haptics = try container.choice("haptics", as: HapticsSetting.self, describedAs: "setting") ?? defaults.haptics
        autoCapitalization = try container.optional("autoCapitalization") ?? defaults.autoCapitalization
        doubleSpacePeriod = try container.optional("doubleSpacePeriod") ?? defaults.doubleSpacePeriod
        enabledLayouts = try container.optional("enabledLayouts")
        cheonJiInCyclesWrap = try container.optional("cheonJiInCyclesWrap") ?? defaults.cheonJiInCyclesWrap
        glosses = try container.choice("glosses", as: GlossSetting.self, describedAs: "gloss setting") ?? defaults.glosses
        autocorrection = try container.optional("autocorrection") ?? defaults.autocorrection
        swipeTyping = try container.optional("swipeTyping") ?? defaults.swipeTyping
        swipeSensitivity =
            try container.choice("swipeSensitivity", as: SwipeSensitivity.self, describedAs: "swipe sensitivity") ?? defaults.swipeSensitivity
        keyClicks = try container.optional("keyClicks") ?? defaults.keyClicks
        privateMode = try container.optional("privateMode") ?? defaults.privateMode
        boldText = try container.optional("boldText") ?? defaults.boldText
    }

    /// The engine settings these choices give.
    var keyboardSettings: KeyboardSettings {
        var settings = KeyboardSettings()
        settings.haptics = haptics
        settings.autoCapitalization = autoCapitalization
        settings.doubleSpacePeriod = doubleSpacePeriod
        if let enabledLayouts { settings.enabledLayouts = enabledLayouts }
        settings.cheonJiInCyclesWrap = cheonJiInCyclesWrap
        settings.glosses = glosses
        settings.autocorrection = autocorrection
        settings.swipeTyping = swipeTyping
        settings.swipeSensitivity = swipeSensitivity
        settings.keyClicks = keyClicks
        settings.privateMode = privateMode
        settings.boldText = boldText
        return settings
    }
}
