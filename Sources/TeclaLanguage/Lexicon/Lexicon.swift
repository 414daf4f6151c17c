/// The words of a pack: stored spellings, frequencies and a trie over their folded forms,
/// all read in place from the mapped pack.
///
/// Word ids follow folded order, so every trie node covers a contiguous id range
/// (`words(under:)`), and the words whose folded form ends at a node come first in it
/// (`terminalWords(of:)`). Nodes are one UInt64 each: first child | first word << 21 |
/// label << 42, followed by a sentinel; a node's children end where the next node's begin.
public struct Lexicon: Sendable {
    /// Number of words.
    public let count: Int
    let bytes: PackedArray<UInt8>
    let offsets: PackedArray<UInt32>
    let frequencyCodes: PackedArray<UInt8>
    let frequencyBook: LogProbCodebook
    let nodes: PackedArray<UInt64>
    /// Number of trie nodes.
    public let nodeCount: Int

    init(file: PackFile) throws(PackError) {
        offsets = try file.array(.wordOffsets)
        guard offsets.count >= 1 else { throw .malformedSection("WOFF", reason: "empty") }
        count = offsets.count - 1
        bytes = try file.array(.wordBytes)
        guard Int(offsets[count]) == bytes.count else {
            throw .malformedSection("WOFF", reason: "last offset \(offsets[count]) but \(bytes.count) bytes of spellings")
        }
        frequencyCodes = try file.array(.wordFrequency, count: count)
        let levels = try file.array(.wordFrequencyCodebook, of: Float.self, count: 256)
        frequencyBook = LogProbCodebook(levels: (0..<256).map { levels[$0] })
        nodes = try file.array(.trieNodes)
        guard nodes.count >= 2 else {
            throw .malformedSection("TRIE", reason: "\(nodes.count) entries, a trie needs a root and a sentinel")
        }
        nodeCount = nodes.count - 1
        try validateStructure()
    }

    // MARK: Words

    /// The stored spelling of word `id` ("Germany", "I", "café").
    public func spelling(of id: Int) -> String {
        guard id >= 0, id < count else { return "" }
        let lo = Int(offsets[id]), hi = Int(offsets[id + 1])
        guard lo <= hi, hi <= bytes.count else { return "" }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(hi - lo)
        for i in lo..<hi { utf8.append(bytes[i]) }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// log10 of the word's relative frequency in the word list.
    public func logFrequency(of id: Int) -> Float { frequencyBook.value(frequencyCodes[id]) }

    /// Quantized frequency (codes order like frequencies).
    @inline(__always) public func frequencyCode(of id: Int) -> UInt8 { frequencyCodes[id] }

    /// Ids of the words whose folded form equals the folded `word`: "cafe" finds "café".
    public func lookup(_ word: some StringProtocol) -> Range<Int> {
        guard let node = node(forFolded: TextFolding.fold(word)) else { return 0..<0 }
        return terminalWords(of: node)
    }

    /// The id of the word spelled exactly `word`, if any.
    public func id(exactly word: some StringProtocol) -> Int? {
        let target = String(word)
        return lookup(word).first { spelling(of: $0) == target }
    }

    /// The id a token of running text stands for: the exact spelling, else the only or the most
    /// frequent word that differs from it in case or diacritics ("The" → "the", "germany" → "Germany").
    public func resolve(_ word: some StringProtocol) -> Int? {
        let range = lookup(word)
        guard !range.isEmpty else { return nil }
        let target = String(word)
        var best: Int?
        for id in range {
            let s = spelling(of: id)
            if s == target { return id }
            if best == nil || frequencyCode(of: id) > frequencyCode(of: best!) { best = id }
        }
        return best
    }

    /// Ids of all words whose folded form starts with the folded `prefix`.
    public func words(withPrefix prefix: some StringProtocol) -> Range<Int> {
        guard let node = node(forFolded: TextFolding.fold(prefix)) else { return 0..<0 }
        return words(under: node)
    }

    // MARK: Trie

    /// The root node (all words).
    public var root: TrieNode { TrieNode(index: 0, wordEnd: count) }

    /// The node reached from the root by the folded scalars `key`.
    public func node(forFolded key: [Unicode.Scalar]) -> TrieNode? {
        var node = root
        for scalar in key {
            guard let next = child(of: node, label: scalar.value) else { return nil }
            node = next
        }
        return node
    }

    /// The child of `node` along `label`, by binary search among its sorted children.
    public func child(of node: TrieNode, label: UInt32) -> TrieNode? {
        let all = childIndices(of: node.index)
        var lo = all.lowerBound, hi = all.upperBound
        while lo < hi {
            let mid = (lo + hi) >> 1
            let l = self.label(ofIndex: mid)
            if l == label { return childNode(mid, among: all, parent: node) }
            if l < label { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    /// The children of `node`, in label order.
    public func children(of node: TrieNode) -> Children {
        Children(lexicon: self, parent: node, indices: childIndices(of: node.index))
    }

    /// The folded scalar value on the edge into `node`.
    @inline(__always) public func label(of node: TrieNode) -> UInt32 { label(ofIndex: node.index) }

    /// Ids of all words at or below `node`.
    @inline(__always) public func words(under node: TrieNode) -> Range<Int> {
        let lo = firstWord(ofIndex: node.index), hi = min(node.wordEnd, count)
        return lo <= hi ? lo..<hi : 0..<0
    }

    /// Ids of the words whose folded form ends exactly at `node`.
    @inline(__always) public func terminalWords(of node: TrieNode) -> Range<Int> {
        let all = words(under: node)
        let children = childIndices(of: node.index)
        guard !children.isEmpty else { return all }
        let end = firstWord(ofIndex: children.lowerBound)
        return all.lowerBound..<max(all.lowerBound, min(end, all.upperBound))
    }

    /// Children of a node, each with its word range end.
    public struct Children: Sequence, IteratorProtocol {
        let lexicon: Lexicon
        let parent: TrieNode
        let indices: Range<Int>
        var position: Int

        init(lexicon: Lexicon, parent: TrieNode, indices: Range<Int>) {
            self.lexicon = lexicon
            self.parent = parent
            self.indices = indices
            position = indices.lowerBound
        }

        /// The next child, or nil after the last.
        public mutating func next() -> TrieNode? {
            guard position < indices.upperBound else { return nil }
            defer { position += 1 }
            return lexicon.childNode(position, among: indices, parent: parent)
        }
    }

    @inline(__always) func childNode(_ index: Int, among siblings: Range<Int>, parent: TrieNode) -> TrieNode {
        let end = index + 1 < siblings.upperBound ? firstWord(ofIndex: index + 1) : parent.wordEnd
        return TrieNode(index: index, wordEnd: end)
    }

    static let fieldMask: UInt64 = (1 << 21) - 1

    @inline(__always) private func childIndices(of index: Int) -> Range<Int> {
        let first = Int(nodes[index] & Self.fieldMask)
        let end = Int(nodes[index + 1] & Self.fieldMask)
        return first..<max(first, min(end, nodeCount))
    }

    @inline(__always) func label(ofIndex index: Int) -> UInt32 { UInt32((nodes[index] >> 42) & Self.fieldMask) }
    @inline(__always) func firstWord(ofIndex index: Int) -> Int { Int((nodes[index] >> 21) & Self.fieldMask) }
}
