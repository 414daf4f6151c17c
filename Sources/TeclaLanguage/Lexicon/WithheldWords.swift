/// Words the keyboard never offers on its own — vulgar words, slurs, the vocabulary of violence —
/// stored in the optional pack section `BLCK` as lower-case UTF-8 lines, and resolved once to
/// the lexicon's ids (every case form of each word).
///
/// The predictor leaves them out of next words, completions and phrases; what the user typed
/// themselves (their learned words, their dictionary) is offered as before, and typing such a
/// word is never corrected away.
///
/// ```swift
/// let withheld = pack.withheld          // nil when the pack has no list
/// withheld?.contains(id)                // O(1)
/// ```
public struct WithheldWords: Sendable {
    /// The listed words, lower-case.
    public let words: [String]
    /// The lexicon ids of every case form of a listed word.
    public let ids: Set<Int>

    /// Most words a list may hold, and the longest word (bytes): a list, not a dictionary.
    public static let maximumWords = 10_000
    public static let maximumWordBytes = 100

    /// Reads the `BLCK` section of `file`, or nil when it has none.
    init?(file: PackFile, lexicon: Lexicon) throws(PackError) {
        guard file.section(.withheldWords) != nil else { return nil }
        var words: [String] = []
        for line in try file.text(.withheldWords).split(separator: "\n") {
            guard line.utf8.count <= Self.maximumWordBytes else { throw .malformedSection("BLCK", reason: "a word of \(line.utf8.count) bytes") }
            words.append(String(line))
            guard words.count <= Self.maximumWords else { throw .malformedSection("BLCK", reason: "more than \(Self.maximumWords) words") }
        }
        self.init(words: words, lexicon: lexicon)
    }

    /// A list over `lexicon`: each word stands for all its case forms ("fuck", "Fuck", "FUCK").
    public init(words: [String], lexicon: Lexicon) {
        self.words = words
        var ids = Set<Int>()
        for word in words {
            let lower = word.lowercased()
            for id in lexicon.lookup(word) where lexicon.spelling(of: id).lowercased() == lower { ids.insert(id) }
        }
        self.ids = ids
    }

    /// Whether the word with this lexicon id is withheld.
    @inline(__always) public func contains(_ id: Int) -> Bool { ids.contains(id) }

    /// Writes the section: the words, lower-cased, de-duplicated, sorted.
    package static func write(_ words: [String], into writer: inout PackWriter) {
        let lines = Set(words.map { $0.lowercased() }).sorted()
        writer.addBlob(.withheldWords, Array(lines.joined(separator: "\n").utf8))
    }
}
