/// A node of the lexicon trie as reached from the root. It carries the end of its word range,
/// which the pack does not store: a node's words end where its next sibling's begin (or where
/// its parent's end), which is known while descending.
public struct TrieNode: Hashable, Sendable {
    /// Index of the node in the pack's trie section.
    public let index: Int
    /// One past the last word id under this node.
    public let wordEnd: Int
}
