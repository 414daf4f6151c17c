/// Choices that change a layout's bottom row.
///
/// The globe key does one of two things. When iOS asks the keyboard for its own key to switch
/// keyboards (`needsInputModeSwitchKey`, on phones without a globe below the keyboard), a tap
/// switches to the next system keyboard and a hold switches Tecla's layouts. Otherwise a tap
/// switches Tecla's layouts, and the key is shown only when there are layouts to switch.
public struct LayoutOptions: Hashable, Sendable, Codable {
    /// Whether iOS asks for the keyboard's own next-keyboard key (known only once the host
    /// connects, so the session can change it: `KeyboardSession.resize(metrics:options:)`).
    public var needsInputModeSwitchKey: Bool
    /// Whether more than one layout is enabled.
    public var switchesLayouts: Bool

    public init(needsInputModeSwitchKey: Bool = false, switchesLayouts: Bool = true) {
        self.needsInputModeSwitchKey = needsInputModeSwitchKey
        self.switchesLayouts = switchesLayouts
    }

    /// A globe that switches Tecla's layouts (`true`), or no globe at all (`false`).
    public init(showsGlobeKey: Bool) {
        self.init(needsInputModeSwitchKey: false, switchesLayouts: showsGlobeKey)
    }

    /// Whether the bottom row has a globe key.
    public var showsGlobeKey: Bool { needsInputModeSwitchKey || switchesLayouts }

    private enum CodingKeys: String, CodingKey { case needsInputModeSwitchKey, switchesLayouts, showsGlobeKey }

    /// Reads what any version wrote (the first versions wrote only `showsGlobeKey`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let legacy = try c.decodeIfPresent(Bool.self, forKey: .showsGlobeKey)
        self.init(
            needsInputModeSwitchKey: try c.decodeIfPresent(Bool.self, forKey: .needsInputModeSwitchKey) ?? false,
            switchesLayouts: try c.decodeIfPresent(Bool.self, forKey: .switchesLayouts) ?? legacy ?? true
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(needsInputModeSwitchKey, forKey: .needsInputModeSwitchKey)
        try c.encode(switchesLayouts, forKey: .switchesLayouts)
    }
}
