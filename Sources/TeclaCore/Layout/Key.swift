/// One key of a keyboard page: where it is drawn, what it shows and what it does.
public struct Key: Hashable, Sendable, Codable, Identifiable {
    /// Unique within its page (`"q"`, `"shift"`, `"space"`, `"emoji-12"`).
    public var id: String
    /// What the cap shows (before shift is applied).
    public var label: String
    public var action: KeyAction
    /// The visible cap in layout points. Touches in the gaps around it are resolved by the page.
    public var frame: Rect
    /// Long-press alternates, in the order the popup shows them (é è ê ë ē …).
    public var alternates: [String]
    public var style: KeyStyle
    /// What holding the key does instead of its action (the system globe's hold switches
    /// Tecla's layouts); nil for keys whose hold shows ``alternates`` or does nothing.
    public var longPressAction: KeyAction?

    public init(
        id: String, label: String, action: KeyAction, frame: Rect, alternates: [String] = [], style: KeyStyle,
        longPressAction: KeyAction? = nil
    ) {
        self.id = id
        self.label = label
        self.action = action
        self.frame = frame
        self.alternates = alternates
        self.style = style
        self.longPressAction = longPressAction
    }

    /// Whether the key types a single letter, the kind whose case follows shift.
    public var isLetter: Bool {
        if case .character(let text) = action, text.count == 1, let c = text.first, c.isLetter { return true }
        return false
    }
}
