import TeclaCore
import TeclaTouch

/// Synthetic twins of people's gestures, drawn neatly: the same word, keyboard, context and
/// participant, traced by a writer of a population whose aim is a fraction of people's scatter,
/// drawn for each twin from `neatness` (0: through the key centres; 1: as people aim).
///
/// People never draw through the exact key centres, so re-rankers fitted on their gestures
/// alone learn to trust the letter network over the shape channels; on a careful, steady trace
/// (or a benchmark's generated one) that trust picks "all" for a clean a → s → k. Twins drawn
/// neatly, added to the re-rankers' training, show them such traces. Training only
/// (`tecla eval swipe --features … --neat K --writers FILE`); never measured on.
///
/// ```swift
/// let twins = SwipeNeatTwins(population: calibrated, neatness: 0...0.5)
/// let copies = twins.twins(of: sample, on: keyboard, copies: 1, using: &generator)   // ids "…#n1"
/// ```
///
/// Cost: one ``SwipeSynthesizer`` gesture per copy, O(letters × samples).
public struct SwipeNeatTwins: Sendable {
    /// Writers as calibrated on people; the twins keep their timing.
    public let population: SwipeWriterPopulation
    /// What each twin's writer's aim (offsets, scatter, bowing, landing and lifting misses,
    /// overshoot) is multiplied by, drawn uniformly from this range.
    public let neatness: ClosedRange<Double>
    private let synthesizer = SwipeSynthesizer()

    public init(population: SwipeWriterPopulation, neatness: ClosedRange<Double>) {
        self.population = population
        self.neatness = max(0, neatness.lowerBound)...max(0, neatness.upperBound)
    }

    /// `copies` neat twins of `sample`, ids suffixed `#n1`, `#n2`…; none when a letter of its
    /// word has no key on `keyboard`.
    public func twins(of sample: SwipeSample, on keyboard: SwipeKeyboard, copies: Int, using generator: inout SeededGenerator) -> [SwipeSample] {
        guard copies > 0 else { return [] }
        return (1...copies).compactMap { copy in
            let factor = neatness.lowerBound == neatness.upperBound ? neatness.lowerBound : Double.random(in: neatness, using: &generator)
            let writer = population.aim(scaledBy: factor).writer(using: &generator)
            guard let gesture = synthesizer.gesture(for: sample.word, on: keyboard, writer: writer, using: &generator) else { return nil }
            var twin = sample
            twin.id = "\(sample.id)#n\(copy)"
            twin.points = gesture.points
            twin.times = gesture.times
            return twin
        }
    }
}

extension SwipeWriterPopulation {
    /// This population with every spread of where its writers aim (systematic offsets, scatter
    /// at each letter, bowing, landing and lifting misses, overshoot, thumb reach) multiplied by
    /// `factor`; timing and sampling unchanged.
    public func aim(scaledBy factor: Double) -> SwipeWriterPopulation {
        let factor = max(0, factor)
        func scaled(_ s: Spread) -> Spread { Spread(s.mean * factor, s.sd * factor) }
        var neat = self
        neat.offsetX = scaled(offsetX)
        neat.offsetY = scaled(offsetY)
        neat.spread = scaled(spread)
        neat.bow = scaled(bow)
        neat.startMiss = scaled(startMiss)
        neat.endMiss = scaled(endMiss)
        neat.overshoot = scaled(overshoot)
        neat.reach = scaled(reach)
        return neat
    }
}
