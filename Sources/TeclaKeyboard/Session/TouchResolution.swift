import Foundation
import TeclaCore
import TeclaTouch

/// The session's probabilistic-touch cache: the resolver for the page shown and the key prior for
/// the text before the cursor, rebuilt only when the page or the text changes so that a tap itself
/// allocates nothing.
struct TouchResolution {
    var model: (any NextCharacterModel)?
    private var resolver: TapResolver?
    private var resolverKey: PageGeometry.ID?
    /// The user's aim the resolver was built with (the session's ``SessionState/touchAdaptation``
    /// is the aim itself): another aim rebuilds it, once per word learned. Compared per tap, in
    /// constant time while the two share storage.
    private var resolverAdaptation = TouchAdaptation()
    private var prior = KeyPrior(keyCount: 0)
    private var priorIsStale = true

    mutating func invalidate() {
        resolver = nil
        resolverKey = nil
        priorIsStale = true
    }

    mutating func textDidChange() {
        priorIsStale = true
    }

    /// The resolver for a page's keys with the user's aim (for the internals view and the key lookup).
    mutating func resolver(for geometry: PageGeometry, adaptation: TouchAdaptation) -> TapResolver {
        if let resolver, resolverKey == geometry.id, resolverAdaptation == adaptation { return resolver }
        let built = TapResolver(table: geometry.table, adaptation: adaptation.offsets.isEmpty ? nil : adaptation)
        resolver = built
        resolverKey = geometry.id
        resolverAdaptation = adaptation
        priorIsStale = true
        return built
    }

    /// The key prior for the text before the cursor.
    mutating func currentPrior(table: KeyTable, model: any NextCharacterModel, textBeforeCursor: String) -> KeyPrior {
        if priorIsStale || prior.logProbabilities.count != table.count {
            prior.update(table: table, model: model, textBeforeCursor: textBeforeCursor[...])
            priorIsStale = false
        }
        return prior
    }

    /// Learns the user's aim from the taps of a word that was kept as typed: each tap and the
    /// letter key that typed the word's letter at its place.
    mutating func learn(word: String, taps: [Point?], geometry: PageGeometry, adaptation: inout TouchAdaptation) {
        let letters = Array(word.lowercased())
        guard letters.count == taps.count else { return }
        let table = resolver(for: geometry, adaptation: adaptation).table
        var learned = adaptation
        for (letter, tap) in zip(letters, taps) {
            guard let tap,
                let i = table.keys.indices.first(where: {
                    if case .character(let text) = table.keys[$0].action { return text.lowercased() == String(letter) }
                    return false
                })
            else { continue }
            learned.learn(tap: tap, key: i, table: table)
        }
        adaptation = learned
    }

    /// How likely each key is to be the one a tap at `point` meant (prior × likelihood,
    /// normalized over the competing keys), likeliest first: the internals view of a tap.
    mutating func probabilities(
        at point: Point, geometry: PageGeometry, adaptation: TouchAdaptation, model: any NextCharacterModel, textBeforeCursor: String,
        limit: Int
    ) -> [(key: Key, probability: Double)] {
        let resolver = resolver(for: geometry, adaptation: adaptation)
        let prior = currentPrior(table: resolver.table, model: model, textBeforeCursor: textBeforeCursor)
        let table = resolver.table
        guard prior.logProbabilities.count == table.count else { return [] }
        let scores = (0..<table.count).filter { table.competes[$0] }.map { ($0, prior.logProbabilities[$0] + resolver.logLikelihood(point, key: $0)) }
        guard let best = scores.map(\.1).max(), best.isFinite else { return [] }
        let weights = scores.map { ($0.0, Foundation.exp($0.1 - best)) }
        let total = weights.reduce(0) { $0 + $1.1 }
        return weights.sorted { $0.1 > $1.1 }.prefix(limit).map { (table.keys[$0.0], $0.1 / total) }
    }

    mutating func key(
        at point: Point, geometry: PageGeometry, adaptation: TouchAdaptation, model: any NextCharacterModel, textBeforeCursor: String
    ) -> Key? {
        let resolver = resolver(for: geometry, adaptation: adaptation)
        let prior = currentPrior(table: resolver.table, model: model, textBeforeCursor: textBeforeCursor)
        return resolver.resolve(point, prior: prior).map { resolver.table.keys[$0] }
    }
}
