import TeclaCore
import TeclaLanguage

extension SwipeDecoder {
    /// Points compared with the word's letters when measuring a residual.
    static let residualSamples = 32

    /// How far, on average, the trace of an accepted word sat from the word's keys (key units,
    /// x right, y down), after the touch offset every decoder takes away but before any user's
    /// offset (the adaptation averages whole residuals, not what is left of them): what
    /// ``SwipeAdaptation/learn(x:y:)`` learns from.
    ///
    /// Each letter of the word is matched to one point of the resampled trace, letters in order
    /// and points never going back (the alignment that minimizes the summed squared distances,
    /// O(letters × points)); the residual is the mean of the matched points' offsets. Nil when the
    /// trace is a tap or refused, or the word has a letter without a key.
    ///
    /// ```swift
    /// if let r = decoder.residual(of: points, word: "hello", on: keyboard) {
    ///     userModel.swipeAdaptation.learn(x: r.x, y: r.y)
    /// }
    /// ```
    public func residual(of points: [Point], word: String, on keyboard: SwipeKeyboard) -> (x: Double, y: Double)? {
        var plain = self
        plain.configuration.userOffsetX = 0
        plain.configuration.userOffsetY = 0
        guard let normalized = try? plain.validatedPoints(points, on: keyboard) else { return nil }
        let trace = SwipeTrace(points: normalized, count: Self.residualSamples)
        guard trace.length >= configuration.tapLength else { return nil }
        let path = SwipeVocabulary(words: [word])
        guard path.pathCount == 1 else { return nil }
        var keys: [Point] = []
        for letter in path.spelling(ofPath: 0).unicodeScalars {
            guard let index = keyboard.index(of: letter) else { return nil }
            keys.append(keyboard.normalized(keyboard.centers[index]))
        }
        let n = trace.xs.count
        func cost(_ key: Point, _ j: Int) -> Double {
            let dx = trace.xs[j] - key.x, dy = trace.ys[j] - key.y
            return dx * dx + dy * dy
        }
        // best[i][j]: the cheapest match of letters 0…i with letter i on point j; from[i][j] the
        // point letter i − 1 took.
        var best = [[Double]](repeating: [Double](repeating: .infinity, count: n), count: keys.count)
        var from = [[Int]](repeating: [Int](repeating: 0, count: n), count: keys.count)
        for j in 0..<n { best[0][j] = cost(keys[0], j) }
        for i in 1..<keys.count {
            var runningMin = Double.infinity, runningAt = 0
            for j in 0..<n {
                if best[i - 1][j] < runningMin { (runningMin, runningAt) = (best[i - 1][j], j) }
                best[i][j] = runningMin + cost(keys[i], j)
                from[i][j] = runningAt
            }
        }
        var j = (0..<n).min { best[keys.count - 1][$0] < best[keys.count - 1][$1] } ?? 0
        var sumX = 0.0, sumY = 0.0
        for i in stride(from: keys.count - 1, through: 0, by: -1) {
            sumX += trace.xs[j] - keys[i].x
            sumY += trace.ys[j] - keys[i].y
            j = from[i][j]
        }
        return (sumX / Double(keys.count), sumY / Double(keys.count))
    }

    /// This decoder with the user's learned offset taken away from every trace.
    public func adapted(to adaptation: SwipeAdaptation) -> SwipeDecoder {
        var decoder = self
        let offset = adaptation.offset
        decoder.configuration.userOffsetX = offset.x
        decoder.configuration.userOffsetY = offset.y
        return decoder
    }
}
