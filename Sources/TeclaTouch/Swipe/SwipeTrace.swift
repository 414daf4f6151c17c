import TeclaCore

/// A polyline resampled to equally spaced points, in key units: the form both a gesture and a
/// word's ideal path take before they are compared.
package struct SwipeTrace {
    var xs: [Double]
    var ys: [Double]
    /// Arc length before resampling.
    package var length: Double

    /// Resamples `points` (key units) to `count` points, equally spaced along the polyline.
    package init(points: [Point], count: Int) {
        xs = [Double](repeating: 0, count: count)
        ys = [Double](repeating: 0, count: count)
        length = 0
        Self.resample(points.count, x: { points[$0].x }, y: { points[$0].y }, count: count, xs: &xs, ys: &ys, length: &length)
    }

    init(count: Int) {
        xs = [Double](repeating: 0, count: count)
        ys = [Double](repeating: 0, count: count)
        length = 0
    }

    /// Resampling into caller-owned buffers (no allocation): `n` vertices read through `x`/`y`.
    @inline(__always)
    static func resample(
        _ n: Int, x: (Int) -> Double, y: (Int) -> Double, count: Int,
        xs: inout [Double], ys: inout [Double], length: inout Double
    ) {
        var total = 0.0
        for i in 1..<max(1, n) {
            let dx = x(i) - x(i - 1), dy = y(i) - y(i - 1)
            total += (dx * dx + dy * dy).squareRoot()
        }
        length = total
        guard n > 1, total > 1e-9 else {
            let x0 = n > 0 ? x(0) : 0, y0 = n > 0 ? y(0) : 0
            for k in 0..<count { xs[k] = x0; ys[k] = y0 }
            return
        }
        let step = total / Double(count - 1)
        var segment = 1
        var segStartLength = 0.0
        var segLength = dist(x(0), y(0), x(1), y(1))
        for k in 0..<count {
            let target = Double(k) * step
            while segment < n - 1, segStartLength + segLength < target {
                segStartLength += segLength
                segment += 1
                segLength = dist(x(segment - 1), y(segment - 1), x(segment), y(segment))
            }
            let t = segLength > 1e-12 ? min(1, max(0, (target - segStartLength) / segLength)) : 1
            xs[k] = x(segment - 1) + (x(segment) - x(segment - 1)) * t
            ys[k] = y(segment - 1) + (y(segment) - y(segment - 1)) * t
        }
    }

    @inline(__always) static func dist(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Double {
        let dx = bx - ax, dy = by - ay
        return (dx * dx + dy * dy).squareRoot()
    }
}
