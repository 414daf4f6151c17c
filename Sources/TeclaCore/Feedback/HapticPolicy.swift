/// Maps feedback events to haptic intensities for a setting.
///
/// Typing keys get the lightest tap so that fast typing does not buzz; keys that change state
/// (shift, page, return) tap a little harder so the change is felt; errors are strongest.
/// The setting shifts the whole scale: Light one step down, Strong one step up, Off silences all.
public struct HapticPolicy: Hashable, Sendable, Codable {
    public var setting: HapticsSetting

    public init(setting: HapticsSetting = .medium) {
        self.setting = setting
    }

    /// The intensity at the Medium setting.
    public static func baseIntensity(for event: FeedbackEvent) -> HapticIntensity {
        switch event {
        case .character, .space, .delete, .deleteRepeat: .light
        case .deleteWord, .return, .shift, .capsLock, .pageSwitch, .longPress, .suggestionAccepted, .autocorrected, .swipe,
            .cursorDragBegan:
            .medium
        case .selectionChanged, .cursorMoved: .selection
        case .error: .heavy
        }
    }

    public func intensity(for event: FeedbackEvent) -> HapticIntensity {
        let base = Self.baseIntensity(for: event)
        switch setting {
        case .off: return .none
        case .light: return event == .error ? .medium : base.shifted(by: -1)
        case .medium: return base
        case .strong: return base.shifted(by: 1)
        }
    }
}
