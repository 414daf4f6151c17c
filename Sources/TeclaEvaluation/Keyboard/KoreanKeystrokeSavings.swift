import TeclaTyping
import TeclaKeyboard
import TeclaTouch
import TeclaCore
import TeclaLanguage
import TeclaScripts

/// Keystroke savings of Korean completion on Cheon-Ji-In: for every Hangul word of a text, the
/// key presses that type it with and without picking it from the suggestion bar.
///
/// Without suggestions a word costs the keys ``CheonJiInKeyPlanner`` plans for it (strokes,
/// consonant presses and the breaks between syllables that would merge) plus two spaces: one
/// ends the syllable being composed, the next types the space between words. With suggestions
/// the typist looks at the bar before every key (after the previous word, too: next-word
/// predictions) and taps the word as soon as it is in one of the three slots, which types it
/// and its space: the keys pressed so far plus one. Words not written wholly in Hangul
/// syllables (numbers, Latin) are skipped; punctuation around a word is not counted either way.
public struct KoreanKeystrokeSavings: Sendable {
    /// The totals so far.
    public struct Report: Codable, Equatable, Sendable {
        /// Hangul words measured.
        public var words = 0
        /// Tokens skipped (not wholly Hangul once punctuation around them is removed).
        public var skippedTokens = 0
        /// Words the pack's lexicon holds.
        public var wordsInLexicon = 0
        /// Key presses without suggestions (word keys + 2 spaces each).
        public var keysWithout = 0
        /// Key presses when the word is tapped as soon as the bar offers it.
        public var keysWith = 0
        /// Words the bar offered before they were fully typed (next word included).
        public var wordsOffered = 0
        /// Words offered before any key of theirs: next-word predictions that hit.
        public var wordsPredicted = 0

        /// The share of key presses saved: 1 − with / without.
        public var savings: Double { keysWithout == 0 ? 0 : 1 - Double(keysWith) / Double(keysWithout) }

        public init() {}
    }

    /// The cost of one word.
    public struct WordCost: Equatable, Sendable {
        /// Keys without suggestions (the word's keys + 2 spaces).
        public var without: Int
        /// Keys with suggestions.
        public var with: Int
        /// How many of the word's keys had been pressed when the bar first offered it (0: as the
        /// next word), or nil when it never did.
        public var offeredAfter: Int?
    }

    public let engine: SuggestionEngine
    public let options: CheonJiInOptions
    public private(set) var report = Report()

    public init(engine: SuggestionEngine, options: CheonJiInOptions = CheonJiInOptions()) {
        self.engine = engine
        self.options = options
    }

    /// Measures every word of one line of text (a sentence or a chat turn), each in the context
    /// of the words before it on the line.
    public mutating func add(line: String) {
        var context = ""
        for token in line.split(whereSeparator: \.isWhitespace) {
            let word = Self.hangulWord(in: token)
            if let word, let cost = cost(of: word, after: context) {
                report.words += 1
                report.keysWithout += cost.without
                report.keysWith += cost.with
                if cost.offeredAfter != nil { report.wordsOffered += 1 }
                if cost.offeredAfter == 0 { report.wordsPredicted += 1 }
                if engine.predictor.pack.lexicon.id(exactly: word) != nil { report.wordsInLexicon += 1 }
            } else {
                report.skippedTokens += 1
            }
            context += token + " "
        }
    }

    /// The cost of typing `word` after `context` (text ending in a space, or empty), or nil when
    /// the keys cannot type it.
    public func cost(of word: String, after context: String) -> WordCost? {
        var planner = CheonJiInAutomaton(options: options)
        var keys: [CheonJiInKey] = []
        for character in word {
            guard let next = CheonJiInKeyPlanner.keys(toType: character, after: planner) else { return nil }
            for key in next { planner.press(key) }
            keys += next
        }
        let without = keys.count + 2
        var automaton = CheonJiInAutomaton(options: options)
        var committed = ""
        let target = Array(word.unicodeScalars)
        for pressed in 0...keys.count {
            if pressed > 0 { committed += automaton.press(keys[pressed - 1]) }
            let composing = automaton.composingText
            let slots = engine.suggestions(textBeforeCursor: context + committed + composing, composingText: composing)
            if slots.contains(where: { Array($0.text.unicodeScalars) == target }) {
                return WordCost(without: without, with: min(without, pressed + 1), offeredAfter: pressed)
            }
        }
        return WordCost(without: without, with: without, offeredAfter: nil)
    }

    /// The word in a token with punctuation around it removed, if it is wholly Hangul syllables.
    static func hangulWord(in token: Substring) -> String? {
        let isSyllable = { (c: Character) in c.unicodeScalars.count == 1 && HangulSyllable(c.unicodeScalars.first!) != nil }
        let core = token.drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed()
        let word = String(core)
        guard !word.isEmpty, word.allSatisfy(isSyllable) else { return nil }
        return word
    }
}
