import TeclaCore
import TeclaKeyboard
import TeclaTouch

/// `GET /api/options`: the choices a client can offer when it creates a session, and the
/// limits its requests must keep to.
public struct PlaygroundOptions: Hashable, Sendable, Codable {
    public var layouts: [LayoutSummary]
    /// The common keyboard widths in points (any width from 280 to 1400 is accepted).
    public var widths: [Double]
    public var fields: [TextFieldPreset]
    public var haptics: [HapticsSetting]
    /// The meanings the bar can draw under an N'Ko suggestion.
    public var glosses: [GlossSetting]
    /// The swipe sensitivities.
    public var swipeSensitivities: [SwipeSensitivity]
    /// The timing thresholds a session may set, with their ranges and defaults.
    public var timings: [TimingSetting]
    /// The limits requests must keep to (the page clamps coordinates to their margin).
    public var limits: PlaygroundLimits

    public init(catalog: LayoutCatalog, limits: PlaygroundLimits) {
        layouts = catalog.definitions.map(LayoutSummary.init)
        widths = LayoutCatalog.commonWidths
        fields = TextFieldPreset.allCases
        haptics = HapticsSetting.allCases
        glosses = GlossSetting.allCases
        swipeSensitivities = SwipeSensitivity.allCases
        timings = TimingSetting.all
        self.limits = limits
    }
}
