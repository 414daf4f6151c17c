/// What the host app says about the field being typed in (the `UITextInputTraits` a keyboard reads).
public struct TextFieldTraits: Hashable, Sendable, Codable {
    public var keyboardType: KeyboardType
    public var returnKeyType: ReturnKeyType
    public var autocapitalization: AutocapitalizationType
    public var autocorrection: AutocorrectionType
    /// Passwords and other secrets: no suggestions, no learning, nothing remembered.
    public var isSecureTextEntry: Bool
    /// Whether return is disabled while the field is empty (`enablesReturnKeyAutomatically`).
    public var enablesReturnKeyAutomatically: Bool

    public init(
        keyboardType: KeyboardType = .default,
        returnKeyType: ReturnKeyType = .default,
        autocapitalization: AutocapitalizationType = .sentences,
        autocorrection: AutocorrectionType = .default,
        isSecureTextEntry: Bool = false,
        enablesReturnKeyAutomatically: Bool = false
    ) {
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.isSecureTextEntry = isSecureTextEntry
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
    }

    /// The capitalization that applies, after the field type has had its say.
    public var effectiveAutocapitalization: AutocapitalizationType {
        keyboardType.suppressesAutocapitalization || isSecureTextEntry ? .none : autocapitalization
    }

    /// Whether suggestions and autocorrection may run at all.
    public var allowsSuggestions: Bool {
        !isSecureTextEntry && autocorrection != .no && keyboardType != .url && keyboardType != .emailAddress
    }
}

extension TextFieldTraits {
    /// Common fields, for tests, the CLI and the playground.
    public static let message = TextFieldTraits(returnKeyType: .send)
    public static let email = TextFieldTraits(keyboardType: .emailAddress, returnKeyType: .next, autocapitalization: .none, autocorrection: .no)
    public static let url = TextFieldTraits(keyboardType: .url, returnKeyType: .go, autocapitalization: .none, autocorrection: .no)
    public static let search = TextFieldTraits(keyboardType: .webSearch, returnKeyType: .search)
    public static let password = TextFieldTraits(returnKeyType: .done, autocapitalization: .none, autocorrection: .no, isSecureTextEntry: true)
}
