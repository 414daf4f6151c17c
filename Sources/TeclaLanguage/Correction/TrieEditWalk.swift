/// Walks the lexicon trie against a typed string, keeping a weighted Damerau-Levenshtein row
/// per trie depth and abandoning branches whose cheapest alignment exceeds the budget.
/// Costs come from `TypingErrorModel`, so substitutions depend on where each tap landed.
struct TrieEditWalk {
    /// A trie node reached within budget and the cost of aligning all of the typed text to it.
    struct Match { var node: TrieNode; var cost: Double }

    let lexicon: Lexicon
    let typed: [Character]
    let taps: [(x: Double, y: Double)?]
    let model: TypingErrorModel
    let geometry: KeyboardGeometry
    let budget: Double
    /// Substitution cost per typed position for ASCII labels (non-ASCII labels never match a
    /// different typed character cheaply).
    private var substitution: [[Double]]
    private let typedScalars: [UInt32]
    private let insertion: [Double]

    init(
        lexicon: Lexicon, typed: [Character], taps: [(x: Double, y: Double)?], model: TypingErrorModel,
        geometry: KeyboardGeometry, budget: Double
    ) {
        self.lexicon = lexicon
        self.typed = typed
        self.taps = taps.count == typed.count ? taps : Array(repeating: nil, count: typed.count)
        self.model = model
        self.geometry = geometry
        self.budget = budget
        // Trie labels are folded: a typed ā or أ matches the a or ا it folds to, at no cost.
        typedScalars = typed.map { TextFolding.fold(String($0)).first?.value ?? $0.unicodeScalars.first!.value }
        insertion = typed.indices.map { j in
            if j > 0, typed[j] == typed[j - 1] { return model.doubledLetter }
            if typed[j] == "'" || typed[j] == "-" { return model.droppedSymbol * 2 }
            return model.insertion
        }
        substitution = typed.indices.map { j in
            (0..<128).map { v in
                let intended = Character(Unicode.Scalar(UInt8(v)))
                return model.substitution(
                    typed: typed[j], intended: intended, tap: taps.count == typed.count ? taps[j] : nil,
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
        let width = typed.count + 1
        // Deepest node worth visiting: every extra intended letter costs at least a dropped symbol.
        let maxDepth = typed.count + Int(budget / min(model.droppedSymbol, model.deletion)) + 1
        // One preallocated row per depth: the walk allocates nothing per node.
        var rows = [Double](repeating: 0, count: (maxDepth + 1) * width)
        var labels = [UInt32](repeating: 0, count: maxDepth + 1)
        for j in 0..<typed.count { rows[j + 1] = rows[j] + insertionCost(j) }
        if !prefixMode, !lexicon.terminalWords(of: lexicon.root).isEmpty, rows[typed.count] <= budget {
            out.append(Match(node: lexicon.root, cost: rows[typed.count]))
        }
        rows.withUnsafeMutableBufferPointer { rowBuffer in
            labels.withUnsafeMutableBufferPointer { labelBuffer in
                descend(
                    from: lexicon.root, depth: 0, maxDepth: maxDepth, rows: rowBuffer.baseAddress!,
                    labels: labelBuffer.baseAddress!, prefixMode: prefixMode, bestAncestor: .infinity, into: &out)
            }
        }
    }

    /// Visits the children of `node` (at `depth`), whose row is `rows[depth]`.
    private func descend(
        from node: TrieNode, depth: Int, maxDepth: Int, rows: UnsafeMutablePointer<Double>,
        labels: UnsafeMutablePointer<UInt32>, prefixMode: Bool, bestAncestor: Double,
        into out: inout [Match]
    ) {
        guard depth < maxDepth else { return }
        let n = typed.count
        let width = n + 1
        let parent = rows + depth * width
        let row = rows + (depth + 1) * width
        let grandparent = depth >= 1 ? rows + (depth - 1) * width : rows
        for child in lexicon.children(of: node) {
            let label = lexicon.label(of: child)
            let isSymbol = label == 0x27 || label == 0x2D  // ' and -
            // A letter the word repeats (the second r of "tomorrow") is the cheapest to leave out.
            let deletion =
                isSymbol
                ? model.droppedSymbol
                : (depth == 0 ? model.firstLetterDeletion : (label == labels[depth] ? min(model.deletion, model.droppedDoubleLetter) : model.deletion))
            row[0] = parent[0] + deletion
            var best = row[0]
            var j = 1
            while j <= n {
                var cost = parent[j - 1] + substitutionCost(j - 1, label)
                cost = min(cost, parent[j] + deletion)
                cost = min(cost, row[j - 1] + insertionCost(j - 1))
                if j >= 2, depth >= 1, label == typedScalars[j - 2], labels[depth] == typedScalars[j - 1],
                    labels[depth] != label
                {
                    cost = min(cost, grandparent[j - 2] + model.transposition)
                }
                row[j] = cost
                best = min(best, cost)
                j += 1
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
            labels[depth + 1] = label
            descend(
                from: child, depth: depth + 1, maxDepth: maxDepth, rows: rows, labels: labels,
                prefixMode: prefixMode, bestAncestor: nextBest, into: &out)
        }
    }

    @inline(__always) private func scalar(_ c: Character) -> UInt32 { c.unicodeScalars.first!.value }

    @inline(__always) private func substitutionCost(_ j: Int, _ label: UInt32) -> Double {
        if label == typedScalars[j] { return 0 }
        return label < 128 ? substitution[j][Int(label)] : model.distantSubstitution
    }

    /// Cost of typed character `j` being extra: cheaper when it repeats its neighbour.
    @inline(__always) private func insertionCost(_ j: Int) -> Double { insertion[j] }
}
