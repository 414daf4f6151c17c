import TeclaCore

/// `POST /api/sessions`: which keyboard, how wide, which kind of field, which settings, and the
/// text the field starts with. Every field is optional; an empty body gives the defaults.
public struct CreateSessionRequest: Hashable, Sendable, Decodable {
    /// A layout id from `GET /api/layouts`.
    public var layout: String
    /// Keyboard width in points (375, 390 and 430 are the common iPhones).
    public var width: Double
    /// The kind of field: its return key, capitalization and secure entry.
    public var field: TextFieldPreset
    /// The user settings of the session.
    public var settings: SessionSettings
    /// The text the field starts with; the cursor is at its end.
    public var text: String

    static let fields = ["layout", "width", "field", "settings", "text"]

    public init(
        layout: String = "en-US", width: Double = 390, field: TextFieldPreset = .plain, settings: SessionSettings = SessionSettings(), text: String = ""
    ) {
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
        layout = try container.optional("layout") ?? defaults.layout
        width = try container.optional("width") ?? defaults.width
        field = try container.choice("field", as: TextFieldPreset.self, describedAs: "field preset") ?? defaults.field
        settings = try container.optional("settings") ?? defaults.settings
        text = try container.optional("text") ?? defaults.text
    }
}
