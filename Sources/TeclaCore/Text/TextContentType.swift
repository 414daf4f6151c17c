/// What a field holds, as the host declares it (mirrors `UITextContentType`, whose raw values
/// these are: `UITextContentType.oneTimeCode.rawValue == "one-time-code"`).
///
/// Some kinds change the keyboard: a one-time code, a card or a phone number opens on the
/// digits; passwords, codes and card numbers are never suggested or learned; addresses and user
/// names are not capitalized.
public struct TextContentType: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
    public static let password = TextContentType(rawValue: "password")
    public static let newPassword = TextContentType(rawValue: "new-password")
    public static let creditCardNumber = TextContentType(rawValue: "cc-number")
    public static let telephoneNumber = TextContentType(rawValue: "tel")
    public static let postalCode = TextContentType(rawValue: "postal-code")
    public static let emailAddress = TextContentType(rawValue: "email")
    public static let url = TextContentType(rawValue: "url")
    public static let username = TextContentType(rawValue: "username")
    public static let name = TextContentType(rawValue: "name")
    public static let givenName = TextContentType(rawValue: "given-name")
    public static let familyName = TextContentType(rawValue: "family-name")
    public static let fullStreetAddress = TextContentType(rawValue: "street-address")

    /// The page a field of this kind opens on, when it has one (digits for codes and numbers).
    public var preferredPage: PageID? {
        switch self {
        case .oneTimeCode, .creditCardNumber, .telephoneNumber: .numbers
        default: nil
        }
    }

    /// Secrets and numbers nobody wants suggested back: never suggested, corrected or learned.
    public var isPrivate: Bool {
        self == .password || self == .newPassword || self == .oneTimeCode || self == .creditCardNumber
    }

    /// Kinds typed in lower case by habit.
    public var suppressesAutocapitalization: Bool {
        self == .emailAddress || self == .url || self == .username || self == .password || self == .newPassword
    }
}
