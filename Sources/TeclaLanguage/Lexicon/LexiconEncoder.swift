import Foundation

/// Writes the lexicon sections: spellings, quantized frequencies and the folded-form trie.
///
/// Word ids are positions in folded order (then by spelling), so that the words under any trie
/// node form one contiguous id range: "all words starting with *ger*" is a range check.
/// The trie is stored breadth-first, three UInt32 per node:
/// `[first child, label | child count << 21, first word]`; a node's last word is implied by its
/// next sibling's first word (see `TrieNode`).
struct LexiconEncoder {
    /// Children per node are limited by the packed field.
    static let maximumChildren = (1 << 11) - 1

    enum Failure: Error, CustomStringConvertible {
        case tooManyChildren(prefix: String, count: Int)
        case duplicateSpelling(String)
        var description: String {
            switch self {
            case let .tooManyChildren(prefix, count): "trie node '\(prefix)' has \(count) children (max \(LexiconEncoder.maximumChildren))"
            case let .duplicateSpelling(s): "duplicate spelling '\(s)' in lexicon"
            }
        }
    }

    /// Entries sorted into id order.
    let ordered: [LexiconEntry]
    private let keys: [[Unicode.Scalar]]

    init(entries: [LexiconEntry]) throws {
        let keyed = entries.map { (TextFolding.fold($0.spelling), $0) }
            .sorted { a, b in
                if a.0.lexicographicallyPrecedes(b.0, by: { $0.value < $1.value }) { return true }
                if b.0.lexicographicallyPrecedes(a.0, by: { $0.value < $1.value }) { return false }
                return Array(a.1.spelling.unicodeScalars).lexicographicallyPrecedes(
                    Array(b.1.spelling.unicodeScalars), by: { $0.value < $1.value })
            }
        for i in keyed.indices.dropFirst() where keyed[i].1.spelling == keyed[i - 1].1.spelling {
            throw Failure.duplicateSpelling(keyed[i].1.spelling)
        }
        ordered = keyed.map(\.1)
        keys = keyed.map(\.0)
    }

    /// Writes the sections and returns the number of trie nodes.
    func write(into writer: inout PackWriter) throws -> Int {
        var blob: [UInt8] = []
        var offsets: [UInt32] = [0]
        for entry in ordered {
            blob.append(contentsOf: entry.spelling.utf8)
            offsets.append(UInt32(blob.count))
        }
        let total = ordered.reduce(0.0) { $0 + $1.frequency }
        let logs = ordered.map { log10(max($0.frequency / max(total, 1e-300), 1e-12)) }
        let book = LogProbCodebook(fitting: logs)
        writer.addBlob(.wordBytes, blob)
        writer.addArray(.wordOffsets, offsets)
        writer.addArray(.wordFrequency, logs.map { book.code(for: $0) })
        writer.addArray(.wordFrequencyCodebook, book.levels)
        let nodes = try trieNodes()
        writer.addArray(.trieNodes, nodes)
        return nodes.count / 3
    }

    /// Breadth-first trie over the folded keys.
    private func trieNodes() throws -> [UInt32] {
        struct Pending { var depth: Int; var lo: Int; var hi: Int; var label: UInt32 }
        var nodes: [UInt32] = []
        var queue = [Pending(depth: 0, lo: 0, hi: keys.count, label: 0)]
        var head = 0
        var nextIndex = 1
        while head < queue.count {
            let node = queue[head]
            head += 1
            var i = node.lo
            while i < node.hi, keys[i].count == node.depth { i += 1 }
            var children: [Pending] = []
            while i < node.hi {
                let label = keys[i][node.depth]
                var j = i + 1
                while j < node.hi, keys[j][node.depth] == label { j += 1 }
                children.append(Pending(depth: node.depth + 1, lo: i, hi: j, label: label.value))
                i = j
            }
            if children.count > Self.maximumChildren {
                let prefix = String(String.UnicodeScalarView(keys[node.lo].prefix(node.depth)))
                throw Failure.tooManyChildren(prefix: prefix, count: children.count)
            }
            nodes.append(UInt32(children.isEmpty ? 0 : nextIndex))
            nodes.append(node.label | UInt32(children.count) << 21)
            nodes.append(UInt32(node.lo))
            nextIndex += children.count
            queue.append(contentsOf: children)
        }
        return nodes
    }
}
