/// A key before it has a place: what the catalog declares, row by row, in units of key width.
public struct KeySpec: Hashable, Sendable {
    public var id: String
    public var label: String
    public var action: KeyAction
    public var alternates: [String]
    public var style: KeyStyle
    /// Width of the key's band in letter-key units (1 = a tenth of the keyboard).
    public var units: Double
    /// What holding the key does, for keys without alternates (the globe's layout switch).
    public var longPressAction: KeyAction?

    public init(id: String, label: String, action: KeyAction, alternates: [String] = [], style: KeyStyle, units: Double = 1, longPressAction: KeyAction? = nil)
    {
        self.id = id
        self.label = label
        self.action = action
        self.alternates = alternates
        self.style = style
        self.units = units
        self.longPressAction = longPressAction
    }

    /// A key that types `text`, labelled with it.
    public static func character(_ text: String, alternates: [String] = [], units: Double = 1) -> KeySpec {
        KeySpec(id: text, label: text, action: .character(text), alternates: alternates, style: .character, units: units)
    }

    /// Empty space of the given width: no cap is drawn; touches there go to the nearest key.
    public static func gap(_ units: Double) -> KeySpec {
        KeySpec(id: "", label: "", action: .none, style: .function, units: units)
    }
}
