import Foundation
import TeclaCore
import TeclaTouch

/// Fits a ``SwipeWriterPopulation`` to real gestures by matching shapes: the same words on the
/// same keyboards are drawn by synthetic writers (one per real person, the same random numbers
/// every try), and each population parameter in turn is moved up or down while that brings the
/// synthetic gestures' ``SwipeShape`` summary (median, 10th and 90th percentiles of each measure,
/// each in units of the real measure's 10–90 range) closer to the real one; the step halves when
/// no move helps. Use tuning participants only: the fit must not see the people measured on.
///
/// Cost: rounds × parameters × 2 syntheses of the gestures given.
public struct SwipeCalibration: Sendable {
    /// One real gesture to draw again: its word, keyboard and person.
    public struct Item: Sendable {
        public var word: String
        public var keyboard: SwipeKeyboard
        public var participant: String
        /// The real gesture this item draws again, where it came from one (plots set them side by side).
        public var sample: SwipeSample?

        public init(word: String, keyboard: SwipeKeyboard, participant: String, sample: SwipeSample? = nil) {
            self.word = word
            self.keyboard = keyboard
            self.participant = participant
            self.sample = sample
        }
    }

    /// The parameters fitted: a key path to a mean or a spread, and whether it may be negative.
    /// (Key paths are not `Sendable`; this table is constant.)
    nonisolated(unsafe) public static let parameters: [(name: String, path: WritableKeyPath<SwipeWriterPopulation, Double>, signed: Bool)] = [
        ("fittsA", \.fittsA.mean, false), ("fittsB", \.fittsB.mean, false), ("fittsA sd", \.fittsA.sd, false), ("fittsB sd", \.fittsB.sd, false),
        ("tempo sd", \.tempo.sd, false), ("tempoVariation", \.tempoVariation.mean, false),
        ("overlap", \.overlap.mean, true), ("overlap sd", \.overlap.sd, false), ("flow", \.flow.mean, false), ("bow", \.bow.mean, false),
        ("spread", \.spread.mean, false), ("startDwell", \.startDwell.mean, false),
        ("startMiss", \.startMiss.mean, false), ("endMiss", \.endMiss.mean, false), ("endMiss sd", \.endMiss.sd, false),
        ("overshoot", \.overshoot.mean, false), ("overshoot sd", \.overshoot.sd, false),
        ("straightAngle", \.straightAngle.mean, false), ("straightAngle sd", \.straightAngle.sd, false),
        ("offsetX", \.offsetX.mean, true), ("offsetY", \.offsetY.mean, true), ("offsetY sd", \.offsetY.sd, false),
        ("sampleInterval", \.sampleInterval.mean, false), ("sampleInterval sd", \.sampleInterval.sd, false),
        ("sampleJitter", \.sampleJitter.mean, false), ("sampleJitter sd", \.sampleJitter.sd, false),
    ]

    public var items: [Item]
    public var target: SwipeShapeSummary
    public var seed: UInt64

    public init(items: [Item], target: SwipeShapeSummary, seed: UInt64 = 35) {
        self.items = items
        self.target = target
        self.seed = seed
    }

    /// Fits to `samples`: each one's shape is the target, its word, keyboard and person what is
    /// drawn again (gestures without times, or on a keyboard not given, are left out).
    public init(samples: [SwipeSample], keyboards: [String: SwipeKeyboard], seed: UInt64 = 35) {
        var items: [Item] = []
        var shapes: [SwipeShape] = []
        for sample in samples {
            guard let keyboard = keyboards[sample.layout],
                let shape = SwipeShape(word: sample.word, points: sample.points, times: sample.times, on: keyboard)
            else { continue }
            shapes.append(shape)
            items.append(Item(word: sample.word, keyboard: keyboard, participant: sample.participant, sample: sample))
        }
        self.init(items: items, target: SwipeShapeSummary(shapes), seed: seed)
    }

    /// The number of people whose gestures are drawn again.
    public var participants: Int { Set(items.map(\.participant)).count }

    /// The synthetic gestures' summary for `population`.
    public func summary(of population: SwipeWriterPopulation) -> SwipeShapeSummary {
        SwipeShapeSummary(drawings(of: population).compactMap(\.shape))
    }

    /// Each item drawn again by `population` (one writer per person, in order, from `seed`): the
    /// synthetic gesture and its shape, nil where the word cannot be drawn or measured.
    public func drawings(of population: SwipeWriterPopulation) -> [(gesture: SwipeSynthesizer.Gesture?, shape: SwipeShape?)] {
        var generator = SeededGenerator(seed: seed)
        var writers: [String: SwipeWriter] = [:]
        let synthesizer = SwipeSynthesizer()
        return items.map { item in
            let writer = writers[item.participant] ?? population.writer(using: &generator)
            writers[item.participant] = writer
            let gesture = synthesizer.gesture(for: item.word, on: item.keyboard, writer: writer, using: &generator)
            return (gesture, gesture.flatMap { SwipeShape(word: item.word, points: $0.points, times: $0.times, on: item.keyboard) })
        }
    }

    /// How far a summary is from the target: the squared differences of median, 10th and 90th
    /// percentiles, each over the real 10–90 range, summed over the measures.
    public func loss(_ summary: SwipeShapeSummary) -> Double {
        var total = 0.0
        for i in SwipeShape.names.indices {
            // A measure that hardly varies (the sample interval) is scaled by a tenth of its size.
            let scale = max(1e-3, target.p90[i] - target.p10[i], 0.1 * abs(target.median[i]))
            for (a, b) in [(summary.median[i], target.median[i]), (summary.p10[i], target.p10[i]), (summary.p90[i], target.p90[i])] {
                guard a.isFinite, b.isFinite else { continue }
                total += ((a - b) / scale) * ((a - b) / scale)
            }
        }
        return total
    }

    /// The fitted population and the loss after each round.
    public func fit(from start: SwipeWriterPopulation, rounds: Int, log: (String) -> Void = { _ in }) -> (SwipeWriterPopulation, [Double]) {
        var best = start
        var bestLoss = loss(summary(of: best))
        var history = [bestLoss]
        var steps = Array(repeating: 0.3, count: Self.parameters.count)
        log(String(format: "start: loss %.3f", bestLoss))
        for round in 1...max(1, rounds) {
            for (index, parameter) in Self.parameters.enumerated() {
                let value = best[keyPath: parameter.path]
                // Signed values move by a fraction of a key; positive ones by a factor.
                let tries =
                    parameter.signed
                    ? [value + steps[index] * 0.3, value - steps[index] * 0.3] : [value * (1 + steps[index]), value / (1 + steps[index])]
                var improved = false
                for candidate in tries {
                    var trial = best
                    trial[keyPath: parameter.path] = candidate
                    let trialLoss = loss(summary(of: trial))
                    if trialLoss < bestLoss {
                        best = trial
                        bestLoss = trialLoss
                        improved = true
                    }
                }
                if !improved { steps[index] /= 2 }
            }
            history.append(bestLoss)
            log(String(format: "round %d: loss %.3f", round, bestLoss))
        }
        return (best, history)
    }
}
