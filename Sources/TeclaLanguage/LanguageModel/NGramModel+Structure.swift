extension NGramModel {
    /// Checks what the checksums cannot: that the tables the model binary-searches are what the
    /// searches assume. Row starts ascend from 0 to the table's length; within a row the words
    /// ascend strictly and are model ids; trigram contexts ascend strictly and name stored
    /// bigrams; codebook levels are finite and ascending (codes are compared as values).
    ///
    /// - Complexity: O(V + bigrams + trigrams) time, no allocation.
    func validateStructure() throws(PackError) {
        try Self.validateRows(starts: bigramStarts, rows: vocabularySize, words: bigramWords, vocabulary: vocabularySize, tags: ("B2ST", "B2WD"))
        var previous: UInt32?
        for i in 0..<trigramContexts.count {
            let context = trigramContexts[i]
            guard Int(context) < bigramWords.count, previous.map({ context > $0 }) ?? true else {
                throw .malformedSection("T3CX", reason: "context \(i) (bigram \(context)) is out of order or not a stored bigram")
            }
            previous = context
        }
        try Self.validateRows(starts: trigramStarts, rows: trigramContexts.count, words: trigramWords, vocabulary: vocabularySize, tags: ("T3ST", "T3WD"))
        for (book, tag) in [(p1Book, "C1PQ"), (b1Book, "C1BQ"), (p2Book, "C2PQ"), (b2Book, "C2BQ"), (p3Book, "C3PQ")] {
            for i in 0..<256 where !book.levels[i].isFinite || (i > 0 && book.levels[i] < book.levels[i - 1]) {
                throw .malformedSection(tag, reason: "level \(i) is \(book.levels[i]): levels must be finite and ascending")
            }
        }
    }

    private static func validateRows(
        starts: PackedArray<UInt32>, rows: Int, words: PackedArray<UInt32>, vocabulary: Int,
        tags: (starts: String, words: String)
    ) throws(PackError) {
        guard starts[0] == 0, Int(starts[rows]) == words.count else {
            throw .malformedSection(tags.starts, reason: "rows span \(starts[0])..<\(starts[rows]), the table holds \(words.count)")
        }
        for row in 0..<rows {
            let lo = Int(starts[row]), hi = Int(starts[row + 1])
            guard lo <= hi, hi <= words.count else { throw .malformedSection(tags.starts, reason: "row \(row) spans \(lo)..<\(hi) of \(words.count)") }
            var previous = -1
            for i in lo..<hi {
                let word = Int(words[i])
                guard word > previous, word < vocabulary else {
                    throw .malformedSection(tags.words, reason: "row \(row) is not sorted or names word \(word) of \(vocabulary)")
                }
                previous = word
            }
        }
    }
}
