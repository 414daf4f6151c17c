import TeclaLanguage
import TeclaTouch

/// Measures per-user swipe adaptation honestly: for each held-out participant with enough
/// gestures, the adaptation learns from their first k gestures (the prompted word standing for
/// the word they accepted), in the order they swiped them, and the gestures after the first
/// ``scoredFrom`` are scored — the same gestures for every k, so the curve compares like with like.
public struct SwipeAdaptationEvaluation: Sendable {
    public let evaluation: SwipeEvaluation
    /// The numbers of gestures adapted on.
    public var steps = [0, 10, 25, 50]
    /// Gestures before this index are for learning only; the rest are scored.
    public var scoredFrom = 50
    /// Participants need at least this many gestures.
    public var minimumSwipes = 60

    public init(evaluation: SwipeEvaluation) {
        self.evaluation = evaluation
    }

    public struct Point: Sendable, Codable {
        public var adaptedOn: Int
        public var tally: SwipeEvaluation.Tally
    }

    public struct Report: Sendable, Codable {
        public var participants = 0
        public var curve: [Point] = []
        /// The mean size of the learned offset after the most gestures (key units).
        public var meanOffset = 0.0
    }

    public func run(_ samples: [SwipeSample]) -> Report {
        var order: [String] = []
        var byParticipant: [String: [SwipeSample]] = [:]
        for sample in samples {
            if byParticipant[sample.participant] == nil { order.append(sample.participant) }
            byParticipant[sample.participant, default: []].append(sample)
        }
        var report = Report()
        var tallies = steps.map { _ in SwipeEvaluation.Tally() }
        var offsetSizes: [Double] = []
        let decoder = evaluation.decoder
        for participant in order {
            let gestures = byParticipant[participant]!
            guard gestures.count >= minimumSwipes else { continue }
            report.participants += 1
            let residuals = gestures.prefix(scoredFrom).map { sample -> (x: Double, y: Double)? in
                guard let keyboard = evaluation.keyboards[sample.layout] else { return nil }
                return decoder.residual(of: sample.points, word: sample.word, on: keyboard)
            }
            for (index, k) in steps.enumerated() {
                var adaptation = SwipeAdaptation()
                for residual in residuals.prefix(k) { if let residual { adaptation.learn(x: residual.x, y: residual.y) } }
                if k == steps.last {
                    let offset = adaptation.offset
                    offsetSizes.append((offset.x * offset.x + offset.y * offset.y).squareRoot())
                }
                let adapted = decoder.adapted(to: adaptation)
                for sample in gestures.dropFirst(scoredFrom) where evaluation.isInVocabulary(sample.word) {
                    guard let keyboard = evaluation.keyboards[sample.layout] else { continue }
                    do {
                        let candidates = try adapted.decode(
                            sample.points, times: evaluation.times(for: sample), on: keyboard, context: evaluation.context(for: sample), limit: 4)
                        tallies[index].add(rank: SwipeEvaluation.rank(of: sample.word, in: candidates), rejected: false)
                    } catch {
                        tallies[index].add(rank: nil, rejected: true)
                    }
                }
            }
        }
        report.curve = zip(steps, tallies).map { Point(adaptedOn: $0, tally: $1) }
        report.meanOffset = offsetSizes.isEmpty ? 0 : offsetSizes.reduce(0, +) / Double(offsetSizes.count)
        return report
    }
}
