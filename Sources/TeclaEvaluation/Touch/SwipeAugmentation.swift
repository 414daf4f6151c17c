import Foundation
import TeclaCore
import TeclaTouch

/// More training gestures for the re-rankers from the ones people drew: each copy moves the
/// whole trace by a small offset, wobbles every point a little and plays it faster or slower —
/// the ways one person's swipes of a word differ. Seeded: the same seed gives the same copies.
/// Training only (`tecla eval swipe --features … --augment K`); never measured on.
public struct SwipeAugmentation: Sendable {
    /// Spread of the whole-trace offset, in key widths / rows.
    public var offset = 0.1
    /// Spread of each point's wobble, in key widths / rows.
    public var wobble = 0.03
    /// Speeds range from 1 / `speedRange` to `speedRange` times the original.
    public var speedRange = 1.25

    public init() {}

    /// `copies` variants of `sample`, ids suffixed `#a1`, `#a2`…
    public func variants(of sample: SwipeSample, on keyboard: SwipeKeyboard, copies: Int, using generator: inout SeededGenerator)
        -> [SwipeSample]
    {
        (1...max(1, copies)).prefix(copies).map { copy in
            let dx = generator.nextGaussian() * offset * keyboard.pitchX
            let dy = generator.nextGaussian() * offset * keyboard.pitchY
            let points = sample.points.map {
                Point(
                    x: $0.x + dx + generator.nextGaussian() * wobble * keyboard.pitchX,
                    y: $0.y + dy + generator.nextGaussian() * wobble * keyboard.pitchY)
            }
            let speed = exp(Double.random(in: -log(speedRange)...log(speedRange), using: &generator))
            var variant = sample
            variant.id = "\(sample.id)#a\(copy)"
            variant.points = points
            variant.times = sample.times.map { times in times.map { ($0 - times[0]) / speed } }
            return variant
        }
    }
}
