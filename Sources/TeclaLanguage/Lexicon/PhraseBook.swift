/// Whole phrases a language's keyboard offers as they are begun — N'Ko's greetings, blessings
/// and courtesies, with their English and French meanings — stored in the optional pack section
/// `PHRS` as lines of `phrase<TAB>english<TAB>french` (UTF-8).
///
/// A phrase is offered once the words of the sentence so far begin it: the earlier words whole,
/// the word being typed as the start of the phrase's next one, all compared with their marks
/// folded away (N'Ko typed without tones finds its toned greeting).
public struct PhraseBook: Sendable {
    public struct Entry: Sendable, Equatable {
        /// The phrase as written (tone marks kept).
        public var text: String
        public var english: String
        public var french: String
        /// Its words, folded for matching.
        var foldedWords: [[Unicode.Scalar]]
    }

    public let entries: [Entry]

    /// Most phrases a pack may hold, and the longest phrase line (bytes): a phrase book, not a corpus.
    public static let maximumEntries = 10_000
    public static let maximumLineBytes = 1_000

    /// Reads the `PHRS` section of `file`, or nil when it has none.
    init?(file: PackFile) throws(PackError) {
        guard file.section(.phrases) != nil else { return nil }
        let text = try file.text(.phrases)
        var entries: [Entry] = []
        for line in text.split(separator: "\n") {
            guard line.utf8.count <= Self.maximumLineBytes else { throw .malformedSection("PHRS", reason: "a line of \(line.utf8.count) bytes") }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, !fields[0].isEmpty else { throw .malformedSection("PHRS", reason: "a line without phrase, English and French") }
            entries.append(Entry(text: fields[0], english: fields[1], french: fields[2], foldedWords: Self.words(fields[0])))
            guard entries.count <= Self.maximumEntries else { throw .malformedSection("PHRS", reason: "more than \(Self.maximumEntries) phrases") }
        }
        self.entries = entries
    }

    /// Folded words of a phrase or of typed text: letters and marks, punctuation dropped.
    static func words(_ text: some StringProtocol) -> [[Unicode.Scalar]] {
        text.split(whereSeparator: { $0.isWhitespace }).map { word in
            TextFolding.fold(
                String(word.filter { $0.isLetter || $0.isNumber || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark } }))
        }.filter { !$0.isEmpty }
    }

    /// The phrases the sentence so far begins: `previous` whole words, then `typed` (the word
    /// being typed, at least one letter) as the start of the next. Shortest phrases first, each
    /// with what is left of it from the word being typed on.
    public func phrases(after previous: [String], typing typed: String) -> [(entry: Entry, remainder: String)] {
        let before = previous.flatMap { Self.words($0) }
        guard let current = Self.words(typed).first else { return [] }
        return entries.filter { entry in
            entry.foldedWords.count > before.count && Array(entry.foldedWords.prefix(before.count)) == before
                && entry.foldedWords[before.count].starts(with: current)
        }
        .sorted { ($0.foldedWords.count, $0.text) < ($1.foldedWords.count, $1.text) }
        .map { ($0, $0.text.split(separator: " ").dropFirst(before.count).joined(separator: " ")) }
    }

    /// Writes the phrase book section.
    package static func write(_ lines: [(phrase: String, english: String, french: String)], into writer: inout PackWriter) {
        let text = lines.map { "\($0.phrase.tabSeparatedField)\t\($0.english.tabSeparatedField)\t\($0.french.tabSeparatedField)" }
            .joined(separator: "\n")
        writer.addBlob(.phrases, Array(text.utf8))
    }
}
