/// Named kinds of text field, for the CLI and the playground: each one a set of
/// ``TextFieldTraits`` as the app being typed in would configure them.
public enum TextFieldPreset: String, Hashable, Sendable, Codable, CaseIterable {
    case plain, message, email, url, search, password, number

    /// The traits a field of this kind has.
    public var traits: TextFieldTraits {
        switch self {
        case .plain: TextFieldTraits()
        case .message: .message
        case .email: .email
        case .url: .url
        case .search: .search
        case .password: .password
        case .number: TextFieldTraits(keyboardType: .numbersAndPunctuation, returnKeyType: .done, autocapitalization: .none)
        }
    }
}
