/// A word a gesture may spell, with the evidence for it. Scores are natural logs; higher is better.
public struct SwipeCandidate: Sendable, Equatable {
    /// The word as it should be typed: the stored spelling ("Germany", "don't", "I"), capitalized
    /// at a sentence start.
    public var text: String
    /// The path the gesture was matched to (folded letters, repeats merged: "look" → "lok").
    public var path: String
    /// Total score: the spatial channels plus the weighted language prior.
    public var score: Double
    /// Location channel: mean squared distance (key units²) between the gesture and the word's
    /// path, aligned by dynamic time warping.
    public var location: Double
    /// Shape channel: mean distance between the two traces scaled to a unit box (position-free).
    public var shape: Double
    /// Proportional location: mean squared distance between point *i* of each trace (SHARK2's channel).
    public var proportional: Double
    /// Squared distances between the gesture's first and last points and the path's.
    public var endpoints: Double
    /// Mean squared distance from each letter's key to the gesture, letters matched in order.
    public var letters: Double
    /// Squared distances from each sharp turn of the gesture to the nearest of the word's keys, summed.
    public var corners: Double
    /// log10 P(word | the sentence so far), or the personal dictionary's prior.
    public var language: Double
    /// Whether the word came from the user's own words rather than the pack.
    public var isPersonal: Bool
    /// log P(path | gesture) under ``SwipeLetterModel`` (natural log; nil when no re-ranker read it).
    public var letterModel: Double?
    /// The learned re-ranker's score, which ordered the candidates (nil when it did not run).
    public var rank: Double?

    public init(
        text: String, path: String, score: Double, location: Double, shape: Double, proportional: Double = 0, endpoints: Double = 0, letters: Double = 0,
        corners: Double = 0, language: Double, isPersonal: Bool = false
    ) {
        self.text = text
        self.path = path
        self.score = score
        self.location = location
        self.shape = shape
        self.proportional = proportional
        self.endpoints = endpoints
        self.letters = letters
        self.corners = corners
        self.language = language
        self.isPersonal = isPersonal
    }
}
