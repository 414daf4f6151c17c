extension Lexicon {
    /// The most bytes one stored spelling may take (a word, not a paragraph).
    static let maximumSpellingBytes = 1_024
    /// The deepest trie accepted (folded scalars in the longest word).
    static let maximumDepth = 512

    /// Whether a pack may hold `spelling`: the builder keeps only words a reader accepts.
    package static func fits(_ spelling: String) -> Bool {
        spelling.utf8.count <= maximumSpellingBytes && TextFolding.fold(spelling).count <= maximumDepth
    }

    /// Checks what the checksums cannot: that the sections describe a lexicon the walks can
    /// trust. Spelling offsets ascend inside their section; the trie is a tree stored
    /// breadth-first — every node's children come after it, sibling ranges tile the nodes from
    /// 1 to the end, so no node is its own descendant and every walk ends — with sorted labels,
    /// word ranges nested inside their parent's, and a bounded depth.
    ///
    /// A pack whose CRCs were recomputed over a cycle once passed every check and then grew
    /// to gigabytes building the swipe index.
    ///
    /// - Complexity: O(words + nodes) time; O(nodes) temporary memory (4 bytes a node).
    func validateStructure() throws(PackError) {
        guard offsets[0] == 0 else { throw .malformedSection("WOFF", reason: "the first spelling starts at \(offsets[0]), not 0") }
        for id in 0..<count {
            let lo = offsets[id], hi = offsets[id + 1]
            guard lo <= hi, hi - lo <= UInt32(Self.maximumSpellingBytes) else {
                throw .malformedSection("WOFF", reason: "word \(id) spans bytes \(lo)..<\(hi)")
            }
        }
        for i in 0..<256 where !frequencyBook.levels[i].isFinite || (i > 0 && frequencyBook.levels[i] < frequencyBook.levels[i - 1]) {
            throw .malformedSection("WFCB", reason: "level \(i) is \(frequencyBook.levels[i]): levels must be finite and ascending")
        }
        try validateTrie()
    }

    private func validateTrie() throws(PackError) {
        func firstChild(_ i: Int) -> Int { Int(nodes[i] & Self.fieldMask) }
        guard firstChild(0) == 1 else {
            throw .malformedSection("TRIE", reason: "the root's children start at \(firstChild(0)), not 1")
        }
        guard firstChild(nodeCount) == nodeCount else {
            throw .malformedSection("TRIE", reason: "the sentinel says \(firstChild(nodeCount)) nodes, the section holds \(nodeCount)")
        }
        guard firstWord(ofIndex: 0) == 0 else { throw .malformedSection("TRIE", reason: "the root's words start at \(firstWord(ofIndex: 0))") }
        // Word ends are not stored (see TrieNode): computed here parent before child.
        var wordEnds = [UInt32](repeating: 0, count: nodeCount)
        wordEnds[0] = UInt32(count)
        var levelEnd = 1, depth = 0
        for parent in 0..<nodeCount {
            if parent == levelEnd {
                depth += 1
                levelEnd = firstChild(parent)
                guard depth <= Self.maximumDepth else { throw .malformedSection("TRIE", reason: "deeper than \(Self.maximumDepth) levels") }
            }
            let lo = firstChild(parent), hi = firstChild(parent + 1)
            // Strictly forward and tiling: children of later nodes start no earlier.
            guard lo > parent, lo <= hi, hi <= nodeCount else {
                throw .malformedSection("TRIE", reason: "node \(parent)'s children \(lo)..<\(hi) are not after it and inside the trie")
            }
            let start = firstWord(ofIndex: parent), end = Int(wordEnds[parent])
            guard start <= end else { throw .malformedSection("TRIE", reason: "node \(parent)'s words \(start)..<\(end) are reversed") }
            var previousWord = start
            var previousLabel: UInt32?
            for child in lo..<hi {
                let word = firstWord(ofIndex: child), label = label(ofIndex: child)
                guard word >= previousWord, word <= end else {
                    throw .malformedSection("TRIE", reason: "node \(child)'s first word \(word) is outside its parent's \(start)..<\(end)")
                }
                if let previousLabel, label <= previousLabel {
                    throw .malformedSection("TRIE", reason: "node \(parent)'s children are not sorted by label")
                }
                if child > lo { wordEnds[child - 1] = UInt32(word) }
                wordEnds[child] = UInt32(end)
                previousWord = word
                previousLabel = label
            }
        }
    }
}
