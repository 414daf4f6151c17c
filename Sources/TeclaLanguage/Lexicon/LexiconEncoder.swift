import Foundation

/// Writes the lexicon sections: spellings, quantized frequencies and the folded-form trie.
///
/// Word ids are positions in folded order (then by spelling), so that the words under any trie
/// node form one contiguous id range: "all words starting with *ger*" is a range check.
/// The trie is stored breadth-first, one UInt64 per node plus a final sentinel:
/// `first child | first word << 21 | label << 42`. Children are contiguous, so a node's
/// children run up to the next node's first child, and a node's last word is implied by its
/// next sibling's first word (see `TrieNode`).
package struct LexiconEncoder {
    /// Node indices, word ids and labels each take 21 bits.
    package static let fieldLimit = 1 << 21

    enum Failure: Error, CustomStringConvertible {
        case tooLarge(nodes: Int, words: Int)
        case duplicateSpelling(String)
        var description: String {
            switch self {
            case let .tooLarge(nodes, words):
                "lexicon too large for the pack format: \(nodes) trie nodes, \(words) words (max \(LexiconEncoder.fieldLimit - 1) each)"
            case let .duplicateSpelling(s): "duplicate spelling '\(s)' in lexicon"
            }
        }
    }

    /// Entries sorted into id order.
    package let ordered: [LexiconEntry]
    private let keys: [[Unicode.Scalar]]

    package init(entries: [LexiconEntry]) throws {
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
    package func write(into writer: inout PackWriter) throws -> Int {
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
        return nodes.count - 1
    }

    /// Breadth-first trie over the folded keys.
    private func trieNodes() throws -> [UInt64] {
        struct Pending { var depth: Int; var lo: Int; var hi: Int; var label: UInt32 }
        var nodes: [UInt64] = []
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
            // A childless node still records where its children would start, so that every
            // node's children end where the next node's begin.
            nodes.append(UInt64(nextIndex) | UInt64(node.lo) << 21 | UInt64(node.label) << 42)
            nextIndex += children.count
            queue.append(contentsOf: children)
        }
        nodes.append(UInt64(nextIndex))
        guard nextIndex < Self.fieldLimit, keys.count < Self.fieldLimit else {
            throw Failure.tooLarge(nodes: nextIndex, words: keys.count)
        }
        return nodes
    }
}
