/// Why a gesture has no candidates. Each is an answer, not a failure: the session types a tap
/// for `.tap` and nothing for the rest.
public enum GestureRejection: Error, Sendable, Equatable {
    /// No points at all.
    case empty
    /// A coordinate is NaN or infinite.
    case nonFinitePoint(index: Int)
    /// More points than any real gesture has (the limit guards the decoder's time and memory).
    case tooManyPoints(count: Int, limit: Int)
    /// The finger barely moved: this is a tap, not a word.
    case tap
}
