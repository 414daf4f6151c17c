/// A model of which character comes next, given the text before the cursor: the prior half of
/// probabilistic touch.
public protocol NextCharacterModel: Sendable {
    /// Writes P(next character = `characters[i]`) into `probabilities[i]` for every key
    /// (0 for keys with no character). The probabilities need not sum to 1 over the keys: only
    /// their ratios matter, but they must be positive for every character key so that any string,
    /// words or not, can be typed.
    func probabilities(after textBeforeCursor: Substring, characters: [Character?], into probabilities: inout [Double])
}
