import TeclaCore

/// `GET /api/options`: the choices a client can offer when it creates a session, and the
/// limits its requests must keep to.
public struct PlaygroundOptions: Hashable, Sendable, Codable {
    public var layouts: [LayoutSummary]
    public var widths: [Double]
    public var fields: [TextFieldPreset]
    public var haptics: [HapticsSetting]
    public var limits: PlaygroundLimits

    public init(catalog: LayoutCatalog, limits: PlaygroundLimits) {
        layouts = catalog.definitions.map(LayoutSummary.init)
        widths = LayoutCatalog.commonWidths
        fields = TextFieldPreset.allCases
        haptics = HapticsSetting.allCases
        self.limits = limits
    }
}
