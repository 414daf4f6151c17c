/// Packs up to three model ids (each < 2^21) into one sortable integer: sorting keys sorts
/// n-grams by their first word, then second, then third — the order the pack stores them in.
package enum NGramKey {
    package static let bits: UInt64 = 21
    package static let mask: UInt64 = (1 << bits) - 1
    /// Largest vocabulary (words plus special tokens) a pack can hold.
    package static let maximumVocabulary = 1 << 21

    package static func bigram(_ v: Int, _ w: Int) -> UInt64 { UInt64(v) << bits | UInt64(w) }
    package static func trigram(_ u: Int, _ v: Int, _ w: Int) -> UInt64 {
        UInt64(u) << (2 * bits) | UInt64(v) << bits | UInt64(w)
    }
    package static func first(_ key: UInt64) -> Int { Int(key >> bits) }
    package static func last(_ key: UInt64) -> Int { Int(key & mask) }
    /// For a trigram key: the (u, v) context as a bigram key.
    package static func context(ofTrigram key: UInt64) -> UInt64 { key >> bits }
    /// For a trigram key: the (v, w) suffix as a bigram key.
    package static func suffix(ofTrigram key: UInt64) -> UInt64 { key & ((1 << (2 * bits)) - 1) }
}
