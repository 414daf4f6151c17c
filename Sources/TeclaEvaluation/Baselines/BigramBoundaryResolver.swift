import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import TeclaLanguage
import TeclaCore

/// The boundary-shifting design Tecla was handed, implemented faithfully as a baseline: within
/// the row a tap lands in, each letter's width becomes `pitch × (1 + multiplier × (p − p̄))`,
/// where `p` is P(letter | previous letter) from a 26×26 letter-bigram table normalised over the
/// row's letters and `p̄` their mean, so the row keeps its width; no key shrinks below
/// `minimumWidth` of its pitch (the others give up the difference in proportion). The key is the
/// one whose shifted span contains the tap. Rows never move vertically and nothing is anchored.
public struct BigramBoundaryResolver: Sendable {
    public let table: KeyTable
    public let bigrams: LetterBigramModel
    /// How strongly widths follow the bigram probabilities (the design used 2-4).
    public var multiplier: Double
    /// The narrowest a key may become, as a fraction of its pitch.
    public var minimumWidth: Double

    public init(table: KeyTable, bigrams: LetterBigramModel, multiplier: Double = 3, minimumWidth: Double = 0.6) {
        self.table = table
        self.bigrams = bigrams
        self.multiplier = multiplier
        self.minimumWidth = minimumWidth
    }

    public func resolve(_ point: Point, previous: Character?) -> Int? {
        guard let nearest = table.nearestKey(to: point) else { return nil }
        guard table.competes[nearest] else { return nearest }
        let row = table.keys(inRow: table.rowIndex(at: point.y))
        // The run of letter keys around the nearest key (shift and delete keep their places).
        var lo = nearest, hi = nearest
        while lo > row.lowerBound && table.competes[lo - 1] { lo -= 1 }
        while hi + 1 < row.upperBound && table.competes[hi + 1] { hi += 1 }
        guard hi > lo else { return nearest }
        let n = hi - lo + 1
        var p = [Double](repeating: 0, count: n)
        for i in 0..<n { p[i] = bigrams.probability(of: table.character[lo + i], after: previous) }
        let total = p.reduce(0, +)
        let mean = 1 / Double(n)
        var factor = p.map { 1 + multiplier * ((total > 0 ? $0 / total : mean) - mean) }
        // Clamp to the minimum and let the unclamped keys give up the difference.
        for _ in 0..<n {
            let clamped = factor.indices.filter { factor[$0] < minimumWidth }
            guard !clamped.isEmpty else { break }
            for i in clamped { factor[i] = minimumWidth }
            let free = factor.indices.filter { factor[$0] > minimumWidth }
            let excess = factor.reduce(0, +) - Double(n)
            let freeTotal = free.reduce(0) { $0 + factor[$1] - minimumWidth }
            guard freeTotal > 0 else { break }
            for i in free { factor[i] -= excess * (factor[i] - minimumWidth) / freeTotal }
        }
        var edge = table.centerX[lo] - table.pitchX[lo] / 2
        for i in 0..<n {
            edge += factor[i] * table.pitchX[lo + i]
            if point.x < edge { return lo + i }
        }
        return hi
    }
}
