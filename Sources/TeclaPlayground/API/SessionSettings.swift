import TeclaCore
import TeclaKeyboard

/// The user settings a client may choose when it creates a session; the rest of
/// ``KeyboardSettings`` (timing thresholds) keeps the engine's defaults.
public struct SessionSettings: Hashable, Sendable, Codable {
    public var haptics: HapticsSetting
    public var autoCapitalization: Bool
    public var doubleSpacePeriod: Bool

    static let fields = ["haptics", "autoCapitalization", "doubleSpacePeriod"]

    public init(haptics: HapticsSetting = .medium, autoCapitalization: Bool = true, doubleSpacePeriod: Bool = true) {
        self.haptics = haptics
        self.autoCapitalization = autoCapitalization
        self.doubleSpacePeriod = doubleSpacePeriod
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: Self.fields)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let defaults = SessionSettings()
        if let name = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("haptics")) {
            guard let haptics = HapticsSetting(rawValue: name) else {
                throw PlaygroundError.badRequest(
                    "settings.haptics: unknown setting '\(name)'; one of \(HapticsSetting.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            self.haptics = haptics
        } else {
            haptics = defaults.haptics
        }
        autoCapitalization = try container.decodeIfPresent(Bool.self, forKey: AnyCodingKey("autoCapitalization")) ?? defaults.autoCapitalization
        doubleSpacePeriod = try container.decodeIfPresent(Bool.self, forKey: AnyCodingKey("doubleSpacePeriod")) ?? defaults.doubleSpacePeriod
    }

    /// The engine settings these choices give.
    var keyboardSettings: KeyboardSettings {
        var settings = KeyboardSettings()
        settings.haptics = haptics
        settings.autoCapitalization = autoCapitalization
        settings.doubleSpacePeriod = doubleSpacePeriod
        return settings
    }
}
