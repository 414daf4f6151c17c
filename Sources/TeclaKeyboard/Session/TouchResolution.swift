import TeclaCore
import TeclaTouch

/// The session's probabilistic-touch cache: the resolver for the page shown and the key prior for
/// the text before the cursor, rebuilt only when the page or the text changes so that a tap itself
/// allocates nothing.
struct TouchResolution {
    var model: (any NextCharacterModel)?
    /// The user's aim, learned from kept taps; a change rebuilds the resolver (once per word).
    var adaptation = TouchAdaptation() {
        didSet {
            resolver = nil
            resolverKey = nil
        }
    }
    private var resolver: TapResolver?
    private var resolverKey: (layout: String, page: PageID)?
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

    /// The resolver for `page` (for the internals view and the key lookup).
    mutating func resolver(for page: KeyboardPage, layoutID: String) -> TapResolver {
        if let resolver, let key = resolverKey, key.layout == layoutID, key.page == page.id {
            return resolver
        }
        let built = TapResolver(table: KeyTable(page: page), adaptation: adaptation.offsets.isEmpty ? nil : adaptation)
        resolver = built
        resolverKey = (layoutID, page.id)
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
    mutating func learn(word: String, taps: [Point?], page: KeyboardPage, layoutID: String) {
        let letters = Array(word.lowercased())
        guard letters.count == taps.count else { return }
        let table = resolver(for: page, layoutID: layoutID).table
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

    mutating func key(at point: Point, page: KeyboardPage, layoutID: String, model: any NextCharacterModel, textBeforeCursor: String) -> Key? {
        let resolver = resolver(for: page, layoutID: layoutID)
        let prior = currentPrior(table: resolver.table, model: model, textBeforeCursor: textBeforeCursor)
        return resolver.resolve(point, prior: prior).map { resolver.table.keys[$0] }
    }
}
