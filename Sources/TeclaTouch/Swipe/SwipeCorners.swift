import Foundation
import TeclaCore

/// The places where a gesture turns sharply: where the finger changed direction, there was
/// almost always a letter. The resampled trace and the alignment channels treat a corner like
/// any other point; a word whose letters leave a corner unexplained ("coal" for a gesture that
/// turned at r, "coral") should pay for it.
package struct SwipeCorners {
    var xs: [Double] = []
    var ys: [Double] = []

    /// Corners of `points` (key units): the trace is resampled every `spacing` keys, and a point
    /// is a corner where the direction from `span` keys before it to `span` keys after it turns
    /// by more than `angle` radians, and turns most within that span (one corner per turn).
    init(points: [Point], spacing: Double = 0.1, span: Double, angle: Double) {
        guard points.count > 1, spacing > 0, span > 0 else { return }
        var length = 0.0
        for i in 1..<points.count { length += SwipeTrace.dist(points[i - 1].x, points[i - 1].y, points[i].x, points[i].y) }
        // A bounded number of samples keeps a long, wild trace cheap; spacing grows instead.
        guard length.isFinite else { return }
        let count = Int(min(600, length / spacing + 1))
        guard count > 2 else { return }
        var trace = SwipeTrace(count: count)
        SwipeTrace.resample(
            points.count, x: { points[$0].x }, y: { points[$0].y }, count: count,
            xs: &trace.xs, ys: &trace.ys, length: &trace.length)
        let step = length / Double(count - 1)
        let k = max(1, Int((span / step).rounded()))
        guard count > 2 * k else { return }
        var turn = [Double](repeating: 0, count: count)
        for i in k..<(count - k) {
            let ax = trace.xs[i] - trace.xs[i - k], ay = trace.ys[i] - trace.ys[i - k]
            let bx = trace.xs[i + k] - trace.xs[i], by = trace.ys[i + k] - trace.ys[i]
            let na = (ax * ax + ay * ay).squareRoot(), nb = (bx * bx + by * by).squareRoot()
            guard na > 1e-9, nb > 1e-9 else { continue }
            turn[i] = acos(max(-1, min(1, (ax * bx + ay * by) / (na * nb))))
        }
        var last = -count
        for i in k..<(count - k) where turn[i] > angle && i - last > k {
            let window = max(0, i - k)...min(count - 1, i + k)
            guard turn[window].allSatisfy({ $0 <= turn[i] }) else { continue }
            xs.append(trace.xs[i])
            ys.append(trace.ys[i])
            last = i
        }
    }

    /// No corners (the channel is off).
    init() {}

    var count: Int { xs.count }
}
