/// What the app being typed in says about its field (the `UITextInputTraits` a keyboard reads).
public struct TextFieldTraits: Hashable, Sendable, Codable {
    public var keyboardType: KeyboardType
    public var returnKeyType: ReturnKeyType
    public var autocapitalization: AutocapitalizationType
    public var autocorrection: AutocorrectionType
    /// Passwords and other secrets: no suggestions, no learning, nothing remembered.
    public var isSecureTextEntry: Bool
    /// Whether return is disabled while the field is empty (`enablesReturnKeyAutomatically`).
    public var enablesReturnKeyAutomatically: Bool
    /// What the field holds (a one-time code, a password, an address), when the host says.
    public var textContentType: TextContentType?
    /// Curly quotes for straight ones; `.default` leaves it to the host's text system.
    public var smartQuotes: TraitSetting
    /// An em dash for two hyphens; `.default` leaves it to the host's text system.
    public var smartDashes: TraitSetting
    /// Whether the field wants spelling checked; `.no` keeps the corrector from replacing words
    /// (suggestions stay).
    public var spellChecking: TraitSetting
    /// Light or dark keys.
    public var keyboardAppearance: KeyboardAppearance

    public init(
        keyboardType: KeyboardType = .default,
        returnKeyType: ReturnKeyType = .default,
        autocapitalization: AutocapitalizationType = .sentences,
        autocorrection: AutocorrectionType = .default,
        isSecureTextEntry: Bool = false,
        enablesReturnKeyAutomatically: Bool = false,
        textContentType: TextContentType? = nil,
        smartQuotes: TraitSetting = .default,
        smartDashes: TraitSetting = .default,
        spellChecking: TraitSetting = .default,
        keyboardAppearance: KeyboardAppearance = .default
    ) {
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.isSecureTextEntry = isSecureTextEntry
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
        self.textContentType = textContentType
        self.smartQuotes = smartQuotes
        self.smartDashes = smartDashes
        self.spellChecking = spellChecking
        self.keyboardAppearance = keyboardAppearance
    }

    /// The capitalization that applies, after the field type has had its say.
    public var effectiveAutocapitalization: AutocapitalizationType {
        keyboardType.suppressesAutocapitalization || isSecureTextEntry || textContentType?.suppressesAutocapitalization == true
            ? .none : autocapitalization
    }

    /// Whether suggestions and autocorrection may run at all (and anything typed be learned).
    public var allowsSuggestions: Bool {
        !isSecureTextEntry && autocorrection != .no && keyboardType != .url && keyboardType != .emailAddress
            && textContentType?.isPrivate != true
    }

    /// Whether a word may be replaced at a boundary.
    public var allowsAutocorrection: Bool {
        allowsSuggestions && spellChecking != .no
    }

    /// The page the field opens on: its content type's (digits for a one-time code), else its
    /// keyboard type's.
    public var preferredPage: PageID {
        textContentType?.preferredPage ?? keyboardType.preferredPage
    }
}

extension TextFieldTraits {
    private enum CodingKeys: String, CodingKey {
        case keyboardType, returnKeyType, autocapitalization, autocorrection, isSecureTextEntry, enablesReturnKeyAutomatically
        case textContentType, smartQuotes, smartDashes, spellChecking, keyboardAppearance
    }

    /// Missing keys take their defaults, so traits saved or sent by another version still read.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            keyboardType: try c.decodeIfPresent(KeyboardType.self, forKey: .keyboardType) ?? .default,
            returnKeyType: try c.decodeIfPresent(ReturnKeyType.self, forKey: .returnKeyType) ?? .default,
            autocapitalization: try c.decodeIfPresent(AutocapitalizationType.self, forKey: .autocapitalization) ?? .sentences,
            autocorrection: try c.decodeIfPresent(AutocorrectionType.self, forKey: .autocorrection) ?? .default,
            isSecureTextEntry: try c.decodeIfPresent(Bool.self, forKey: .isSecureTextEntry) ?? false,
            enablesReturnKeyAutomatically: try c.decodeIfPresent(Bool.self, forKey: .enablesReturnKeyAutomatically) ?? false,
            textContentType: try c.decodeIfPresent(TextContentType.self, forKey: .textContentType),
            smartQuotes: try c.decodeIfPresent(TraitSetting.self, forKey: .smartQuotes) ?? .default,
            smartDashes: try c.decodeIfPresent(TraitSetting.self, forKey: .smartDashes) ?? .default,
            spellChecking: try c.decodeIfPresent(TraitSetting.self, forKey: .spellChecking) ?? .default,
            keyboardAppearance: try c.decodeIfPresent(KeyboardAppearance.self, forKey: .keyboardAppearance) ?? .default
        )
    }
}

extension TextFieldTraits {
    /// A one-time-code field: digits, nothing suggested or learned.
    public static let oneTimeCode = TextFieldTraits(keyboardType: .numberPad, returnKeyType: .done, autocapitalization: .none, textContentType: .oneTimeCode)

    /// Common fields, for tests, the CLI and the playground.
    public static let message = TextFieldTraits(returnKeyType: .send)
    public static let email = TextFieldTraits(keyboardType: .emailAddress, returnKeyType: .next, autocapitalization: .none, autocorrection: .no)
    public static let url = TextFieldTraits(keyboardType: .url, returnKeyType: .go, autocapitalization: .none, autocorrection: .no)
    public static let search = TextFieldTraits(keyboardType: .webSearch, returnKeyType: .search)
    public static let password = TextFieldTraits(returnKeyType: .done, autocapitalization: .none, autocorrection: .no, isSecureTextEntry: true)
}
