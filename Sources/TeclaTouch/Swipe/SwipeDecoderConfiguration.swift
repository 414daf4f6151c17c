/// The decoder's thresholds and weights. Distances are in key units (one key pitch); the
/// defaults are the values tuned on How We Swipe (see Guides/SwipeDecoder.md).
public struct SwipeDecoderConfiguration: Sendable, Equatable {
    /// Points each trace is resampled to (equal arc-length steps).
    public var samples = 48
    /// Keys within this distance of the first (last) point may start (end) the word.
    public var startRadius = 1.5
    public var endRadius = 1.5
    /// Fractions of the trace, at its start and end, whose points may lie near the first and
    /// last keys: fingers overshoot the last key or drift as they lift.
    public var startWindow = 0.05
    public var endWindow = 0.15
    /// A word's path may be at most this much longer than the gesture (ratio and slack, key units)…
    public var maxLengthRatio = 1.8
    public var lengthSlack = 2.0
    /// … and at most this much shorter.
    public var minLengthRatio = 0.4
    /// Paths kept after the cheap comparison (alignment at `shortlistSamples` points) for the full one.
    public var shortlist = 250
    public var shortlistSamples = 12
    /// Weight of the path's most frequent word (log10 unigram) in the shortlist's cost, so that
    /// common words are not crowded out by rare near-misses before the language model is heard.
    public var shortlistPriorWeight = 0.1
    /// The letter model's beam search (when a re-ranker reads the model): prefixes kept per point,
    /// and how many of its best paths join the candidates whatever their linear score.
    public var letterBeam = 32
    public var letterCandidates = 8
    /// Half-width of the alignment band, as a fraction of `samples`.
    public var band = 0.2
    /// Squared distances (key units²) above this count as this much in the location and corners
    /// channels: one wild stretch of a sloppy gesture should not outweigh the rest of it.
    public var distanceCap = 1.0
    /// The same cap in the letters channel, lower: a letter half a key off the trace is as good
    /// as missed, and one missed letter should not outweigh the rest of the word.
    public var letterCap = 0.5
    /// Weights of the channels in the score (natural log units per key unit²).
    public var locationWeight = 10.3
    public var proportionalWeight = 0.0
    public var shapeWeight = 5.65
    public var endpointWeight = 0.63
    public var letterWeight = 6.77
    /// Weight of how much the sentence so far raises the word: ln P(word | context) − ln P(word).
    /// Low, because a decoder cannot tell a real sentence from a list of words.
    public var contextWeight = 0.2
    /// Weight of the word's frequency, ln P(word).
    public var unigramWeight = 0.435
    /// Score per letter of the word's path (positive: long words are not swallowed by short ones
    /// whose paths lie along theirs).
    public var pathLetterBonus = 0.138
    /// Weight of the corners channel: for each sharp turn of the gesture, the squared distance
    /// (capped at `distanceCap`) to the nearest key of the word's letters, summed.
    public var cornerWeight = 0.6
    /// A corner is a turn of more than `cornerAngle` radians between the directions `cornerSpan`
    /// keys before and after a point.
    public var cornerAngle = 40.0 * Double.pi / 180
    public var cornerSpan = 0.4
    /// Touches land below the point the finger aims at: this much (key rows) is taken off every
    /// point's y before matching.
    public var verticalOffset = 0.07
    /// The user's own offset (key units, x right, y down), taken away from every point: learned
    /// from the swipes they accepted (`SwipeAdaptation`); zero until then.
    public var userOffsetX = 0.0
    public var userOffsetY = 0.0
    /// A gesture shorter than this (key units) is a tap.
    public var tapLength = 0.7
    /// Gestures with more points are refused (a 60 Hz trace of 80 s).
    public var maxPoints = 5_000
    /// Gestures with a point farther than this (key units) outside the box of the letter keys'
    /// centres are refused: a finger slides up to a popup or a little off the edge, never
    /// kilometres away, and bounded coordinates keep every length and count finite.
    public var maxDistanceOutside = 10.0
    /// Whether the learned re-ranker (``SwipeReranker``), when the decoder has one, orders the
    /// linear score's best candidates.
    public var rerank = true
    /// Whether the context channel reads the pack's neural model mixed with the trigram (the
    /// bar's and the corrector's distribution) rather than the trigram alone. Re-rankers learn
    /// the channel's scores, so they must have been fitted with the same choice.
    public var neuralContext = false

    public init() {}
}

extension SwipeDecoderConfiguration {
    /// The spatial channels' share of a candidate's score (natural log, ≤ 0), weighed as the
    /// decoder weighs them; the miss analysis reads candidates with the same formula.
    package func spatialScore(
        location: Double, proportional: Double, shape: Double, endpoints: Double, letters: Double, corners: Double
    ) -> Double {
        -(locationWeight * location + proportionalWeight * proportional + shapeWeight * shape + endpointWeight * endpoints
            + letterWeight * letters + cornerWeight * corners)
    }
}
