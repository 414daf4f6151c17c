import TeclaCore

/// The last tap on the letters page as probabilistic touch judged it: where it landed and how
/// likely each key was to be meant (prior × likelihood, likeliest first), for the internals view.
///
/// ```json
/// {"x": 101.5, "y": 30, "keys": [{"keyID": "e", "label": "e", "probability": 0.82}, …]}
/// ```
public struct LastTapReport: Hashable, Sendable, Codable {
    public struct KeyProbability: Hashable, Sendable, Codable {
        public var keyID: String
        public var label: String
        public var probability: Double
    }

    public var x: Double
    public var y: Double
    public var keys: [KeyProbability]
}
