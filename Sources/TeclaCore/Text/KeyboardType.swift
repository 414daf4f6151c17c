/// The kind of text a field expects (mirrors `UIKeyboardType`).
public enum KeyboardType: String, Hashable, Sendable, Codable, CaseIterable {
    case `default`, asciiCapable, numbersAndPunctuation, url, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// Fields where capitals would be wrong even if the field asks for them (addresses are case-insensitive by habit).
    public var suppressesAutocapitalization: Bool {
        self == .url || self == .emailAddress || self == .webSearch
    }

    /// The page a field of this type opens on.
    public var preferredPage: PageID {
        switch self {
        case .numbersAndPunctuation, .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: .numbers
        default: .letters
        }
    }
}
