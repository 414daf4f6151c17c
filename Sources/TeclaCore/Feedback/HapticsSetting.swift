/// The user's haptic feedback setting.
public enum HapticsSetting: String, Hashable, Sendable, Codable, CaseIterable {
    case off, light, medium, strong
}
