/// Walks the lexicon trie against a typed string, keeping a weighted Damerau-Levenshtein row
/// per trie depth and abandoning branches whose cheapest alignment exceeds the budget.
/// Costs come from `TypingErrorModel`, so substitutions depend on where each tap landed.
struct TrieEditWalk {
    /// A trie node reached within budget and the cost of aligning all of the typed text to it.
    struct Match { var node: Int; var cost: Double }

    let lexicon: Lexicon
    let typed: [Character]
    let taps: [(x: Double, y: Double)?]
    let model: TypingErrorModel
    let geometry: KeyboardGeometry
    let budget: Double
    /// Substitution cost per typed position for ASCII labels (non-ASCII labels never match a
    /// different typed character cheaply).
    private var substitution: [[Double]]

    init(lexicon: Lexicon, typed: [Character], taps: [(x: Double, y: Double)?], model: TypingErrorModel,
         geometry: KeyboardGeometry, budget: Double) {
        self.lexicon = lexicon
        self.typed = typed
        self.taps = taps.count == typed.count ? taps : Array(repeating: nil, count: typed.count)
        self.model = model
        self.geometry = geometry
        self.budget = budget
        substitution = typed.indices.map { j in
            (0..<128).map { v in
                let intended = Character(Unicode.Scalar(UInt8(v)))
                return model.substitution(typed: typed[j], intended: intended, tap: taps.count == typed.count ? taps[j] : nil,
                                          geometry: geometry)
            }
        }
    }

    /// Nodes whose folded form, as a whole word, is within budget of the typed text.
    func wholeWords() -> [Match] {
        var out: [Match] = []
        walk(prefixMode: false, into: &out)
        return out
    }

    /// Nodes whose folded form starts a word that the typed text may be the beginning of;
    /// a node is kept only if it aligns better than every kept ancestor.
    func prefixes() -> [Match] {
        var out: [Match] = []
        walk(prefixMode: true, into: &out)
        return out
    }

    private func walk(prefixMode: Bool, into out: inout [Match]) {
        let n = typed.count
        // Row 0 (the root): every typed character so far is an extra character.
        var first = [Double](repeating: 0, count: n + 1)
        for j in 0..<n { first[j + 1] = first[j] + insertionCost(j) }
        var rows = [first]
        var labels: [UInt32] = [0]
        if !prefixMode, !lexicon.terminalWords(of: lexicon.root).isEmpty, rows[0][n] <= budget {
            out.append(Match(node: lexicon.root, cost: rows[0][n]))
        }
        descend(from: lexicon.root, rows: &rows, labels: &labels, prefixMode: prefixMode,
                bestAncestor: .infinity, into: &out)
    }

    private func descend(from node: Int, rows: inout [[Double]], labels: inout [UInt32], prefixMode: Bool,
                         bestAncestor: Double, into out: inout [Match]) {
        let n = typed.count
        let depth = rows.count - 1  // depth of `node`
        for child in lexicon.children(of: node) {
            let label = lexicon.label(of: child)
            var row = [Double](repeating: .infinity, count: n + 1)
            let parent = rows[depth]
            let isSymbol = label == 0x27 || label == 0x2D  // ' and -
            let deletion = isSymbol ? model.droppedSymbol : (depth == 0 ? model.firstLetterDeletion : model.deletion)
            row[0] = parent[0] + deletion
            var best = row[0]
            for j in stride(from: 1, through: n, by: 1) {
                var cost = parent[j - 1] + substitutionCost(j - 1, label)
                cost = min(cost, parent[j] + deletion)
                cost = min(cost, row[j - 1] + insertionCost(j - 1))
                if j >= 2, depth >= 1, label == scalar(typed[j - 2]), labels[depth] == scalar(typed[j - 1]),
                   labels[depth] != label {
                    cost = min(cost, rows[depth - 1][j - 2] + model.transposition)
                }
                row[j] = cost
                best = min(best, cost)
            }
            guard best <= budget else { continue }
            var nextBest = bestAncestor
            if prefixMode {
                if row[n] <= budget, row[n] < bestAncestor {
                    out.append(Match(node: child, cost: row[n]))
                    nextBest = row[n]
                }
            } else if row[n] <= budget, !lexicon.terminalWords(of: child).isEmpty {
                out.append(Match(node: child, cost: row[n]))
            }
            rows.append(row)
            labels.append(label)
            descend(from: child, rows: &rows, labels: &labels, prefixMode: prefixMode, bestAncestor: nextBest, into: &out)
            rows.removeLast()
            labels.removeLast()
        }
    }

    @inline(__always) private func scalar(_ c: Character) -> UInt32 { c.unicodeScalars.first!.value }

    @inline(__always) private func substitutionCost(_ j: Int, _ label: UInt32) -> Double {
        if label == scalar(typed[j]) { return 0 }
        return label < 128 ? substitution[j][Int(label)] : model.distantSubstitution
    }

    /// Cost of typed character `j` being extra: cheaper when it repeats its neighbour.
    @inline(__always) private func insertionCost(_ j: Int) -> Double {
        if j > 0, typed[j] == typed[j - 1] { return model.doubledLetter }
        if typed[j] == "'" || typed[j] == "-" { return model.droppedSymbol * 2 }
        return model.insertion
    }
}
