// JSON shape used by the CLI and the playground: `{"type": "character", "value": "a"}`.
extension KeyAction: Codable {
    private enum CodingKeys: String, CodingKey { case type, value }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "character": self = .character(try container.decode(String.self, forKey: .value))
        case "space": self = .space
        case "delete": self = .delete
        case "return": self = .return
        case "shift": self = .shift
        case "page": self = .page(PageID(try container.decode(String.self, forKey: .value)))
        case "emojiCategory": self = .emojiCategory(try container.decode(String.self, forKey: .value))
        case "nextLayout": self = .nextLayout
        case "nextInputMode": self = .nextInputMode
        case "dismiss": self = .dismiss
        case "none": self = .none
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown key action \(type)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .character(let text):
            try container.encode("character", forKey: .type)
            try container.encode(text, forKey: .value)
        case .space: try container.encode("space", forKey: .type)
        case .delete: try container.encode("delete", forKey: .type)
        case .return: try container.encode("return", forKey: .type)
        case .shift: try container.encode("shift", forKey: .type)
        case .page(let page):
            try container.encode("page", forKey: .type)
            try container.encode(page.rawValue, forKey: .value)
        case .emojiCategory(let id):
            try container.encode("emojiCategory", forKey: .type)
            try container.encode(id, forKey: .value)
        case .nextLayout: try container.encode("nextLayout", forKey: .type)
        case .nextInputMode: try container.encode("nextInputMode", forKey: .type)
        case .dismiss: try container.encode("dismiss", forKey: .type)
        case .none: try container.encode("none", forKey: .type)
        }
    }
}
