/// The text before the cursor, read the way prediction needs it: the words of the current
/// sentence so far and the partial word being typed.
public struct TypingContext: Hashable, Sendable {
    /// Words of the current sentence before the word being typed (oldest first).
    public var previousWords: [String]
    /// The words of the sentences typed before the current one (ended with a stop), oldest
    /// first, as far back as the text read goes: a model that reads whole turns
    /// (``NeuralLanguageModel/readsTurns``) takes the message's earlier sentences as context.
    public var earlierSentences: [[String]]
    /// The partial word at the cursor ("" right after a space).
    public var currentWord: String
    /// True when the word being typed starts a sentence (suggestions are capitalized).
    public var isSentenceStart: Bool { previousWords.isEmpty && startsWithCapital }

    private var startsWithCapital: Bool

    /// Builds a context from explicit parts.
    public init(
        previousWords: [String], currentWord: String = "", capitalizeSentenceStart: Bool = true, earlierSentences: [[String]] = []
    ) {
        self.previousWords = previousWords
        self.earlierSentences = earlierSentences
        self.currentWord = currentWord
        startsWithCapital = capitalizeSentenceStart
    }

    /// Parses the text before the cursor. Only the last few hundred characters matter.
    public init(textBeforeCursor text: String) {
        let tail = String(text.suffix(300))
        let end = Self.currentWordStart(in: tail)
        let current = tail[end...]
        let head = tail[..<end]
        let tokenizer = CorpusTokenizer()
        let sentences = tokenizer.sentences(in: head)
        let trimmed = head.reversed().drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\"" || $0 == ")" }
        var endsSentence = trimmed.first.map { $0 == "." || $0 == "!" || $0 == "?" || $0 == "\n" } ?? true
        if trimmed.first == "." {
            // "Mr. " does not end a sentence.
            let word = String(trimmed.dropFirst().prefix { $0.isLetter }.reversed())
            if tokenizer.abbreviations.contains(word) { endsSentence = false }
        }
        func spelled(_ sentence: [Substring?]) -> [String] { sentence.map { $0.map(String.init) ?? "<unk>" } }
        let words: [String]
        var earlier = sentences
        if endsSentence || head.last == "\n" {
            words = []
        } else {
            words = spelled(sentences.last ?? [])
            earlier = earlier.dropLast()
        }
        // The first sentence of a cut tail is only its end.
        if text.count > tail.count, !earlier.isEmpty { earlier.removeFirst() }
        self.init(previousWords: words, currentWord: String(current), earlierSentences: earlier.map(spelled))
    }

    /// The word being typed at the end of `text` (what ``currentWord`` would be), without
    /// reading the sentence before it: the cheap question a keystroke asks most.
    public static func currentWord(before text: String) -> String {
        let tail = text.suffix(300)
        return String(tail[currentWordStart(in: tail)...])
    }

    /// Where the word characters (and apostrophes) at the end of `text` begin.
    private static func currentWordStart<Text: BidirectionalCollection<Character>>(in text: Text) -> Text.Index {
        var start = text.endIndex
        while start > text.startIndex {
            let before = text.index(before: start)
            let c = text[before]
            guard CorpusTokenizer.isWordCharacter(c) || CorpusTokenizer.isApostrophe(c) else { break }
            start = before
        }
        return start
    }
}
