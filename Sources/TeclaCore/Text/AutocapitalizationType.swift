/// When a field wants capitals without shift (mirrors `UITextAutocapitalizationType`).
public enum AutocapitalizationType: String, Hashable, Sendable, Codable, CaseIterable {
    case none, words, sentences, allCharacters
}
