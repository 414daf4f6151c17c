import Foundation
import TeclaCore

/// Resolves a tap to a key by where it landed and how likely each key is next:
/// `key = argmax log P(key) + log N(point; sweet spot of key)`.
///
/// Three rules keep it from doing harm (Gunawardana et al., IUI 2010):
/// - **Anchoring**: a tap inside a key's core (the central `anchor` fraction of its cap) always
///   types that key, whatever the language model says; caps never move, only the hidden
///   boundaries between cores do.
/// - **Special keys are never stolen**: a tap whose nearest key is not a letter (shift, delete,
///   space, return, page keys) goes to that key, and letters only compete with letters.
/// - **Only neighbours compete**: a key more than `reach` pitches away never wins.
///
/// Boundaries move in both directions: the likelihood is a 2-D Gaussian, so a likely key grows
/// into the rows above and below as well as sideways.
///
/// - Complexity: O(keys) per tap, no allocation (the prior is computed once per keystroke).
public struct TapResolver: Sendable {
    public let table: KeyTable
    public let model: TouchModel
    /// Fraction of the cap's width and height, centred, that always types the key.
    public var anchor: Double
    /// How far (in pitches, per axis) a competing key may be from the touch.
    public var reach: Double
    private let inverseSigmaX: [Double]
    private let inverseSigmaY: [Double]
    private let meanX: [Double]
    private let meanY: [Double]
    private let logNormalizer: [Double]

    /// - Parameter adaptation: the user's learned aim, moving each key's sweet spot (not its cap).
    public init(table: KeyTable, model: TouchModel = TouchModel(), adaptation: TouchAdaptation? = nil, anchor: Double = 0.5, reach: Double = 1.6) {
        self.table = table
        self.model = model
        self.anchor = anchor
        self.reach = reach
        inverseSigmaX = table.pitchX.map { 1 / max(1e-6, model.sigmaX * $0) }
        inverseSigmaY = table.pitchY.map { 1 / max(1e-6, model.sigmaY * $0) }
        var meanX = table.centerX
        var meanY = zip(table.centerY, table.pitchY).map { $0 + model.offsetY * $1 }
        if let adaptation {
            for i in 0..<table.count {
                let offset = adaptation.offset(for: i, in: table)
                meanX[i] += offset.dx
                meanY[i] += offset.dy
            }
        }
        self.meanX = meanX
        self.meanY = meanY
        logNormalizer = zip(inverseSigmaX, inverseSigmaY).map { log($0 * $1) }
    }

    /// Whether `point` lies in the anchored core of key `i`.
    public func isInCore(_ point: Point, key i: Int) -> Bool {
        let frame = table.keys[i].frame
        let halfW = frame.width * anchor / 2, halfH = frame.height * anchor / 2
        return abs(point.x - frame.midX) <= halfW && abs(point.y - frame.midY) <= halfH
    }

    /// The key a tap at `point` means, given the per-key log prior (nil: geometry alone).
    public func resolve(_ point: Point, prior: KeyPrior?) -> Int? {
        guard let nearest = table.nearestKey(to: point) else { return nil }
        guard let prior, table.competes[nearest], !isInCore(point, key: nearest) else { return nearest }
        var best = nearest
        var bestScore = -Double.infinity
        let logPrior = prior.logProbabilities
        guard logPrior.count == table.count else { return nearest }
        // `reach` pitches in units of each axis's standard deviation.
        let reachX = reach / model.sigmaX, reachY = reach / model.sigmaY
        for i in 0..<table.count where table.competes[i] {
            let dx = (point.x - meanX[i]) * inverseSigmaX[i]
            let dy = (point.y - meanY[i]) * inverseSigmaY[i]
            if abs(dx) > reachX || abs(dy) > reachY { continue }
            let score = logPrior[i] + logNormalizer[i] - 0.5 * (dx * dx + dy * dy)
            if score > bestScore {
                bestScore = score
                best = i
            }
        }
        return best
    }

    /// The geometric log-likelihood of `point` for key `i` (for explanations and the internals view).
    public func logLikelihood(_ point: Point, key i: Int) -> Double {
        let dx = (point.x - meanX[i]) * inverseSigmaX[i]
        let dy = (point.y - meanY[i]) * inverseSigmaY[i]
        return logNormalizer[i] - 0.5 * (dx * dx + dy * dy)
    }
}
