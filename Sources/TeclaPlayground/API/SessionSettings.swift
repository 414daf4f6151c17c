import TeclaCore
import TeclaKeyboard
import TeclaTouch

/// The user settings a client may choose when it creates a session: every choice of
/// ``KeyboardSettings``, its timing thresholds included (``TimingSetting``, each within its range).
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
    /// Sounds with key presses (the page plays a click for each feedback record with `click`).
    public var keyClicks: Bool
    /// Nothing typed is learned.
    public var privateMode: Bool
    /// Keys and suggestions drawn bold.
    public var boldText: Bool
    /// Swipes read with the offset learned from the user's kept swipes.
    public var swipeAdaptation: Bool
    /// Every ``TimingSetting`` by name (the defaults unless the client chose one); in JSON each
    /// is a field of its own (`"longPressDelay": 0.6`).
    public var timings: [String: Double]

    static let fields =
        [
            "haptics", "autoCapitalization", "doubleSpacePeriod", "enabledLayouts", "cheonJiInCyclesWrap", "glosses", "autocorrection",
            "swipeTyping", "swipeSensitivity", "keyClicks", "privateMode", "boldText", "swipeAdaptation",
        ] + TimingSetting.all.map(\.name)

    static let defaultTimings = Dictionary(uniqueKeysWithValues: TimingSetting.all.map { ($0.name, $0.defaultValue) })

    public init(
        haptics: HapticsSetting = .medium, autoCapitalization: Bool = true, doubleSpacePeriod: Bool = true,
        enabledLayouts: [String]? = nil, cheonJiInCyclesWrap: Bool = false, glosses: GlossSetting = .english,
        autocorrection: Bool = true, swipeTyping: Bool = true, swipeSensitivity: SwipeSensitivity = .medium, keyClicks: Bool = true,
        privateMode: Bool = false, boldText: Bool = false, swipeAdaptation: Bool = true, timings: [String: Double] = [:]
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
        self.swipeAdaptation = swipeAdaptation
        // Only known thresholds, each brought within its range (a NaN keeps the default).
        var chosen = Self.defaultTimings
        for setting in TimingSetting.all {
            guard let value = timings[setting.name], !value.isNaN else { continue }
            chosen[setting.name] = min(max(value, setting.minimum), setting.maximum)
        }
        self.timings = chosen
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
        swipeAdaptation = try container.optional("swipeAdaptation") ?? defaults.swipeAdaptation
        timings = defaults.timings
        for setting in TimingSetting.all {
            if let value = try container.bounded(setting.name, in: setting.minimum...setting.maximum, unit: setting.unit) {
                timings[setting.name] = value
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(haptics, forKey: AnyCodingKey("haptics"))
        try container.encode(autoCapitalization, forKey: AnyCodingKey("autoCapitalization"))
        try container.encode(doubleSpacePeriod, forKey: AnyCodingKey("doubleSpacePeriod"))
        try container.encodeIfPresent(enabledLayouts, forKey: AnyCodingKey("enabledLayouts"))
        try container.encode(cheonJiInCyclesWrap, forKey: AnyCodingKey("cheonJiInCyclesWrap"))
        try container.encode(glosses, forKey: AnyCodingKey("glosses"))
        try container.encode(autocorrection, forKey: AnyCodingKey("autocorrection"))
        try container.encode(swipeTyping, forKey: AnyCodingKey("swipeTyping"))
        try container.encode(swipeSensitivity, forKey: AnyCodingKey("swipeSensitivity"))
        try container.encode(keyClicks, forKey: AnyCodingKey("keyClicks"))
        try container.encode(privateMode, forKey: AnyCodingKey("privateMode"))
        try container.encode(boldText, forKey: AnyCodingKey("boldText"))
        try container.encode(swipeAdaptation, forKey: AnyCodingKey("swipeAdaptation"))
        for setting in TimingSetting.all {
            try container.encode(timings[setting.name] ?? setting.defaultValue, forKey: AnyCodingKey(setting.name))
        }
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
        settings.swipeAdaptation = swipeAdaptation
        for setting in TimingSetting.all {
            setting.apply(timings[setting.name] ?? setting.defaultValue, to: &settings)
        }
        return settings
    }
}
