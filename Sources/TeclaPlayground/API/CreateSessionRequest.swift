import TeclaCore

/// `POST /api/sessions`: which keyboard, how wide, which kind of field, which settings, and the
/// text the field starts with. Every field is optional; an empty body gives the defaults.
public struct CreateSessionRequest: Hashable, Sendable, Decodable {
    public var layout: String
    /// Keyboard width in points (375, 390 and 430 are the common iPhones).
    public var width: Double
    public var field: TextFieldPreset
    public var settings: SessionSettings
    /// The text the field starts with; the cursor is at its end.
    public var text: String

    static let fields = ["layout", "width", "field", "settings", "text"]

    public init(layout: String = "en-US", width: Double = 390, field: TextFieldPreset = .plain, settings: SessionSettings = SessionSettings(), text: String = "") {
        self.layout = layout
        self.width = width
        self.field = field
        self.settings = settings
        self.text = text
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: Self.fields)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let defaults = CreateSessionRequest()
        layout = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("layout")) ?? defaults.layout
        width = try container.decodeIfPresent(Double.self, forKey: AnyCodingKey("width")) ?? defaults.width
        if let name = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("field")) {
            guard let field = TextFieldPreset(rawValue: name) else {
                throw PlaygroundError.badRequest(
                    "field: unknown field preset '\(name)'; one of \(TextFieldPreset.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            self.field = field
        } else {
            field = defaults.field
        }
        settings = try container.decodeIfPresent(SessionSettings.self, forKey: AnyCodingKey("settings")) ?? defaults.settings
        text = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("text")) ?? defaults.text
    }
}
