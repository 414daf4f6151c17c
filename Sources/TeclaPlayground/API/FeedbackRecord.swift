import TeclaCore

/// A feedback event the session emitted, with the haptic intensity the session's setting gives it
/// and the timestamp of the client event that caused it.
public struct FeedbackRecord: Hashable, Sendable, Codable {
    public var event: FeedbackEvent
    /// How strongly to flash (and, on a phone, vibrate) for it.
    public var intensity: HapticIntensity
    /// Whether the page plays a key click for it (the session's key-clicks setting).
    public var click: Bool
    /// Milliseconds on the client's clock.
    public var t: Double

    public init(event: FeedbackEvent, intensity: HapticIntensity, click: Bool = false, t: Double) {
        self.event = event
        self.intensity = intensity
        self.click = click
        self.t = t
    }
}
