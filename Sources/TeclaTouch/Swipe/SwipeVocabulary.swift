import TeclaLanguage

/// The words a gesture can spell, reduced to what a finger draws: the letters of each word's
/// folded form with punctuation left out and repeated letters merged ("don't" → d o n t,
/// "look" → l o k), grouped so that words sharing a path are matched once, and indexed by
/// (first letter, last letter) so a gesture is compared with a few thousand paths, not 100k.
///
/// Built once per pack (about 100 ms for 100k words) and shared; it does not depend on the
/// keyboard's geometry, only on its letters.
///
/// - Complexity: memory O(total letters); the bucket of a (first, last) pair is found in O(1).
public struct SwipeVocabulary: Sendable {
    /// The letters that occur, by code.
    public let alphabet: [Unicode.Scalar]
    /// Paths: letter codes of path `p` are `letters[pathStart[p]..<pathStart[p + 1]]`.
    let letters: [UInt8]
    let pathStart: [UInt32]
    /// Word ids spelled by path `p`: `wordIDs[wordStart[p]..<wordStart[p + 1]]`.
    let wordIDs: [UInt32]
    let wordStart: [UInt32]
    /// Paths sorted by (first, last) letter; bucket `f * alphabet.count + l` is
    /// `bucketStart[b]..<bucketStart[b + 1]` (indices into the path arrays, which are in this order).
    let bucketStart: [UInt32]

    /// Number of distinct paths.
    public var pathCount: Int { pathStart.count - 1 }
    /// Number of words.
    public var wordCount: Int { wordIDs.count }

    /// The vocabulary of a pack's lexicon (word ids are lexicon ids), read from the trie's
    /// folded labels without building any string.
    public init(lexicon: Lexicon) {
        var builder = Builder()
        var stack: [(node: TrieNode, path: [UInt8])] = [(lexicon.root, [])]
        while let (node, path) = stack.popLast() {
            for id in lexicon.terminalWords(of: node) where !path.isEmpty {
                builder.add(path: path, word: UInt32(id))
            }
            for child in lexicon.children(of: node) {
                var next = path
                if let code = builder.code(for: lexicon.label(of: child)) {
                    if next.last != code { next.append(code) }
                } else if !Self.isSkippable(lexicon.label(of: child)) {
                    continue  // a digit or symbol: not a word a gesture spells
                }
                stack.append((child, next))
            }
        }
        self = builder.build()
    }

    /// The vocabulary of a word list (word ids are indices into `words`).
    public init(words: [String]) {
        var builder = Builder()
        for (id, word) in words.enumerated() {
            var path: [UInt8] = []
            var spellable = true
            for scalar in TextFolding.fold(word) {
                if let code = builder.code(for: scalar.value) {
                    if path.last != code { path.append(code) }
                } else if !Self.isSkippable(scalar.value) {
                    spellable = false
                    break
                }
            }
            if spellable, !path.isEmpty { builder.add(path: path, word: UInt32(id)) }
        }
        self = builder.build()
    }

    /// Letter codes of path `p`.
    @inline(__always) func path(_ p: Int) -> Range<Int> { Int(pathStart[p])..<Int(pathStart[p + 1]) }

    /// Word ids of path `p`.
    @inline(__always) func words(_ p: Int) -> ArraySlice<UInt32> { wordIDs[Int(wordStart[p])..<Int(wordStart[p + 1])] }

    /// Paths from letter code `first` to letter code `last`.
    @inline(__always) func bucket(first: Int, last: Int) -> Range<Int> {
        let b = first * alphabet.count + last
        return Int(bucketStart[b])..<Int(bucketStart[b + 1])
    }

    /// The letters of path `p` as a string (for tests and the playground's internals).
    public func spelling(ofPath p: Int) -> String {
        String(String.UnicodeScalarView(path(p).map { alphabet[Int(letters[$0])] }))
    }

    /// Apostrophes, hyphens and dots are typed off the gesture ("don't", "e-mail", "u.s").
    package static func isSkippable(_ value: UInt32) -> Bool {
        value == 0x27 || value == 0x2D || value == 0x2E
    }

    /// Collects (path, word) pairs in flat arrays and groups equal paths by sorting: no
    /// dictionary of arrays, so building 100k words peaks at a few megabytes.
    private struct Builder {
        var alphabet: [Unicode.Scalar] = []
        var codes: [UInt32: UInt8] = [:]
        var flat: [UInt8] = []
        var starts: [UInt32] = [0]
        var ids: [UInt32] = []

        mutating func code(for value: UInt32) -> UInt8? {
            if let code = codes[value] { return code }
            guard let scalar = Unicode.Scalar(value), Character(scalar).isLetter, alphabet.count < 255 else { return nil }
            let code = UInt8(alphabet.count)
            alphabet.append(scalar)
            codes[value] = code
            return code
        }

        mutating func add(path: [UInt8], word: UInt32) {
            flat.append(contentsOf: path)
            starts.append(UInt32(flat.count))
            ids.append(word)
        }

        func build() -> SwipeVocabulary {
            let a = max(1, alphabet.count)
            let flat = self.flat, starts = self.starts, ids = self.ids
            func range(_ i: Int) -> Range<Int> { Int(starts[i])..<Int(starts[i + 1]) }
            func bucket(_ i: Int) -> Int { Int(flat[Int(starts[i])]) * a + Int(flat[Int(starts[i + 1]) - 1]) }
            func samePath(_ i: Int, _ j: Int) -> Bool { flat[range(i)].elementsEqual(flat[range(j)]) }
            // Deterministic order: by bucket, then by letters, then by word id.
            let order = ids.indices.sorted { i, j in
                let bi = bucket(i), bj = bucket(j)
                if bi != bj { return bi < bj }
                let pi = flat[range(i)], pj = flat[range(j)]
                if !pi.elementsEqual(pj) { return pi.lexicographicallyPrecedes(pj) }
                return ids[i] < ids[j]
            }
            var letters: [UInt8] = [], pathStart: [UInt32] = [0], wordIDs: [UInt32] = [], wordStart: [UInt32] = [0]
            letters.reserveCapacity(flat.count / 2)
            wordIDs.reserveCapacity(ids.count)
            var bucketStart = [UInt32](repeating: 0, count: a * a + 1)
            var previous: Int?
            for i in order {
                if let p = previous, samePath(p, i) {
                    wordIDs.append(ids[i])
                    wordStart[wordStart.count - 1] = UInt32(wordIDs.count)
                    continue
                }
                letters.append(contentsOf: flat[range(i)])
                pathStart.append(UInt32(letters.count))
                wordIDs.append(ids[i])
                wordStart.append(UInt32(wordIDs.count))
                bucketStart[bucket(i) + 1] = UInt32(pathStart.count - 1)
                previous = i
            }
            // Empty buckets start where the previous one ended.
            for b in 1...(a * a) where bucketStart[b] < bucketStart[b - 1] { bucketStart[b] = bucketStart[b - 1] }
            return SwipeVocabulary(
                alphabet: alphabet, letters: letters, pathStart: pathStart,
                wordIDs: wordIDs, wordStart: wordStart, bucketStart: bucketStart)
        }
    }

    private init(
        alphabet: [Unicode.Scalar], letters: [UInt8], pathStart: [UInt32], wordIDs: [UInt32],
        wordStart: [UInt32], bucketStart: [UInt32]
    ) {
        self.alphabet = alphabet
        self.letters = letters
        self.pathStart = pathStart
        self.wordIDs = wordIDs
        self.wordStart = wordStart
        self.bucketStart = bucketStart
    }
}

extension SwipeVocabulary {
    /// Whether most of its paths are spelled with a–z only: English, Latin; not Arabic, whose
    /// few Latin brand names do not make it so.
    ///
    /// - Complexity: O(L) for L letters in all paths.
    public var isMostlyLatin: Bool { isMostlySpelled(with: SwipeLetterInput.latinLetters) }

    /// Whether most of its paths are spelled with `alphabet` only (a letter model's letters).
    ///
    /// - Complexity: O(L) for L letters in all paths.
    public func isMostlySpelled(with alphabet: [Unicode.Scalar]) -> Bool {
        let known = self.alphabet.map(alphabet.contains)
        let count = (0..<pathCount).count(where: { p in path(p).allSatisfy { known[Int(letters[$0])] } })
        return pathCount > 0 && 2 * count > pathCount
    }

    /// Every path, ordered by its letters (a shorter path before the longer ones it begins):
    /// the paths beginning with any prefix are then one contiguous range, which is what the
    /// letter model's beam search walks.
    ///
    /// - Complexity: O(P log P) comparisons of paths, for P paths.
    package func pathsInLetterOrder() -> [UInt32] {
        letters.withUnsafeBufferPointer { letters in
            (0..<UInt32(pathCount)).sorted { a, b in
                let ra = path(Int(a)), rb = path(Int(b))
                let n = min(ra.count, rb.count)
                for k in 0..<n where letters[ra.lowerBound + k] != letters[rb.lowerBound + k] {
                    return letters[ra.lowerBound + k] < letters[rb.lowerBound + k]
                }
                return ra.count < rb.count
            }
        }
    }
}
