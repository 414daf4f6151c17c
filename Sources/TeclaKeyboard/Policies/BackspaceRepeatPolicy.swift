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

    /// Reads a saved schedule from any version: what the file lacks, or cannot read, keeps its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var policy = BackspaceRepeatPolicy()
        container.read(.initialDelay, into: \.initialDelay, of: &policy)
        container.read(.interval, into: \.interval, of: &policy)
        container.read(.acceleration, into: \.acceleration, of: &policy)
        container.read(.minimumInterval, into: \.minimumInterval, of: &policy)
        container.read(.wordDeletionAfter, into: \.wordDeletionAfter, of: &policy)
        container.read(.wordInterval, into: \.wordInterval, of: &policy)
        self = policy
    }

    /// What one repeat deletes.
    public enum Unit: String, Hashable, Sendable, Codable { case character, word }

    /// The shortest interval the schedule uses, whatever the settings say: a zero or negative
    /// interval would fire endless repeats at one instant.
    static let intervalFloor = 0.01

    /// Seconds after touch-down at which repeat `index` fires, and what it deletes.
    ///
    /// - Complexity: O(1) once repeats delete words; the accelerating phase before that takes
    ///   at most `wordDeletionAfter / intervalFloor` steps.
    public func repeatTime(_ index: Int) -> (time: Double, unit: Unit) {
        var time = initialDelay
        var step = max(Self.intervalFloor, interval)
        var done = 0
        let count = max(0, index)
        while done < count, time < wordDeletionAfter {
            time += step
            step = max(Self.intervalFloor, minimumInterval, step * acceleration)
            done += 1
        }
        time += Double(count - done) * max(Self.intervalFloor, wordInterval)
        return (time, time >= wordDeletionAfter ? .word : .character)
    }

    /// The index of the first repeat that fires later than `elapsed` seconds after touch-down
    /// (repeats before it are due).
    ///
    /// - Complexity: O(log n) calls of ``repeatTime(_:)``.
    public func firstRepeat(after elapsed: Double) -> Int {
        guard elapsed.isFinite else { return elapsed > 0 ? Int.max / 2 : 0 }
        var lo = 0, hi = 1
        while repeatTime(hi).time <= elapsed, hi < Int.max / 4 { hi *= 2 }
        while lo < hi {
            let mid = (lo + hi) / 2
            if repeatTime(mid).time <= elapsed { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
