/// The schedule of a held backspace: a pause, then repeats that speed up, then whole words.
///
/// Repeat `k` (0-based) fires at `initialDelay + Σ interval(i) for i < k`, with
/// `interval(i) = max(minimumInterval, interval × acceleration^i)`. Repeats that fire after the key
/// has been held `wordDeletionAfter` seconds delete a whole word instead of one character.
public struct BackspaceRepeatPolicy: Hashable, Sendable, Codable {
    public var initialDelay: Double = 0.5
    public var interval: Double = 0.1
    public var acceleration: Double = 0.95
    public var minimumInterval: Double = 0.05
    public var wordDeletionAfter: Double = 2.0
    /// Between word deletions (slower, so a user can let go on the right word).
    public var wordInterval: Double = 0.25

    public init() {}

    /// What one repeat deletes.
    public enum Unit: Hashable, Sendable { case character, word }

    /// Seconds after touch-down at which repeat `index` fires, and what it deletes.
    public func repeatTime(_ index: Int) -> (time: Double, unit: Unit) {
        var time = initialDelay
        var step = interval
        for _ in 0..<max(0, index) {
            if time >= wordDeletionAfter {
                time += wordInterval
            } else {
                time += step
                step = max(minimumInterval, step * acceleration)
            }
        }
        return (time, time >= wordDeletionAfter ? .word : .character)
    }
}
