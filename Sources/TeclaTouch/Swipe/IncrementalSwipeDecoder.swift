import TeclaCore
import TeclaLanguage

/// Decoding while the finger is still moving: points are appended as they arrive and
/// ``refresh(context:personalWords:limit:)`` decodes the trace so far as if the finger lifted
/// now, for a floating preview. Renderers call it every ~100 ms; it does no work when the finger
/// has not moved on since the last call.
public struct IncrementalSwipeDecoder: Sendable {
    public let decoder: SwipeDecoder
    public let keyboard: SwipeKeyboard
    public private(set) var points: [Point] = []
    /// When each point arrived (seconds), while every point came with a time.
    public private(set) var times: [Double]?
    /// The candidates of the last refresh.
    public private(set) var candidates: [SwipeCandidate] = []
    private var decodedCount = 0

    public init(decoder: SwipeDecoder, keyboard: SwipeKeyboard, points: [Point] = [], times: [Double]? = nil) {
        self.decoder = decoder
        self.keyboard = keyboard
        self.points = points
        // No point yet: every point so far has a time.
        self.times = points.isEmpty ? [] : (times?.count == points.count ? times : nil)
    }

    /// Adds a point of the trace, with when it arrived if known (a point without a time drops
    /// the times: the trace then decodes untimed); points past the decoder's limit are dropped
    /// (the trace so far still decodes).
    public mutating func append(_ point: Point, at time: Double? = nil) {
        guard points.count < decoder.configuration.maxPoints else { return }
        points.append(point)
        if let time, times != nil { times?.append(time) } else { times = nil }
    }

    /// The candidates for the trace so far; the cached ones when no point arrived since.
    @discardableResult
    public mutating func refresh(context: TypingContext, personalWords: [SwipeDecoder.PersonalWord] = [], limit: Int = 4) -> [SwipeCandidate] {
        guard points.count != decodedCount else { return candidates }
        decodedCount = points.count
        candidates = (try? decoder.decode(points, times: times, on: keyboard, context: context, personalWords: personalWords, limit: limit)) ?? []
        return candidates
    }

    /// The final decoding, when the finger lifts.
    public func finish(context: TypingContext, personalWords: [SwipeDecoder.PersonalWord] = [], limit: Int = 4) throws(SwipeRejection) -> [SwipeCandidate] {
        try decoder.decode(points, times: times, on: keyboard, context: context, personalWords: personalWords, limit: limit)
    }
}
