/// What the return key says and means in a field (mirrors `UIReturnKeyType`).
public enum ReturnKeyType: String, Hashable, Sendable, Codable, CaseIterable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`

    /// The label iOS shows on the key.
    public var label: String {
        switch self {
        case .default: "return"
        case .go: "go"
        case .google, .yahoo, .search: "search"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .send: "send"
        case .done: "done"
        case .emergencyCall: "emergency call"
        case .continue: "continue"
        }
    }

    /// The label on a keyboard that types `language` (a BCP 47 tag): the words iOS shows in
    /// Arabic and Korean; on N'Ko, whose keyboards label no key with a word, the return symbol
    /// for the plain return key (the other actions keep their English word); English elsewhere.
    public func label(language: String) -> String {
        switch language {
        case "ar": Self.arabic[self] ?? label
        case "ko": Self.korean[self] ?? label
        case "nqo": self == .default ? "⏎" : label
        default: label
        }
    }

    private static let arabic: [ReturnKeyType: String] = [
        .default: "رجوع", .go: "انتقال", .google: "بحث", .yahoo: "بحث", .search: "بحث", .join: "انضمام", .next: "التالي",
        .route: "مسار", .send: "إرسال", .done: "تم", .emergencyCall: "طوارئ", .continue: "متابعة",
    ]

    private static let korean: [ReturnKeyType: String] = [
        .default: "⏎", .go: "이동", .google: "검색", .yahoo: "검색", .search: "검색", .join: "가입", .next: "다음",
        .route: "경로", .send: "보내기", .done: "완료", .emergencyCall: "긴급 통화", .continue: "계속",
    ]

    /// Whether the key is drawn as a primary (accent-coloured) action rather than a grey key.
    public var isPrimary: Bool { self != .default && self != .next && self != .continue }
}
