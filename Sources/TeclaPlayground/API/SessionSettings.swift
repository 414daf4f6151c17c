import TeclaCore
import TeclaKeyboard

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

    static let fields = ["haptics", "autoCapitalization", "doubleSpacePeriod", "enabledLayouts", "cheonJiInCyclesWrap", "glosses"]

    public init(
        haptics: HapticsSetting = .medium, autoCapitalization: Bool = true, doubleSpacePeriod: Bool = true,
        enabledLayouts: [String]? = nil, cheonJiInCyclesWrap: Bool = false, glosses: GlossSetting = .english
    ) {
        self.haptics = haptics
        self.autoCapitalization = autoCapitalization
        self.doubleSpacePeriod = doubleSpacePeriod
        self.enabledLayouts = enabledLayouts
        self.cheonJiInCyclesWrap = cheonJiInCyclesWrap
        self.glosses = glosses
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
        return settings
    }
}
