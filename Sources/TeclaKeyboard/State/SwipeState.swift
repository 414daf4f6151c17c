import TeclaCore

/// A swipe as the renderer shows it: the finger's trace and the words it may spell, with the
/// evidence for each (the playground's internals draw these).
public struct SwipeState: Hashable, Sendable, Codable {
    public struct Candidate: Hashable, Sendable, Codable {
        public var text: String
        /// Total score (natural log); higher is better.
        public var score: Double
        /// Location channel: mean squared distance in key widths² after alignment.
        public var location: Double
        /// Shape channel: mean distance of the unit-box-scaled traces.
        public var shape: Double
        /// Letters channel: how far each letter's key was from the trace.
        public var letters: Double
        /// log10 P(word | sentence so far).
        public var language: Double
        public var isPersonal: Bool
        /// The letter model's ln P(word's letters | how the trace was drawn) (nil when it did not run).
        public var letterModel: Double? = nil
        /// The learned re-ranker's score, which ordered the candidates (nil when it did not run).
        public var rank: Double?
    }

    /// The trace in layout points (at most 256 points, evenly thinned).
    public var points: [Point]
    /// Best first; the first is what lifting the finger types (or typed).
    public var candidates: [Candidate]
    /// True while the finger is still down.
    public var isActive: Bool
    /// Where the finger slowed down (layout points): what the timed re-ranker reads. Empty when
    /// the trace had no usable times.
    public var slowPoints: [Point] = []
}
