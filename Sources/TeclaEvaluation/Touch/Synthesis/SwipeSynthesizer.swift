import Foundation
import TeclaCore
import TeclaTouch

/// Word gestures drawn the way people draw them, for training where real gestures run out
/// (Quinn & Zhai 2018; Alsharif et al. 2015): a writer (``SwipeWriter``) aims at each letter's
/// key with their own offset and spread, moves between aims in minimum-jerk movements
/// (``MinimumJerk``) that take Fitts's-law time and overlap so that corners are cut and the
/// finger slows near letters without stopping, rests a moment before moving, lands and lifts a
/// little off the first and last letters, and is sampled by a touch screen at its own rate and
/// jitter. Deterministic: the same writer, word and generator state give the same gesture.
///
/// ```swift
/// var generator = SeededGenerator(seed: 7)
/// let writer = SwipeWriterPopulation().writer(using: &generator)
/// let gesture = SwipeSynthesizer().gesture(for: "hello", on: keyboard, writer: writer, using: &generator)
/// ```
///
/// Cost: O(letters × samples) per gesture.
public struct SwipeSynthesizer: Sendable {
    public init() {}

    /// A drawn gesture: points in the keyboard's coordinates, times in seconds from touch-down.
    public struct Gesture: Sendable {
        public var points: [Point]
        public var times: [Double]
    }

    /// The gesture `writer` draws for `word`, or nil if a letter of it has no key.
    public func gesture(for word: String, on keyboard: SwipeKeyboard, writer: SwipeWriter, using generator: inout SeededGenerator) -> Gesture? {
        guard let keys = keyboard.drawnKeys(of: word), !keys.isEmpty else { return nil }
        let width = keyboard.pitchX, height = keyboard.pitchY
        let middle = keyboard.centers.map(\.x).reduce(0, +) / Double(keyboard.count)
        let halfWidth = max(1, (keyboard.centers.map(\.x).max() ?? 0) - middle)
        // Aims: the key centre, the writer's offset and reach, and this letter's own scatter.
        var aims = keys.map { index -> Point in
            let center = keyboard.centers[index]
            let drift = writer.reach * (center.x - middle) / halfWidth
            return Point(
                x: center.x + (writer.offsetX + drift + writer.spread * generator.nextGaussian()) * width,
                y: center.y + (writer.offsetY + writer.spread * generator.nextGaussian()) * height)
        }
        // Landing and lifting a little off the first and last letters.
        func miss(_ mean: Double) -> Point {
            let angle = Double.random(in: 0..<(2 * .pi), using: &generator)
            let distance = abs(mean * (1 + 0.5 * generator.nextGaussian()))
            return Point(x: cos(angle) * distance * width, y: sin(angle) * distance * height)
        }
        let landing = miss(writer.startMiss), lifting = miss(writer.endMiss)
        aims[0] = Point(x: aims[0].x + landing.x, y: aims[0].y + landing.y)
        if aims.count > 1 {
            // People lift late more than early: past the last letter, along the last stroke.
            let n = aims.count
            let dx = (aims[n - 1].x - aims[n - 2].x) / width, dy = (aims[n - 1].y - aims[n - 2].y) / height
            let norm = max(1e-9, (dx * dx + dy * dy).squareRoot())
            let past = writer.overshoot * abs(1 + 0.7 * generator.nextGaussian())
            aims[n - 1] = Point(
                x: aims[n - 1].x + lifting.x + dx / norm * past * width, y: aims[n - 1].y + lifting.y + dy / norm * past * height)
        } else {
            // One key: a short stroke across it.
            aims.append(Point(x: aims[0].x + lifting.x, y: aims[0].y + lifting.y))
        }
        // A letter the path runs straight through is not a movement's end: the finger passes it
        // at speed (people slow where the path turns, not at every letter).
        if aims.count > 2 {
            var kept = [aims[0]]
            for k in 1..<(aims.count - 1) {
                let a = kept[kept.count - 1], b = aims[k], c = aims[k + 1]
                let u = ((b.x - a.x) / width, (b.y - a.y) / height), v = ((c.x - b.x) / width, (c.y - b.y) / height)
                let nu = (u.0 * u.0 + u.1 * u.1).squareRoot(), nv = (v.0 * v.0 + v.1 * v.1).squareRoot()
                let cosine = nu > 0 && nv > 0 ? (u.0 * v.0 + u.1 * v.1) / (nu * nv) : -1
                if cosine < cos(writer.straightAngle * .pi / 180) { kept.append(b) }
            }
            kept.append(aims[aims.count - 1])
            aims = kept
        }
        // The movements: each from one aim to the next, Fitts's-law long, starting before the
        // previous one ends.
        var starts: [Double] = []
        var durations: [Double] = []
        var bows: [Double] = []
        var clock = max(0, writer.startDwell)
        // This gesture's pace: the writer's, varied a little from gesture to gesture.
        let pace = writer.tempo * (writer.tempoVariation > 0 ? exp(writer.tempoVariation * generator.nextGaussian()) : 1)
        for k in 1..<aims.count {
            let dx = (aims[k].x - aims[k - 1].x) / width, dy = (aims[k].y - aims[k - 1].y) / height
            let distance = (dx * dx + dy * dy).squareRoot()
            let duration = max(0.02, pace * (writer.fittsA + writer.fittsB * log2(1 + distance)))
            if let last = durations.last {
                // Through a letter the path goes straight on, the movements overlap more (flow):
                // the finger keeps its speed; at a sharp turn it slows.
                let ux = (aims[k - 1].x - aims[k - 2].x) / width, uy = (aims[k - 1].y - aims[k - 2].y) / height
                let nu = (ux * ux + uy * uy).squareRoot(), nv = distance
                let straightness = nu > 0 && nv > 0 ? (1 + (ux * dx + uy * dy) / (nu * nv)) / 2 : 0
                let overlap = min(0.95, writer.overlap + (1 - writer.overlap) * writer.flow * straightness)
                clock += (1 - overlap) * last
            }
            starts.append(clock)
            durations.append(duration)
            bows.append(writer.bow * generator.nextGaussian())
        }
        let end = (starts.last ?? 0) + (durations.last ?? 0)
        func position(at t: Double) -> Point {
            var x = aims[0].x, y = aims[0].y
            for k in 0..<durations.count {
                let f = MinimumJerk.fraction((t - starts[k]) / durations[k])
                let dx = aims[k + 1].x - aims[k].x, dy = aims[k + 1].y - aims[k].y
                // The arc: sideways, most at the middle of the movement, none at its ends.
                let side = bows[k] * sin(.pi * f)
                x += dx * f - dy * side
                y += dy * f + dx * side
            }
            return Point(x: x, y: y)
        }
        // The touch screen: samples at its rate with jitter, whole pixels and milliseconds.
        var points: [Point] = []
        var times: [Double] = []
        var t = 0.0
        while true {
            let p = position(at: t)
            points.append(Point(x: p.x.rounded(), y: p.y.rounded()))
            times.append((t * 1000).rounded() / 1000)
            if t >= end { break }
            let step = writer.sampleInterval * max(0.2, 1 + writer.sampleJitter * generator.nextGaussian())
            t = min(end, t + step)
        }
        return Gesture(points: points, times: times)
    }
}
