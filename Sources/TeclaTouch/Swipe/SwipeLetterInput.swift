import Foundation
import TeclaCore

/// What ``SwipeLetterModel`` reads of a gesture: the trace resampled to ``steps`` points equally
/// spaced along its length, each described by ``channels`` numbers.
///
/// Per point:
/// - how near it is to each key of the model's letters (a–z for the English network, the Arabic
///   keyboard's letters for the Arabic one): exp(−d² / 2σ²) with d in key units and σ = 0.5 key,
///   0 for a letter the keyboard lacks. Nearness, not coordinates, so any layout and screen size
///   reads the same (a QWERTY phone, a tablet, kebbie's grid);
/// - the direction the finger moves (a unit vector);
/// - how slowly it moves there: ln(local time per length ÷ the gesture's mean), clamped to ±3;
///   0 when the trace has no usable timestamps, as for kebbie's traces;
/// - the whole gesture's length in keys ÷ 10 (a constant channel).
///
/// `eval swipe --letter-inputs` writes exactly these numbers for training
/// (`Scripts/assets/train-swipe-letters.py`), so training and decoding read the same input.
///
/// - Complexity: O(n + steps · letters) for n points.
package struct SwipeLetterInput: Sendable {
    /// Points the trace is resampled to.
    package static let steps = 48
    /// Numbers per point after the letters' nearness: direction x and y, slowness, length.
    package static let motionChannels = 4
    /// The letters the English network reads, in channel order (the default).
    package static let latinLetters = Array("abcdefghijklmnopqrstuvwxyz".unicodeScalars)
    static let sigma = 0.5

    /// Whether `keyboard` has a key for every one of `letters` (for a–z: a Latin keyboard,
    /// whatever its layout); on any other the input would be the same for every gesture.
    package static func canRead(_ keyboard: SwipeKeyboard, letters: [Unicode.Scalar] = latinLetters) -> Bool {
        letters.allSatisfy { keyboard.index(of: $0) != nil }
    }

    /// `steps × channels` values, point after point.
    package var values: [Float]
    /// Numbers per point: one nearness per letter, then ``motionChannels``.
    package let channels: Int

    /// An input given as its values (a model file's check).
    init(values: [Float], letterCount: Int) {
        channels = letterCount + Self.motionChannels
        precondition(values.count == Self.steps * channels, "steps × channels values")
        self.values = values
    }

    /// The input for a gesture in key units (`points`), with `times` (seconds, one per point) when
    /// they are usable, on `keyboard` (the centres of its keys for `letters` give the nearness).
    package init(points: [Point], times: [Double]?, keyboard: SwipeKeyboard, letters: [Unicode.Scalar] = latinLetters) {
        let n = points.count, steps = Self.steps, channels = letters.count + Self.motionChannels
        self.channels = channels
        values = [Float](repeating: 0, count: steps * channels)
        guard n > 0 else { return }
        // Arc length at each point; times only when they are usable (as SwipeTiming reads them).
        var arc = [Double](repeating: 0, count: n)
        for i in 1..<max(1, n) { arc[i] = arc[i - 1] + points[i - 1].distance(to: points[i]) }
        let length = arc[n - 1]
        let usableTimes = times.flatMap { SwipeTiming(points: points, times: $0) != nil ? $0 : nil }
        var xs = [Double](repeating: points[0].x, count: steps), ys = [Double](repeating: points[0].y, count: steps)
        var ts = [Double](repeating: 0, count: steps)
        if length > 1e-9 {
            var segment = 1
            for k in 0..<steps {
                let target = length * Double(k) / Double(steps - 1)
                while segment < n - 1, arc[segment] < target { segment += 1 }
                let span = arc[segment] - arc[segment - 1]
                let f = span > 1e-12 ? min(1, max(0, (target - arc[segment - 1]) / span)) : 1
                let a = points[segment - 1], b = points[segment]
                xs[k] = a.x + (b.x - a.x) * f
                ys[k] = a.y + (b.y - a.y) * f
                if let t = usableTimes { ts[k] = t[segment - 1] + (t[segment] - t[segment - 1]) * f }
            }
        }
        let centres: [Point?] = letters.map { letter in keyboard.index(of: letter).map { keyboard.normalized(keyboard.centers[$0]) } }
        let duration = usableTimes.map { $0[n - 1] - $0[0] } ?? 0
        let meanStep = duration / Double(steps - 1)
        let motion = letters.count
        for k in 0..<steps {
            let base = k * channels
            for (c, centre) in centres.enumerated() {
                guard let centre else { continue }
                let dx = xs[k] - centre.x, dy = ys[k] - centre.y
                values[base + c] = Float(exp(-(dx * dx + dy * dy) / (2 * Self.sigma * Self.sigma)))
            }
            let from = max(0, k - 1), to = min(steps - 1, k + 1)
            let mx = xs[to] - xs[from], my = ys[to] - ys[from]
            let norm = (mx * mx + my * my).squareRoot()
            if norm > 1e-9 {
                values[base + motion] = Float(mx / norm)
                values[base + motion + 1] = Float(my / norm)
            }
            if usableTimes != nil, meanStep > 0 {
                let local = (ts[to] - ts[from]) / (Double(to - from) * meanStep)
                values[base + motion + 2] = Float(min(3, max(-3, log(max(local, 1e-3)))))
            }
            values[base + motion + 3] = Float(length / 10)
        }
    }
}

extension SwipeDecoder {
    /// What the letter model reads of a gesture (layout coordinates of `keyboard`), after the
    /// checks and offsets every decoding applies.
    package func letterInput(
        _ points: [Point], times: [Double]?, on keyboard: SwipeKeyboard, letters: [Unicode.Scalar] = SwipeLetterInput.latinLetters
    ) throws(SwipeRejection) -> SwipeLetterInput {
        SwipeLetterInput(points: try validatedPoints(points, on: keyboard), times: times, keyboard: keyboard, letters: letters)
    }
}
