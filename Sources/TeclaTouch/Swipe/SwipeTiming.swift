import TeclaCore

/// How a gesture was drawn in time: how long it took, how fast the finger went, and where it
/// slowed down (a finger slows at the letters it means, and speeds through the keys between).
/// The timed re-ranker (`swipe-reranker-timed.json`) reads these; traces without timestamps are
/// re-ranked without them.
///
/// - Complexity: O(n) for n points.
struct SwipeTiming: Sendable, Equatable {
    /// Seconds from the first point to the last (at least a millisecond).
    var duration: Double
    /// Mean speed, key units per second.
    var speed: Double
    /// Points (key units) where the speed, over ±2 points, has a local minimum below half the
    /// gesture's median speed, away from the first and last 5 % of the trace.
    var slowPoints: [Point]

    /// The shortest span of times read as timing: a trace whose points all arrived at once (a
    /// client that sent no real times) has none.
    static let minimumDuration = 0.02

    /// Nil when the times cannot be used: not one per point, not finite, going back, or all
    /// within ``minimumDuration``.
    init?(points: [Point], times: [Double]) {
        let n = points.count
        guard n >= 2, times.count == n, times.allSatisfy(\.isFinite), zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }),
            times[n - 1] - times[0] >= Self.minimumDuration
        else { return nil }
        var steps = [Double](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) { steps[i] = points[i].distance(to: points[i + 1]) }
        duration = times[n - 1] - times[0]
        speed = steps.reduce(0, +) / duration
        var speeds = [Double](repeating: 0, count: n)
        for i in 0..<n {
            let from = max(0, i - 2), to = min(n - 1, i + 2)
            let travelled = steps[from..<to].reduce(0, +)
            speeds[i] = travelled / max(1e-3, times[to] - times[from])
        }
        let median = speeds.sorted()[n / 2]
        var slow: [Point] = []
        let first = max(1, Int(0.05 * Double(n))), last = min(n - 1, Int(0.95 * Double(n)))
        if first < last {
            for i in first..<last where speeds[i] < 0.5 * median && speeds[i] <= speeds[i - 1] && speeds[i] <= speeds[i + 1] {
                slow.append(points[i])
            }
        }
        slowPoints = slow
    }

    /// The slow points a word's keys do not explain: each point's squared distance to the
    /// nearest of the keys (capped at 1 key²), summed.
    func unexplained(by keys: [Point]) -> Double {
        guard !keys.isEmpty else { return Double(slowPoints.count) }
        var total = 0.0
        for p in slowPoints {
            var nearest = 1.0
            for k in keys {
                let dx = p.x - k.x, dy = p.y - k.y
                nearest = min(nearest, dx * dx + dy * dy)
            }
            total += nearest
        }
        return total
    }
}

extension SwipeDecoder {
    /// Where the finger slowed down along `points` (in their own coordinates), given when each
    /// was touched: the slow points the timed re-ranker reads, for a renderer to show. Empty when
    /// the times are unusable. (Slowness is relative to the trace's own median speed, so the
    /// coordinates' unit does not matter.)
    public static func slowPoints(of points: [Point], times: [Double]) -> [Point] {
        SwipeTiming(points: points, times: times)?.slowPoints ?? []
    }
}
