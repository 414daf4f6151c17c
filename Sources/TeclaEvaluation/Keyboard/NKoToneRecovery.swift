import TeclaKeyboard
import TeclaTouch
import Dispatch
import TeclaCore
import TeclaLanguage
import TeclaScripts

/// How well N'Ko typed from Latin letters gets its tones back: for every N'Ko word of a text,
/// romanize it (``NKoRomanizer``: the tones are lost, as when a person types it), type those
/// letters through ``NKoTransliterationInputMethod`` after the sentence's real previous words,
/// and look at the suggestion bar once the last letter is typed: is the original tone-marked
/// word the first slot (what space types), or in one of the three?
///
/// Keystroke savings are counted on the way: without suggestions a word costs its letters and a
/// space (and gets no tones); with them, the letters typed until the bar offers the word, plus
/// the tap that types it and its space.
public struct NKoToneRecovery: Sendable {
    /// The totals so far.
    public struct Report: Codable, Equatable, Sendable {
        /// N'Ko words measured.
        public var words = 0
        /// Tokens skipped (not N'Ko letters: numbers, Latin, punctuation).
        public var skippedTokens = 0
        /// Words whose exact tone-marked spelling the lexicon holds, and how they fared.
        public var inVocabulary = 0
        public var inVocabularyTop1 = 0
        public var inVocabularyTop3 = 0
        /// Words the lexicon lacks, and how many of them still got a valid untoned spelling
        /// (the transliteration is the word without its tones, up to N'Ko's elided vowels).
        public var outOfVocabulary = 0
        public var outOfVocabularyValidSpelling = 0
        /// Keys without suggestions (letters + space) and with them.
        public var keysWithout = 0
        public var keysWith = 0
        /// Words offered before any of their letters (next-word predictions), top 3.
        public var predictedNext = 0

        public var top1Rate: Double { inVocabulary == 0 ? 0 : Double(inVocabularyTop1) / Double(inVocabulary) }
        public var top3Rate: Double { inVocabulary == 0 ? 0 : Double(inVocabularyTop3) / Double(inVocabulary) }
        public var oovRate: Double { words == 0 ? 0 : Double(outOfVocabulary) / Double(words) }
        public var oovValidSpellingRate: Double {
            outOfVocabulary == 0 ? 0 : Double(outOfVocabularyValidSpelling) / Double(outOfVocabulary)
        }
        /// Microseconds of each suggestion-bar refresh (a letter typed), in the order measured.
        public var barMicroseconds: [Double] = []

        /// The `q` quantile (0…1) of the bar refresh times, in milliseconds.
        public func barLatencyMilliseconds(quantile q: Double) -> Double {
            Percentiles(barMicroseconds)[q] / 1000
        }

        public var nextWordTop3Rate: Double { words == 0 ? 0 : Double(predictedNext) / Double(words) }
        /// The share of key presses saved: 1 − with / without.
        public var savings: Double { keysWithout == 0 ? 0 : 1 - Double(keysWith) / Double(keysWithout) }

        public init() {}

        enum CodingKeys: String, CodingKey {
            case words, skippedTokens, inVocabulary, inVocabularyTop1, inVocabularyTop3, outOfVocabulary,
                outOfVocabularyValidSpelling, keysWithout, keysWith, predictedNext
        }
    }

    /// What happened to one word.
    public struct WordResult: Equatable, Sendable {
        public var latin: String
        /// The untoned N'Ko the letters typed (the marked text before a suggestion is taken).
        public var typed: String
        /// The bar after the last letter.
        public var slots: [String]
        /// Letters typed when the bar first offered the word (0: as the next word), or nil.
        public var offeredAfter: Int?
        /// Microseconds each bar refresh took, one per letter.
        public var barMicroseconds: [Double] = []
    }

    public let engine: SuggestionEngine
    public private(set) var report = Report()
    /// Called for each word whose tones were not restored as the first slot (for tuning).
    public var onMiss: (@Sendable (_ word: String, _ result: WordResult, _ inVocabulary: Bool) -> Void)?
    private let romanizer = NKoRomanizer()
    private let tokenizer = CorpusTokenizer()

    public init(engine: SuggestionEngine) {
        self.engine = engine
    }

    /// Measures every N'Ko word of one line, each after the line's words before it.
    public mutating func add(line: String) {
        var context = ""
        for sentence in tokenizer.sentences(in: line) {
            for case let token? in sentence {
                let word = String(token)
                guard Self.isNKoWord(word), let result = type(word, after: context) else {
                    report.skippedTokens += 1
                    context += word + " "
                    continue
                }
                report.words += 1
                let inVocabulary = engine.predictor.pack.lexicon.id(exactly: word) != nil
                if result.slots.first != word { onMiss?(word, result, inVocabulary) }
                if inVocabulary {
                    report.inVocabulary += 1
                    if result.slots.first == word { report.inVocabularyTop1 += 1 }
                    if result.slots.prefix(3).contains(word) { report.inVocabularyTop3 += 1 }
                } else {
                    report.outOfVocabulary += 1
                    if Self.isValidUntonedSpelling(result.typed, of: word) { report.outOfVocabularyValidSpelling += 1 }
                }
                let without = result.latin.count + 1
                report.keysWithout += without
                report.keysWith += result.offeredAfter.map { min(without, $0 + 1) } ?? without
                if result.offeredAfter == 0 { report.predictedNext += 1 }
                report.barMicroseconds += result.barMicroseconds
                context += word + " "
            }
        }
    }

    /// Types `word`'s romanization after `context` (text ending in a space, or empty).
    public func type(_ word: String, after context: String) -> WordResult? {
        let latin = romanizer.romanize(word).lowercased()
        guard !latin.isEmpty, latin.allSatisfy(NKoTransliterator.isWordLetter) else { return nil }
        let document = TextBuffer(text: context)
        let method = NKoTransliterationInputMethod()
        var offeredAfter: Int?
        var slots = engine.suggestions(textBeforeCursor: context).map(\.text)
        if slots.contains(word) { offeredAfter = 0 }
        var times: [Double] = []
        for (index, letter) in latin.enumerated() {
            for edit in method.type(String(letter), in: document) { document.apply(edit) }
            let start = DispatchTime.now().uptimeNanoseconds
            slots = engine.suggestions(textBeforeCursor: document.textBeforeCursor, composingText: document.markedText ?? "").map(\.text)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
            if offeredAfter == nil, slots.contains(word) { offeredAfter = index + 1 }
        }
        return WordResult(latin: latin, typed: method.composingText, slots: slots, offeredAfter: offeredAfter, barMicroseconds: times)
    }

    /// Whether `token` is an N'Ko word: letters (ߊ … ߪ), marks and elision apostrophes only, and
    /// at least one letter; digits and the signs ߶ … ߺ are not.
    static func isNKoWord(_ token: String) -> Bool {
        let scalars = token.unicodeScalars
        func isLetter(_ s: Unicode.Scalar) -> Bool { (0x07CA...0x07EA).contains(s.value) }
        return scalars.contains(where: isLetter)
            && scalars.allSatisfy { isLetter($0) || NKoAlphabet.isCombiningMark($0) || NKoAlphabet.apostrophes.contains($0) }
    }

    /// Whether `typed` (untoned N'Ko from Latin letters) spells `word` without its tones, allowing
    /// for the vowels N'Ko leaves out and the letters Latin typing cannot tell apart (folding).
    public static func isValidUntonedSpelling(_ typed: String, of word: String) -> Bool {
        let target = TextFolding.fold(word)
        return NKoSpellingVariants.variants(of: typed, isComplete: true).contains { TextFolding.fold($0) == target }
    }
}
