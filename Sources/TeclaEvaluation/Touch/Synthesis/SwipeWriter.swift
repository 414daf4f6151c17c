import Foundation
import TeclaCore

/// How one person draws word gestures: where they aim, how precisely, how fast, how much they
/// cut corners, and how their screen samples the finger. Lengths are in key widths (x) and key
/// heights (y) so one writer draws on any keyboard size. Drawn from a ``SwipeWriterPopulation``.
public struct SwipeWriter: Hashable, Sendable, Codable {
    /// Systematic aim offset from the key centres (key widths, key heights).
    public var offsetX: Double
    public var offsetY: Double
    /// Spread of the aim around the offset at each letter (key widths / heights).
    public var spread: Double
    /// Fitts's law for one movement between letters: duration = a + b · log2(1 + distance / key width) (seconds).
    public var fittsA: Double
    public var fittsB: Double
    /// This writer's pace: every movement's Fitts time is multiplied by it (people differ in speed
    /// by a factor of four, far more than Fitts's constants vary).
    public var tempo: Double
    /// How much the pace varies from one gesture to the next (the spread of a log-normal factor).
    public var tempoVariation: Double
    /// How far each movement starts before the previous one ends, as a fraction of it (0: a
    /// stop at every letter; 0.5: corners cut, the speed never drops to zero; below 0: a pause).
    public var overlap: Double
    /// How much more the movements overlap where the path goes straight on through a letter (0:
    /// the same at every letter; 1: a letter passed in a straight line costs no slowing at all).
    /// People slow where the path turns, not at every letter they pass.
    public var flow: Double
    /// How much each movement bows sideways (a fraction of its length, the spread of a normal
    /// draw): people's strokes between letters are arcs, not rulers.
    public var bow: Double
    /// Rest before the finger moves (seconds).
    public var startDwell: Double
    /// The finger lands this far off the first letter on average (key widths).
    public var startMiss: Double
    /// …and lifts this far off the last one, in any direction,
    public var endMiss: Double
    /// …and this far past it along the last stroke (key widths).
    public var overshoot: Double
    /// A letter whose path turns by less than this (degrees) is passed, not stopped at.
    public var straightAngle: Double
    /// Thumb reach: aim drifts toward the hand's side by this much per keyboard half-width (key widths; negative: left hand).
    public var reach: Double
    /// Time between touch samples (seconds) and its relative jitter.
    public var sampleInterval: Double
    public var sampleJitter: Double

    public init(
        offsetX: Double = 0, offsetY: Double = 0.1, spread: Double = 0.18, fittsA: Double = 0.045, fittsB: Double = 0.07,
        tempo: Double = 1, tempoVariation: Double = 0,
        overlap: Double = 0.35, flow: Double = 0, bow: Double = 0.1, startDwell: Double = 0.03, startMiss: Double = 0.15, endMiss: Double = 0.15,
        overshoot: Double = 0.1,
        straightAngle: Double = 20, reach: Double = 0,
        sampleInterval: Double = 0.0167, sampleJitter: Double = 0.1
    ) {
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.spread = spread
        self.fittsA = fittsA
        self.fittsB = fittsB
        self.tempo = tempo
        self.tempoVariation = tempoVariation
        self.overlap = overlap
        self.flow = flow
        self.bow = bow
        self.startDwell = startDwell
        self.startMiss = startMiss
        self.endMiss = endMiss
        self.overshoot = overshoot
        self.straightAngle = straightAngle
        self.reach = reach
        self.sampleInterval = sampleInterval
        self.sampleJitter = sampleJitter
    }
}

/// The spread of ``SwipeWriter``s among people: each parameter's mean and standard deviation
/// (the positive ones log-normal, the signed ones normal, all clamped to sensible ranges). The
/// default is a rough prior; `tecla synth calibrate` fits the means to real gestures
/// (``SwipeCalibration``).
public struct SwipeWriterPopulation: Hashable, Sendable, Codable {
    public struct Spread: Hashable, Sendable, Codable {
        public var mean: Double
        public var sd: Double
        public init(_ mean: Double, _ sd: Double) {
            self.mean = mean
            self.sd = sd
        }
    }

    public var offsetX = Spread(0, 0.08)
    public var offsetY = Spread(0.1, 0.1)
    public var spread = Spread(0.18, 0.05)
    public var fittsA = Spread(0.045, 0.015)
    public var fittsB = Spread(0.07, 0.02)
    public var tempo = Spread(1, 0)
    public var tempoVariation = Spread(0, 0)
    public var overlap = Spread(0.35, 0.1)
    public var flow = Spread(0, 0)
    public var bow = Spread(0.1, 0.04)
    public var startDwell = Spread(0.03, 0.02)
    public var startMiss = Spread(0.15, 0.06)
    public var endMiss = Spread(0.15, 0.06)
    public var overshoot = Spread(0.1, 0.08)
    public var straightAngle = Spread(20, 8)
    public var reach = Spread(0, 0.1)
    public var sampleInterval = Spread(0.0167, 0.003)
    public var sampleJitter = Spread(0.1, 0.05)

    public init() {}

    /// Reads a population file; files written before `tempo`, `tempoVariation` and `flow` existed
    /// read as a pace of 1 that never varies and no flow (what they were fitted with).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func read(_ key: CodingKeys, _ fallback: Spread) throws -> Spread {
            try container.decodeIfPresent(Spread.self, forKey: key) ?? fallback
        }
        let defaults = SwipeWriterPopulation()
        offsetX = try read(.offsetX, defaults.offsetX)
        offsetY = try read(.offsetY, defaults.offsetY)
        spread = try read(.spread, defaults.spread)
        fittsA = try read(.fittsA, defaults.fittsA)
        fittsB = try read(.fittsB, defaults.fittsB)
        tempo = try read(.tempo, defaults.tempo)
        tempoVariation = try read(.tempoVariation, defaults.tempoVariation)
        overlap = try read(.overlap, defaults.overlap)
        flow = try read(.flow, defaults.flow)
        bow = try read(.bow, defaults.bow)
        startDwell = try read(.startDwell, defaults.startDwell)
        startMiss = try read(.startMiss, defaults.startMiss)
        endMiss = try read(.endMiss, defaults.endMiss)
        overshoot = try read(.overshoot, defaults.overshoot)
        straightAngle = try read(.straightAngle, defaults.straightAngle)
        reach = try read(.reach, defaults.reach)
        sampleInterval = try read(.sampleInterval, defaults.sampleInterval)
        sampleJitter = try read(.sampleJitter, defaults.sampleJitter)
    }

    /// One writer of this population.
    public func writer(using generator: inout SeededGenerator) -> SwipeWriter {
        func normal(_ s: Spread, _ range: ClosedRange<Double>) -> Double {
            min(max(s.mean + s.sd * generator.nextGaussian(), range.lowerBound), range.upperBound)
        }
        // Log-normal with the given mean and sd (times are positive and skewed).
        func positive(_ s: Spread, _ range: ClosedRange<Double>) -> Double {
            guard s.mean > 0 else { return range.lowerBound }
            let variance = log(1 + (s.sd * s.sd) / (s.mean * s.mean))
            let mu = log(s.mean) - variance / 2
            return min(max(exp(mu + variance.squareRoot() * generator.nextGaussian()), range.lowerBound), range.upperBound)
        }
        return SwipeWriter(
            offsetX: normal(offsetX, -0.5...0.5), offsetY: normal(offsetY, -0.5...0.5), spread: positive(spread, 0.02...0.6),
            fittsA: positive(fittsA, 0.005...0.6), fittsB: positive(fittsB, 0.01...0.6),
            // (a pace that does not vary draws nothing: older populations give the writers they gave)
            tempo: tempo.sd > 0 ? positive(tempo, 0.25...4) : tempo.mean, tempoVariation: positive(tempoVariation, 0...1), overlap: normal(overlap, -0.5...0.7),
            flow: positive(flow, 0...0.95),
            bow: positive(bow, 0...0.5), startDwell: positive(startDwell, 0...0.5), startMiss: positive(startMiss, 0...1),
            endMiss: positive(endMiss, 0...1.5), overshoot: positive(overshoot, 0...1.5), straightAngle: normal(straightAngle, 0...60),
            reach: normal(reach, -0.5...0.5),
            sampleInterval: positive(sampleInterval, 0.004...0.05), sampleJitter: positive(sampleJitter, 0...0.5))
    }
}
