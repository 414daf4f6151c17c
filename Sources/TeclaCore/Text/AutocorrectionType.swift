/// Whether a field allows autocorrection (mirrors `UITextAutocorrectionType`).
public enum AutocorrectionType: String, Hashable, Sendable, Codable, CaseIterable {
    case `default`, no, yes
}
