/// Where the keys are: each character's key centre and size, in the layout's own units.
/// The corrector turns a tap's distance to each key into substitution costs.
public struct KeyboardGeometry: Sendable, Equatable {
    /// One key.
    public struct Key: Sendable, Equatable {
        /// Centre and size, in the layout's units.
        public var x: Double, y: Double, width: Double, height: Double
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// Keys by the (lowercase) character they type; " " is the space bar.
    public var keys: [Character: Key]

    public init(keys: [Character: Key]) {
        self.keys = keys
    }

    /// Builds a geometry from key centres only, every key `width` × `height`.
    public init(centres: [Character: (x: Double, y: Double)], width: Double, height: Double) {
        keys = centres.mapValues { Key(x: $0.x, y: $0.y, width: width, height: height) }
    }

    /// No keys: where a tap landed says nothing about what was meant. What an engine judges
    /// with until it is given the keys on screen (``SuggestionEngine/using(geometry:)``: the
    /// session does so for the page shown).
    public static let none = KeyboardGeometry(keys: [:])

    /// The key nearest to a point.
    public func nearestKey(x: Double, y: Double) -> Character? {
        keys.min { a, b in
            let da = (a.value.x - x) * (a.value.x - x) + (a.value.y - y) * (a.value.y - y)
            let db = (b.value.x - x) * (b.value.x - x) + (b.value.y - y) * (b.value.y - y)
            return da != db ? da < db : a.key < b.key
        }?.key
    }
}
