import Foundation
import TeclaCore
import TeclaTouch

/// What a gesture's shape and timing look like, in key widths and seconds, so that synthetic
/// gestures can be set beside real ones (`tecla synth compare`) and a synthesiser fitted to them.
///
/// Per gesture: path length over the ideal path (key centre to key centre); duration and
/// duration per letter; mean speed; speed where the path passes a letter over its median speed;
/// rest before moving; how far the first and last points are from the first and last letters;
/// the mean offset of the points nearest each letter; turning (radians per key width); the
/// median time between samples.
public struct SwipeShape: Hashable, Sendable {
    public var pathRatio: Double
    public var duration: Double
    public var durationPerLetter: Double
    public var speed: Double
    public var speedAtLetters: Double
    public var startDwell: Double
    public var firstMiss: Double
    public var lastMiss: Double
    public var offsetX: Double
    public var offsetY: Double
    public var turning: Double
    public var sampleInterval: Double

    /// The measures' names, in the order ``values`` gives them.
    public static let names = [
        "path / ideal length", "duration (s)", "duration per letter (s)", "mean speed (keys/s)", "speed at letters / median",
        "rest before moving (s)", "first point off first key (keys)", "last point off last key (keys)", "offset x at letters (keys)",
        "offset y at letters (keys)", "turning (rad/key)", "sample interval (ms)",
    ]

    public var values: [Double] {
        [
            pathRatio, duration, durationPerLetter, speed, speedAtLetters, startDwell, firstMiss, lastMiss, offsetX, offsetY, turning,
            sampleInterval * 1000,
        ]
    }

    /// The shape of a gesture of `word`, or nil when it cannot be measured (no times, a letter
    /// without a key, fewer than two distinct keys, fewer than four points).
    public init?(word: String, points: [Point], times: [Double]?, on keyboard: SwipeKeyboard) {
        guard let times, times.count == points.count, points.count >= 4, let t0 = times.first, let t1 = times.last, t1 > t0 else { return nil }
        guard let keys = keyboard.drawnKeys(of: word), keys.count >= 2 else { return nil }
        let w = keyboard.pitchX, h = keyboard.pitchY
        // Everything in key units.
        let p = points.map { Point(x: $0.x / w, y: $0.y / h) }
        let c = keys.map { Point(x: keyboard.centers[$0].x / w, y: keyboard.centers[$0].y / h) }
        func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        var length = 0.0
        var steps: [Double] = []
        for i in 1..<p.count {
            let d = distance(p[i - 1], p[i])
            length += d
            steps.append(d)
        }
        let ideal = zip(c, c.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
        guard ideal > 0 else { return nil }
        pathRatio = length / ideal
        duration = t1 - t0
        durationPerLetter = duration / Double(keys.count)
        speed = length / duration
        // Speeds between samples, smoothed over three.
        var speeds: [Double] = []
        for i in 1..<p.count {
            let dt = times[i] - times[i - 1]
            speeds.append(dt > 0 ? steps[i - 1] / dt : 0)
        }
        let smooth = speeds.indices.map { i in
            speeds[max(0, i - 1)...min(speeds.count - 1, i + 1)].reduce(0, +) / Double(min(speeds.count - 1, i + 1) - max(0, i - 1) + 1)
        }
        let median = smooth.sorted()[smooth.count / 2]
        // The inner letters: the nearest point to each, in order along the path.
        var atLetters: [Double] = []
        var offsets: [Point] = []
        var from = 0
        for (k, center) in c.enumerated() {
            let range = from..<p.count
            guard let nearest = range.min(by: { distance(p[$0], center) < distance(p[$1], center) }) else { break }
            offsets.append(Point(x: p[nearest].x - center.x, y: p[nearest].y - center.y))
            if k > 0, k < c.count - 1, nearest > 0 { atLetters.append(smooth[min(nearest - 1, smooth.count - 1)]) }
            from = nearest
        }
        speedAtLetters = median > 0 && !atLetters.isEmpty ? (atLetters.reduce(0, +) / Double(atLetters.count)) / median : 1
        offsetX = offsets.map(\.x).reduce(0, +) / Double(offsets.count)
        offsetY = offsets.map(\.y).reduce(0, +) / Double(offsets.count)
        let moved = p.firstIndex { distance($0, p[0]) > 0.1 } ?? p.count - 1
        startDwell = times[moved] - t0
        firstMiss = distance(p[0], c[0])
        lastMiss = distance(p[p.count - 1], c[c.count - 1])
        // Turning: the absolute change of direction between steps of at least a tenth of a key.
        var turned = 0.0
        var previous: Double?
        var anchor = p[0]
        for point in p.dropFirst() where distance(point, anchor) >= 0.1 {
            let angle = atan2(point.y - anchor.y, point.x - anchor.x)
            if let previous {
                var d = abs(angle - previous)
                if d > .pi { d = 2 * .pi - d }
                turned += d
            }
            previous = angle
            anchor = point
        }
        turning = length > 0 ? turned / length : 0
        let intervals = zip(times, times.dropFirst()).map { $1 - $0 }.sorted()
        sampleInterval = intervals[intervals.count / 2]
    }
}

/// Mean, median and 10th / 90th percentiles of each ``SwipeShape`` measure over many gestures.
public struct SwipeShapeSummary: Sendable {
    public var count: Int
    public var mean: [Double]
    public var median: [Double]
    public var p10: [Double]
    public var p90: [Double]

    public init(_ shapes: [SwipeShape]) {
        count = shapes.count
        let columns = SwipeShape.names.indices.map { i in shapes.map { $0.values[i] }.filter(\.isFinite).sorted() }
        func at(_ column: [Double], _ q: Double) -> Double { column.isEmpty ? .nan : column[min(column.count - 1, Int(q * Double(column.count)))] }
        mean = columns.map { $0.isEmpty ? .nan : $0.reduce(0, +) / Double($0.count) }
        median = columns.map { at($0, 0.5) }
        p10 = columns.map { at($0, 0.1) }
        p90 = columns.map { at($0, 0.9) }
    }
}
