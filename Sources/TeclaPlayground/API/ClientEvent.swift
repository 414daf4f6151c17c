import TeclaCore

/// One entry of `POST /api/sessions/{id}/events`: what the user did, in order.
///
/// JSON: `{"type": "down", "pointer": 1, "x": 20, "y": 30, "t": 1500}` (also `move`, `up`;
/// `cancel` has no x/y), `{"type": "tick", "t": 1550}` (time passes with a finger held),
/// `{"type": "selectLayout", "layout": "en-US"}`, `{"type": "replaceText", "text": "Hi", "cursor": 1}`
/// (the app being typed in changed the text or moved the cursor; `"selection": 2` selects that many
/// graphemes from the cursor, as the user selecting a word), `{"type": "selectSuggestion", "index": 0}`
/// (a tap on a suggestion-bar slot), `{"type": "changeSettings", "settings": {…}}` (the user changed
/// a setting: the whole ``SessionSettings``), `{"type": "changeField", "field": "email"}` (another
/// kind of field took the keyboard), `{"type": "resize", "width": 430}` (the keyboard's width).
/// `t` is optional on all but pointer and tick events. A setting, field or width changes the
/// session in place: what it learned, its log and its id stay.
public enum ClientEvent: Hashable, Sendable, Decodable {
    case pointer(PointerEvent)
    case tick(t: Double)
    case selectLayout(id: String, t: Double?)
    /// Replaces the document's text; `cursor` (graphemes from the start) defaults to the end;
    /// `selection` graphemes from the cursor are selected.
    case replaceText(text: String, cursor: Int?, selection: Int?, t: Double?)
    /// Accepts the suggestion-bar slot at `index` (0…2).
    case selectSuggestion(index: Int, t: Double?)
    /// The user's settings changed (all of them, as the session was created with).
    case changeSettings(SessionSettings, t: Double?)
    /// Another kind of field took the keyboard.
    case changeField(TextFieldPreset, t: Double?)
    /// The keyboard's width changed (points).
    case resize(width: Double, t: Double?)

    /// The fields each event type takes.
    static let fields: [String: [String]] = [
        "down": ["type", "pointer", "x", "y", "t"],
        "move": ["type", "pointer", "x", "y", "t"],
        "up": ["type", "pointer", "x", "y", "t"],
        "cancel": ["type", "pointer", "t"],
        "tick": ["type", "t"],
        "selectLayout": ["type", "layout", "t"],
        "replaceText": ["type", "text", "cursor", "selection", "t"],
        "selectSuggestion": ["type", "index", "t"],
        "changeSettings": ["type", "settings", "t"],
        "changeField": ["type", "field", "t"],
        "resize": ["type", "width", "t"],
    ]

    static let typeNames = [
        "down", "move", "up", "cancel", "tick", "selectLayout", "replaceText", "selectSuggestion", "changeSettings", "changeField", "resize",
    ]

    /// The event's timestamp in milliseconds, when it has one.
    public var t: Double? {
        switch self {
        case .pointer(let event): event.t
        case .tick(let t): t
        case .selectLayout(_, let t): t
        case .replaceText(_, _, _, let t): t
        case .selectSuggestion(_, let t): t
        case .changeSettings(_, let t): t
        case .changeField(_, let t): t
        case .resize(_, let t): t
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let type = try container.decode(String.self, forKey: AnyCodingKey("type"))
        guard let allowed = Self.fields[type] else {
            throw PlaygroundError.badRequest(
                "unknown event type '\(type)'\(decoder.codingPath.locationSuffix); one of \(Self.typeNames.joined(separator: ", "))"
            )
        }
        try decoder.rejectUnknownKeys(allowed: allowed, for: "a '\(type)' event")
        func key(_ name: String) -> AnyCodingKey { AnyCodingKey(name) }
        switch type {
        case "tick":
            self = .tick(t: try container.decode(Double.self, forKey: key("t")))
        case "selectLayout":
            self = .selectLayout(id: try container.decode(String.self, forKey: key("layout")), t: try container.optional("t", as: Double.self))
        case "replaceText":
            self = .replaceText(
                text: try container.decode(String.self, forKey: key("text")),
                cursor: try container.optional("cursor", as: Int.self),
                selection: try container.optional("selection", as: Int.self),
                t: try container.optional("t", as: Double.self)
            )
        case "selectSuggestion":
            self = .selectSuggestion(index: try container.decode(Int.self, forKey: key("index")), t: try container.optional("t", as: Double.self))
        case "changeSettings":
            self = .changeSettings(try container.decode(SessionSettings.self, forKey: key("settings")), t: try container.optional("t", as: Double.self))
        case "changeField":
            guard let field = try container.choice("field", as: TextFieldPreset.self, describedAs: "field preset") else {
                throw PlaygroundError.badRequest("a 'changeField' event needs a field\(decoder.codingPath.locationSuffix)")
            }
            self = .changeField(field, t: try container.optional("t", as: Double.self))
        case "resize":
            self = .resize(width: try container.decode(Double.self, forKey: key("width")), t: try container.optional("t", as: Double.self))
        default:
            let phase = PointerPhase(rawValue: type) ?? .cancel
            let pointer = try container.decode(Int.self, forKey: key("pointer"))
            let t = try container.decode(Double.self, forKey: key("t"))
            var location: Point?
            if phase != .cancel {
                location = Point(x: try container.decode(Double.self, forKey: key("x")), y: try container.decode(Double.self, forKey: key("y")))
            }
            self = .pointer(PointerEvent(phase: phase, pointer: pointer, location: location, t: t))
        }
    }
}
