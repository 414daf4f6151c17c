import ArgumentParser
import TeclaCore

/// The kinds of text field the CLI can type into.
enum FieldPreset: String, ExpressibleByArgument, CaseIterable {
    case plain, message, email, url, search, password, number

    var traits: TextFieldTraits {
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
