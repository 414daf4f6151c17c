import Foundation

/// Natural-log prior per key of a ``KeyTable``, computed once per keystroke from a
/// ``NextCharacterModel`` and read by every tap until the text changes.
public struct KeyPrior: Sendable {
    /// log P(key), indexed like the table's keys; 0 for keys that do not compete.
    public private(set) var logProbabilities: [Double]
    private var scratch: [Double]

    public init(keyCount: Int) {
        logProbabilities = Array(repeating: 0, count: keyCount)
        scratch = Array(repeating: 0, count: keyCount)
    }

    /// Tuned with `tecla eval touch --part odd` (see BENCHMARKS.md).
    public static let defaultFloor = 0.15
    public static let defaultWeight = 0.6

    /// A flat prior: every key equally likely (digits, symbols, or no model).
    public static func uniform(keyCount: Int) -> KeyPrior { KeyPrior(keyCount: keyCount) }

    /// Recomputes the prior for `text` with `model`, mixing in `floor` of a uniform distribution so
    /// that no character key is ever impossible (passwords and rare names still type exactly), and
    /// tempering it by `weight` (log P × weight: below 1 trusts the fingers more than the model).
    public mutating func update(
        table: KeyTable, model: any NextCharacterModel, textBeforeCursor: Substring, floor: Double = KeyPrior.defaultFloor,
        weight: Double = KeyPrior.defaultWeight
    ) {
        if scratch.count != table.count {
            scratch = Array(repeating: 0, count: table.count)
            logProbabilities = Array(repeating: 0, count: table.count)
        }
        for i in scratch.indices { scratch[i] = 0 }
        model.probabilities(after: textBeforeCursor, characters: table.character, into: &scratch)
        var total = 0.0, competing = 0
        for i in scratch.indices where table.competes[i] {
            total += max(0, scratch[i].isFinite ? scratch[i] : 0)
            competing += 1
        }
        guard competing > 0 else { return }
        let uniform = 1.0 / Double(competing)
        for i in scratch.indices {
            guard table.competes[i] else {
                logProbabilities[i] = 0
                continue
            }
            let p = total > 0 ? max(0, scratch[i].isFinite ? scratch[i] : 0) / total : uniform
            logProbabilities[i] = weight * log((1 - floor) * p + floor * uniform)
        }
    }
}
