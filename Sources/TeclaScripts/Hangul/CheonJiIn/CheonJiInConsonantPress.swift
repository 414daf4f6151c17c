/// A consonant typed with one key, pressed one or more times in a row.
///
/// The press count is kept (rather than the consonant) so that backspace can step back through
/// the cycle, also after it went round (ㄱ ㅋ ㄲ ㄱ ← ㄲ).
public struct CheonJiInConsonantPress: Hashable, Sendable {
    public var key: CheonJiInConsonantKey
    /// How many times the key was pressed for this consonant (1 or more).
    public var presses: Int

    public init(key: CheonJiInConsonantKey, presses: Int = 1) {
        self.key = key
        self.presses = presses
    }

    /// The consonant the presses select.
    public var consonant: HangulConsonant { key.consonant(afterPresses: presses) }

    /// Whether the consonant is the last of its key's cycle (ㄲ, ㄹ, ㅁ …): another press must
    /// either go round or start a new consonant.
    public var isAtEndOfCycle: Bool { (presses - 1) % key.cycle.count == key.cycle.count - 1 }
}
