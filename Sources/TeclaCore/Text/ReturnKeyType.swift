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

    /// Whether the key is drawn as a primary (accent-coloured) action rather than a grey key.
    public var isPrimary: Bool { self != .default && self != .next && self != .continue }
}
