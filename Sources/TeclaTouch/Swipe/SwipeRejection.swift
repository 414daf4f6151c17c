/// Why a gesture has no candidates. Each is an answer, not a failure: the session types a tap
/// for `.tap` and nothing for the rest.
public enum SwipeRejection: Error, Sendable, Equatable, CustomStringConvertible {
    /// No points at all.
    case empty
    /// A coordinate is NaN or infinite.
    case nonFinitePoint(index: Int)
    /// More points than any real gesture has (the limit guards the decoder's time and memory).
    case tooManyPoints(count: Int, limit: Int)
    /// A point lies farther outside the keyboard than any finger can reach
    /// (``SwipeDecoderConfiguration/maxDistanceOutside`` keys).
    case outsideKeyboard(index: Int)
    /// The finger barely moved: this is a tap, not a word.
    case tap

    public var description: String {
        switch self {
        case .empty: "the gesture has no points"
        case .nonFinitePoint(let index): "point \(index) has a coordinate that is not a finite number"
        case .tooManyPoints(let count, let limit): "\(count) points, more than the \(limit) a gesture may have"
        case .outsideKeyboard(let index): "point \(index) is far outside the keyboard"
        case .tap: "the finger barely moved: a tap, not a gesture"
        }
    }
}
