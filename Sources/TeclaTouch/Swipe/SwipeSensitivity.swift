/// The swipe sensitivity a user picks (Low / Medium / High, as in the AI keyboard's settings):
/// how readily a slide becomes a word gesture, and how widely the decoder looks for its word.
///
/// High starts a gesture after a shorter slide, reads shorter traces as words rather than taps,
/// and keeps more candidate paths after the cheap comparison; Low asks for longer slides (fewer
/// taps that wander turn into swipes) and looks less widely (faster). Medium is the tuned default.
/// Measured on How We Swipe in BENCHMARKS.md ("Swipe sensitivity").
public enum SwipeSensitivity: String, Sendable, Codable, CaseIterable, Hashable {
    case low, medium, high

    /// How many key widths a finger slides from a letter before the touch is a swipe, relative
    /// to the keyboard's setting.
    public var startDistanceFactor: Double {
        switch self {
        case .low: 1.4
        case .medium: 1.0
        case .high: 0.7
        }
    }

    /// The decoder tuned to this sensitivity: shorter traces accepted and a wider shortlist as
    /// it rises.
    public func apply(to configuration: inout SwipeDecoderConfiguration) {
        switch self {
        case .low:
            configuration.tapLength = 0.9
            configuration.shortlist = 150
        case .medium:
            break
        case .high:
            configuration.tapLength = 0.5
            configuration.shortlist = 400
        }
    }
}
