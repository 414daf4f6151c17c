import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import TeclaLanguage
import TeclaCore

/// Types words with simulated noisy taps and scores resolvers on what they read: the character
/// error rate (wrong keys / taps) and the word error rate (words with any wrong key).
///
/// Every resolver sees the same taps. A resolver is a function of the tap, the text before the
/// cursor (the true previous words, then what that resolver itself read of the current word —
/// its own mistakes feed its prior, as they would on a phone) and returns a key index.
public struct TouchEvaluation: Sendable {
    public typealias Resolve = (Point, Substring) -> Int?

    /// One resolver's score.
    public struct Score: Hashable, Sendable, Codable {
        public var name: String
        public var characters = 0
        public var characterErrors = 0
        public var words = 0
        public var wordErrors = 0

        public var characterErrorRate: Double { characters == 0 ? 0 : Double(characterErrors) / Double(characters) }
        public var wordErrorRate: Double { words == 0 ? 0 : Double(wordErrors) / Double(words) }
    }

    public let table: KeyTable
    public let noise: TapNoiseModel
    public let seed: UInt64

    public init(table: KeyTable, noise: TapNoiseModel, seed: UInt64 = 42) {
        self.table = table
        self.noise = noise
        self.seed = seed
    }

    /// Scores each named resolver on `sentences` (each a list of words; words with characters the
    /// page cannot type are skipped).
    public func run(sentences: [[String]], resolvers: [(name: String, resolve: Resolve)]) -> [Score] {
        var generator = SeededGenerator(seed: seed)
        var scores = resolvers.map { Score(name: $0.name) }
        for sentence in sentences {
            var context = ""
            for word in sentence {
                let targets = word.lowercased().map { table.index(of: $0) }
                guard !targets.isEmpty, targets.allSatisfy({ $0 != nil }) else {
                    context += word + " "
                    continue
                }
                let taps = targets.map { noise.tap(at: $0!, in: table, using: &generator) }
                for r in resolvers.indices {
                    var typed = context
                    var errors = 0
                    for (tap, target) in zip(taps, targets) {
                        let key = resolvers[r].resolve(tap, typed[...])
                        if key != target { errors += 1 }
                        if let key, let c = table.character[key] { typed.append(c) } else { typed.append("?") }
                    }
                    scores[r].characters += taps.count
                    scores[r].characterErrors += errors
                    scores[r].words += 1
                    if errors > 0 { scores[r].wordErrors += 1 }
                }
                context += word.lowercased() + " "
            }
        }
        return scores
    }
}
