/// The words of a pack: stored spellings, frequencies and a trie over their folded forms,
/// all read in place from the mapped pack.
///
/// Word ids follow folded order, so every trie node covers a contiguous id range
/// (`words(under:)`), and the words whose folded form ends at a node come first in it
/// (`terminalWords(of:)`).
public struct Lexicon: Sendable {
    /// Number of words.
    public let count: Int
    let bytes: PackedArray<UInt8>
    let offsets: PackedArray<UInt32>
    let frequencyCodes: PackedArray<UInt8>
    let frequencyBook: LogProbCodebook
    let nodes: PackedArray<UInt32>
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
        guard nodes.count >= 4, nodes.count % 4 == 0 else {
            throw .malformedSection("TRIE", reason: "\(nodes.count) values is not a whole number of nodes")
        }
        nodeCount = nodes.count / 4
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

    /// The root node's index.
    public var root: Int { 0 }

    /// The node reached from the root by the folded scalars `key`.
    public func node(forFolded key: [Unicode.Scalar]) -> Int? {
        var node = root
        for scalar in key {
            guard let next = child(of: node, label: scalar.value) else { return nil }
            node = next
        }
        return node
    }

    /// The child of `node` along `label`, by binary search among its sorted children.
    public func child(of node: Int, label: UInt32) -> Int? {
        var lo = firstChild(of: node)
        var hi = lo + childCount(of: node)
        while lo < hi {
            let mid = (lo + hi) >> 1
            let l = self.label(of: mid)
            if l == label { return mid }
            if l < label { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    /// Indices of `node`'s children (sorted by label).
    @inline(__always) public func children(of node: Int) -> Range<Int> {
        let first = firstChild(of: node)
        return first..<min(first + childCount(of: node), nodeCount)
    }

    /// The folded scalar value on the edge into `node`.
    @inline(__always) public func label(of node: Int) -> UInt32 { nodes[node &* 4 + 1] & 0x1F_FFFF }

    /// Ids of all words at or below `node`.
    @inline(__always) public func words(under node: Int) -> Range<Int> {
        let lo = Int(nodes[node &* 4 + 2]), hi = Int(nodes[node &* 4 + 3])
        return lo <= hi ? lo..<min(hi, count) : 0..<0
    }

    /// Ids of the words whose folded form ends exactly at `node`.
    @inline(__always) public func terminalWords(of node: Int) -> Range<Int> {
        let all = words(under: node)
        guard childCount(of: node) > 0 else { return all }
        let end = Int(nodes[firstChild(of: node) &* 4 + 2])
        return all.lowerBound..<max(all.lowerBound, min(end, all.upperBound))
    }

    @inline(__always) private func firstChild(of node: Int) -> Int { Int(nodes[node &* 4]) }
    @inline(__always) private func childCount(of node: Int) -> Int { Int(nodes[node &* 4 + 1] >> 21) }
}
