import Foundation

/// Word completions and next-word predictions from a language pack, ranked by the trigram model
/// in context, and merged into the three slots of a suggestion bar.
///
/// Candidates come from the stored trigrams after the last two words, the bigrams after the
/// last word and the most frequent unigrams; each is then scored with the full backed-off
/// probability. Completions are restricted to the id range of the typed prefix's trie node,
/// which is a contiguous slice of each sorted row.
///
/// With a neural model (``LanguagePack/neural``), every score is the linear mix
/// λ·P_neural + (1 − λ)·P_trigram (``NeuralLanguageModel/mixWeight``), and the neural model's own
/// best words in the range join the candidates ("I'm on my" → "way", fourth for the trigram
/// alone, behind "calendar"). A word the neural model lacks gets its share of the model's `<unk>`.
///
/// Completions keep what the user typed: its case (``Capitalization``) and its diacritics
/// (``TypedDiacritics``: "amā" completes to "amābat" from a stored "amabat", and with
/// ``MarkedSpellingRules`` never to "amāt" from "amat", whose a is short). With an
/// ``EncliticAnalyzer`` (Latin), a context word with an enclitic is read as its host and a
/// host followed by the start of an enclitic completes to both ("virumq" → "virumque").
public struct Predictor: Sendable {
    /// The pack predictions come from.
    public let pack: LanguagePack
    /// The language's enclitics, if it writes them joined to words.
    public let enclitics: (any EncliticAnalyzer)?
    /// Where the language's marks may stand, if it says (Latin macrons only on long vowels).
    public let markRules: (any MarkedSpellingRules)?
    /// Most frequent words overall (model ids), the last-resort candidates.
    private let topUnigrams: [Int]
    /// The few thousand most frequent words, sorted by id: large prefix ranges are searched
    /// through these instead of word by word.
    private let frequentWords: [Int]
    private static let frequentWordCount = 3000
    /// How many candidates each source contributes before rescoring.
    private let candidatesPerSource = 24
    /// How sentences left without their stops are read.
    public var unpunctuated = UnpunctuatedSentences()

    /// Creates a predictor over `pack` (one pass over the unigrams to find the frequent words).
    public init(pack: LanguagePack, enclitics: (any EncliticAnalyzer)? = nil, markRules: (any MarkedSpellingRules)? = nil) {
        self.pack = pack
        self.enclitics = enclitics
        self.markRules = markRules
        let model = pack.model
        // Histogram of unigram codes: the code above which the most frequent words lie.
        var histogram = [Int](repeating: 0, count: 256)
        for w in 0..<model.wordCount { histogram[Int(model.unigramProb[w])] += 1 }
        var cutoff = 255, covered = 0
        while cutoff > 0, covered + histogram[cutoff] <= Self.frequentWordCount {
            covered += histogram[cutoff]
            cutoff -= 1
        }
        var frequent: [Int] = []
        frequent.reserveCapacity(covered)
        var top = TopCandidates(capacity: 48)
        for w in 0..<model.wordCount where Int(model.unigramProb[w]) > cutoff {
            frequent.append(w)
            top.offer(w, model.unigramLogProb(w))
        }
        frequentWords = frequent
        topUnigrams = top.items.map(\.id)
        // Only a script with capitals shows where an unpunctuated sentence began; in the others
        // (Arabic, Hangul, N'Ko) sentences are read at their stops alone.
        let lexicon = pack.lexicon
        unpunctuated.isEnabled = topUnigrams.contains { lexicon.spelling(of: $0).contains { $0.isUppercase || $0.isLowercase } }
    }

    // MARK: Suggestion bar

    /// The three suggestion-bar slots for the text before the cursor.
    public func suggestions(textBeforeCursor: String) -> [Suggestion] {
        suggestions(for: TypingContext(textBeforeCursor: textBeforeCursor))
    }

    /// The three suggestion-bar slots, iOS style: after a space, three next-word predictions;
    /// while typing, the typed word verbatim first, then the best completions. `corrections`
    /// (from a `Corrector`) compete with completions for the last two slots.
    public func suggestions(for context: TypingContext, corrections: [Suggestion] = []) -> [Suggestion] {
        if context.currentWord.isEmpty {
            return nextWords(after: context, limit: 3)
        }
        var slots = [Suggestion(text: context.currentWord, kind: .verbatim, score: 0)]
        let pool = (completions(for: context, limit: 4) + corrections).sorted { $0.score > $1.score }
        for candidate in pool where slots.count < 3 && !slots.contains(where: { $0.text == candidate.text }) {
            slots.append(candidate)
        }
        return slots
    }

    // MARK: Next word

    /// The most likely next words after the context's previous words.
    ///
    /// When the sentence may have ended without its full stop ("I'm fine " before "What about
    /// you"), the words that start a sentence are offered too, weighed by how likely the model
    /// finds the sentence's end here (``UnpunctuatedSentences``).
    public func nextWords(after context: TypingContext, limit: Int) -> [Suggestion] {
        let scorer = scorer(for: context)
        let sentence = scorer.sentence
        guard unpunctuated.isEnabled, !sentence.isEmpty, limit > 0 else { return nextWords(after: context, limit: limit, scorer: scorer) }
        let end = newSentenceWeight(scorer)
        guard end > 0 else { return nextWords(after: context, limit: limit, scorer: scorer) }
        // Capitals are the writer's: "I'm fine" → "What", "im fine" → "what".
        let capitalizes = sentence.first?.first?.isUppercase ?? true
        let startScorer = newSentenceScorer(after: scorer)
        // Each word of either list is scored both ways: as the sentence's next word and as the
        // next sentence's first; the two are one suggestion when the writer uses no capitals.
        let pool = min(limit, 1 << 20) * 2
        // In id order, so that equal texts add up the same way every time.
        let candidates = Set(
            nextWordIDs(limit: pool, scorer: scorer).map(\.id) + nextWordIDs(limit: pool, scorer: startScorer).map(\.id)
        ).sorted()
        var probabilities: [String: Double] = [:]
        for w in candidates {
            let stored = pack.lexicon.spelling(of: w)
            let continuing = (1 - end) * Foundation.pow(10, Double(scorer.logProb(w)))
            let starting = end * Foundation.pow(10, Double(startScorer.logProb(w)))
            probabilities[stored, default: 0] += continuing
            probabilities[capitalizes ? Capitalization.capitalizedFirst(stored) : stored, default: 0] += starting
        }
        return
            probabilities
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(limit)
            .map { Suggestion(text: $0.key, kind: .prediction, score: Foundation.log10(max($0.value, .leastNormalMagnitude))) }
    }

    /// The most likely next words as `scorer` ranks them.
    func nextWords(after context: TypingContext, limit: Int, scorer: ContextScorer) -> [Suggestion] {
        nextWordIDs(limit: limit, scorer: scorer).map { item in
            let stored = pack.lexicon.spelling(of: item.id)
            let text = context.isSentenceStart ? Capitalization.capitalizedFirst(stored) : stored
            return Suggestion(text: text, kind: .prediction, score: Double(item.score))
        }
    }

    /// The ids of the `limit` likeliest next words as `scorer` ranks them, with their log10 scores.
    private func nextWordIDs(limit: Int, scorer: ContextScorer) -> [(id: Int, score: Float)] {
        var top = TopCandidates(capacity: limit)
        for w in candidates(scorer, in: 0..<pack.model.wordCount) {
            top.offer(w, scorer.logProb(w))
        }
        return top.items.map { ($0.id, $0.score) }
    }

    // MARK: Completion

    /// Words that start with the context's current word (folded: case and diacritics are
    /// ignored for matching, the typed case is applied to the result).
    public func completions(for context: TypingContext, limit: Int) -> [Suggestion] {
        let typed = context.currentWord
        guard !typed.isEmpty else { return [] }
        guard let node = pack.lexicon.node(forFolded: TextFolding.fold(typed)) else {
            return encliticCompletions(for: context, limit: limit)
        }
        return completions(under: [node], context: context, limit: limit, kind: .completion, penalty: { _ in 0 })
    }

    /// How much less likely a host is taken to be followed by an enclitic than to stand alone
    /// (log10): -que, the commonest, follows about one word in thirty in Latin prose.
    static let encliticPenalty: Float = -1.5

    /// Completions of a known word followed by the start of an enclitic: "virumq" → "virumque",
    /// "estn" → "estne". Empty without an ``EncliticAnalyzer`` or when the typed word could be
    /// anything else.
    public func encliticCompletions(for context: TypingContext, limit: Int) -> [Suggestion] {
        guard let enclitics else { return [] }
        let typed = context.currentWord
        let scorer = scorer(for: context)
        var found: [Suggestion] = []
        for enclitic in enclitics.enclitics {
            for length in 1...enclitic.count where typed.count > length {
                let start = String(enclitic.prefix(length))
                guard typed.lowercased().hasSuffix(start) else { continue }
                let host = String(typed.dropLast(length))
                guard let id = pack.lexicon.resolve(host) else { continue }
                let word = host + String(typed.suffix(length)) + enclitic.dropFirst(length)
                // atque, quoque…: words of their own, which the lexicon completes when it has them.
                guard enclitics.split(word, isWord: { pack.lexicon.resolve($0) != nil }) != nil else { continue }
                let text =
                    Capitalization.apply(
                        typed: typed, to: TypedDiacritics.apply(typed: host, to: pack.lexicon.spelling(of: id)),
                        sentenceStart: context.isSentenceStart) + word.dropFirst(host.count)
                found.append(
                    Suggestion(
                        text: text, kind: .completion,
                        score: Double(scorer.logProb(id) + Self.encliticPenalty)))
            }
        }
        return Array(found.sorted { $0.score > $1.score }.prefix(max(0, limit)))
    }

    /// Whether typed marks are put on stored words that lack them: in languages whose corpora
    /// leave marks out (Latin's macrons, Arabic's hamza seats) the stored word is the same word.
    /// Elsewhere (English) a word the lexicon spells without the typed mark is another word: a
    /// long-pressed é offered "Énjoy" and "éven", words nobody writes.
    var addsTypedMarks: Bool { ["la", "ar"].contains(pack.manifest.language) }

    /// `stored` as a completion of `typed`, which carries marks: with the typed marks added
    /// where the language adds them; else only if `stored` already carries them; nil when not.
    func markedSpelling(typed: String, stored: String) -> String? {
        if addsTypedMarks { return TypedDiacritics.apply(typed: typed, to: stored, rules: markRules) }
        let marked = TypedDiacritics.apply(typed: typed, to: stored)
        return marked.lowercased() == stored.lowercased() ? stored : nil
    }

    /// Completions from several trie nodes (for instance prefixes within an edit of the typed
    /// one), each node's words scored with the model plus `penalty(node)` (log10, ≤ 0).
    func completions(
        under nodes: [TrieNode], context: TypingContext, limit: Int, kind: Suggestion.Kind,
        penalty: (TrieNode) -> Float
    ) -> [Suggestion] {
        let scorer = scorer(for: context)
        let keepsMarks = TypedDiacritics.hasMarks(context.currentWord)
        // Words the typed marks cannot stand on are left out below: keep more to choose from.
        let spare = keepsMarks && markRules != nil ? 6 : 2
        var top = TopCandidates(capacity: min(max(0, limit), 1 << 20) * spare)
        // A capital typed inside a sentence ("I'm fine Wh") most often starts the next one: a
        // word the lexicon writes in lower case is then scored as the first of a new sentence,
        // times the chance that the sentence ended; names keep their place in this one.
        let newSentence = newSentenceScorer(typed: context, scorer: scorer)
        for node in nodes {
            let range = pack.lexicon.words(under: node)
            let cost = penalty(node)
            var ids = candidates(scorer, in: range)
            if let newSentence { ids += candidates(newSentence.scorer, in: range) }
            for w in ids {
                if let newSentence, pack.lexicon.spelling(of: w).first?.isLowercase == true {
                    top.offer(w, newSentence.logWeight + newSentence.scorer.logProb(w) + cost)
                } else {
                    top.offer(w, scorer.logProb(w) + cost)
                }
            }
        }
        var result: [Suggestion] = []
        for item in top.items where result.count < limit {
            let spelling = pack.lexicon.spelling(of: item.id)
            guard let stored = keepsMarks ? markedSpelling(typed: context.currentWord, stored: spelling) : spelling else { continue }
            let text = Capitalization.apply(typed: context.currentWord, to: stored, sentenceStart: context.isSentenceStart)
            // One slot per word whatever its case: "pizza" then "Pizza" (a name's spelling) left
            // one slot for everything else.
            let folded = text.lowercased()
            if !result.contains(where: { $0.text.lowercased() == folded }) {
                result.append(Suggestion(text: text, kind: kind, score: Double(item.score)))
            }
        }
        return result
    }

    // MARK: Context and candidates

    /// The weight of a new sentence after the words `scorer` was made for: the mix's probability
    /// of the sentence's end there, as ``unpunctuated`` scales it.
    private func newSentenceWeight(_ scorer: ContextScorer) -> Double {
        unpunctuated.endProbability(Foundation.pow(10, Double(scorer.logProb(pack.model.id(of: .sentenceEnd)))))
    }

    /// The scorer at a new sentence's start and log10 of the chance that one starts here, when
    /// the word being typed begins with a capital inside a sentence; nil otherwise.
    private func newSentenceScorer(typed context: TypingContext, scorer: ContextScorer) -> (scorer: ContextScorer, logWeight: Float)? {
        guard unpunctuated.isEnabled, context.currentWord.first?.isUppercase == true, !scorer.sentence.isEmpty else { return nil }
        let end = newSentenceWeight(scorer)
        guard end > 0 else { return nil }
        return (newSentenceScorer(after: scorer), Float(Foundation.log10(end)))
    }

    /// The scorer for the first word of a sentence that starts after the words `scorer` was
    /// made for: the trigram at `<s>`; a neural model that reads turns still reads the message
    /// before it, then `<s>`.
    private func newSentenceScorer(after scorer: ContextScorer) -> ContextScorer {
        guard let neural = scorer.neural else { return self.scorer(sentence: [], neuralContext: nil) }
        var tokens: [Int] = []
        if neural.readsTurns, let last = scorer.neuralContext.last {
            tokens = scorer.neuralContext
            if last != neural.sentenceStartID { tokens.append(neural.sentenceStartID) }
        }
        return self.scorer(sentence: [], neuralContext: tokens)
    }

    /// The words of the sentence being typed: the context's previous words from the last one
    /// that starts a sentence its writer did not end with a stop ("Hi there How are you" →
    /// "How are you"; ``UnpunctuatedSentences``).
    public func sentenceWords(_ context: TypingContext) -> ArraySlice<String> {
        let words = context.previousWords
        guard unpunctuated.isEnabled, words.count >= 2 else { return words[...] }
        let lexicon = pack.lexicon
        for j in stride(from: words.count - 1, through: 1, by: -1) where UnpunctuatedSentences.mayStartSentence(words[j], in: lexicon) {
            return words[j...]
        }
        return words[...]
    }

    /// Model ids of the last two words of context; `<s>` stands in at a sentence start.
    public func contextIDs(_ context: TypingContext) -> (u: Int?, v: Int) {
        contextIDs(sentence: sentenceWords(context))
    }

    /// Model ids of the last two words of `sentence`, the words of the sentence being typed.
    private func contextIDs(sentence: ArraySlice<String>) -> (u: Int?, v: Int) {
        let words = Array(sentence)
        let start = pack.model.id(of: .sentenceStart)
        switch words.count {
        case 0: return (nil, start)
        case 1: return (start, id(words[0]))
        default: return (id(words[words.count - 2]), id(words[words.count - 1]))
        }
    }

    /// The model id of a word of context; `<unk>` for one the pack does not know.
    private func id(_ word: String) -> Int {
        if let known = pack.lexicon.resolve(word) { return known }
        // "virumque" is read as "virum", the word the pack counted.
        if let enclitics, let split = enclitics.split(word, isWord: { pack.lexicon.resolve($0) != nil }),
            let host = pack.lexicon.resolve(split.host)
        {
            return host
        }
        return pack.model.id(of: .unknown)
    }

    /// How much better the model foresaw the last `count` known words of the sentence so far
    /// than their frequency alone would: the mean of log10 P(word | the two before) − log10
    /// P(word). Well above 0 in running text; near 0 or below in a list of unrelated words, where
    /// the context should not be trusted to pick the next one either. 0 with no known word.
    ///
    /// - Complexity: O(`count`) n-gram lookups.
    public func contextGain(_ context: TypingContext, count: Int = 3) -> Double {
        let words = Array(sentenceWords(context))
        let model = pack.model
        let start = model.id(of: .sentenceStart), unknown = model.id(of: .unknown)
        // Each word resolved once: the scored ones and the two before the first of them.
        let first = max(0, words.count - count), from = max(0, first - 2)
        let ids = words[from...].map(id)
        func idAt(_ i: Int) -> Int { ids[i - from] }
        var total = 0.0, known = 0
        for i in first..<words.count {
            let w = idAt(i)
            guard w != unknown else { continue }
            let u: Int? = i >= 2 ? idAt(i - 2) : (i == 1 ? start : nil)
            let v = i >= 1 ? idAt(i - 1) : start
            total += Double(model.logProb(w, after: u, v) - model.unigramLogProb(w))
            known += 1
        }
        return known > 0 ? total / Double(known) : 0
    }

    /// How likely each word is after a context: the trigram, mixed with the neural model when
    /// the pack has one. Made once per context; each ``logProb(_:)`` is then a lookup.
    public struct ContextScorer {
        /// The words of the sentence the scores follow (``Predictor/sentenceWords(_:)``).
        public let sentence: ArraySlice<String>
        /// The trigram context.
        public let u: Int?, v: Int
        let model: NGramModel
        let neural: NeuralLanguageModel?
        /// The model ids the neural model read after `<s>` (empty without one).
        let neuralContext: [Int]
        /// The neural model's natural-log probabilities per row (empty without one).
        let neuralLogProbabilities: [Float]

        /// log10 P(word | context), mixed.
        public func logProb(_ w: Int) -> Float {
            let trigram = model.logProb(w, after: u, v)
            guard let neural else { return trigram }
            let pTrigram = Foundation.pow(10, trigram)
            let pNeural: Float
            if let row = neural.row(of: w) {
                pNeural = Foundation.exp(neuralLogProbabilities[row])
            } else {
                // Out of the model's vocabulary: its <unk> mass, shared out as the trigram would.
                pNeural = Foundation.exp(neuralLogProbabilities[neural.unknownRow]) * pTrigram
            }
            let lambda = neural.mixWeight
            return Foundation.log10(max(lambda * pNeural + (1 - lambda) * pTrigram, .leastNormalMagnitude))
        }

        /// The neural model's best words with ids in `range`, a lexicon range (none without a
        /// model; `<s>`, `</s>` and `<unk>` lie beyond every lexicon range).
        func neuralCandidates(in range: Range<Int>, count: Int) -> [Int] {
            guard let neural else { return [] }
            var top = TopCandidates(capacity: count)
            for row in neural.rows(in: range) {
                top.offer(neural.modelID(ofRow: row), neuralLogProbabilities[row])
            }
            return top.items.map(\.id)
        }
    }

    /// The scorer for the context's previous words (`neural`: false, the trigram alone).
    public func scorer(for context: TypingContext, neural useNeural: Bool = true) -> ContextScorer {
        let sentence = sentenceWords(context)
        guard useNeural, let neural = pack.neural, neural.mixWeight > 0 else { return scorer(sentence: sentence, neuralContext: nil) }
        return scorer(sentence: sentence, neuralContext: neuralContext(context, sentence: sentence, model: neural))
    }

    /// The scorer for the trigram after `sentence`, mixed with the neural model after the model
    /// ids `neuralContext` (nil: the trigram alone).
    private func scorer(sentence: ArraySlice<String>, neuralContext: [Int]?) -> ContextScorer {
        let (u, v) = contextIDs(sentence: sentence)
        guard let neuralContext, let neural = pack.neural, neural.mixWeight > 0 else {
            return ContextScorer(sentence: sentence, u: u, v: v, model: pack.model, neural: nil, neuralContext: [], neuralLogProbabilities: [])
        }
        return ContextScorer(
            sentence: sentence, u: u, v: v, model: pack.model, neural: neural, neuralContext: neuralContext,
            neuralLogProbabilities: neural.cache.logProbabilities(neural, after: neuralContext))
    }

    /// The model ids `model` reads after `<s>` before the next word (the cache reads the last
    /// dozen or so: ``NeuralContextCache/windowStart(_:)``). A model that reads sentences gets
    /// the sentence's words; one that reads turns (``NeuralLanguageModel/readsTurns``) gets the
    /// message's earlier sentences too, `<s>` before each sentence it can see began, where a stop
    /// was typed or a capital shows it (as `tecla pack tokenize --turns` wrote its training
    /// text). `sentence` is the context's ``sentenceWords(_:)``.
    ///
    /// - Complexity: O(words in the text read), each a lexicon lookup or two.
    private func neuralContext(_ context: TypingContext, sentence: ArraySlice<String>, model: NeuralLanguageModel) -> [Int] {
        guard model.readsTurns else { return sentence.map(id) }
        let boundary = model.sentenceStartID
        var tokens: [Int] = []
        for (index, sentence) in (context.earlierSentences + [context.previousWords]).enumerated() {
            if index > 0 { tokens.append(boundary) }
            for (position, word) in sentence.enumerated() {
                if unpunctuated.isEnabled, position > 0, UnpunctuatedSentences.mayStartSentence(word, in: pack.lexicon) {
                    tokens.append(boundary)
                }
                tokens.append(id(word))
            }
        }
        return tokens
    }

    /// Candidate word ids within `range`: the best of the trigram row, the bigram row, the
    /// unigrams and the neural model. Rows are sorted by word id, so `range` is a
    /// binary-searched slice of each.
    private func candidates(_ scorer: ContextScorer, in range: Range<Int>) -> [Int] {
        let model = pack.model
        let u = scorer.u, v = scorer.v
        var top = TopCandidates(capacity: candidatesPerSource)
        if let u, let b = model.bigramIndex(u, v) {
            let row = model.trigramRow(b)
            let lo = model.trigramWords.lowerBound(of: UInt32(range.lowerBound), in: row)
            let hi = model.trigramWords.lowerBound(of: UInt32(range.upperBound), in: lo..<row.upperBound)
            for i in lo..<hi {
                let t = model.trigram(at: i)
                top.offer(t.word, Float(t.code) + 1000)
            }
        }
        var topBigrams = TopCandidates(capacity: candidatesPerSource)
        let row = model.bigramRow(v)
        let lo = model.bigramWords.lowerBound(of: UInt32(range.lowerBound), in: row)
        let hi = model.bigramWords.lowerBound(of: UInt32(range.upperBound), in: lo..<row.upperBound)
        for i in lo..<hi {
            let b = model.bigram(at: i)
            topBigrams.offer(b.word, Float(b.code))
        }
        var ids = top.items.map(\.id)
        ids.append(contentsOf: topBigrams.items.map(\.id))
        var topWords = TopCandidates(capacity: candidatesPerSource)
        if range.count <= Self.frequentWordCount {
            for w in range { topWords.offer(w, Float(model.unigramProb[w])) }
        } else {
            var i = frequentWords.partitioningIndex { $0 >= range.lowerBound }
            while i < frequentWords.count, frequentWords[i] < range.upperBound {
                topWords.offer(frequentWords[i], Float(model.unigramProb[frequentWords[i]]))
                i += 1
            }
        }
        ids.append(contentsOf: topWords.items.map(\.id))
        ids.append(contentsOf: scorer.neuralCandidates(in: range, count: candidatesPerSource))
        // Withheld words (vulgar, violent) are never offered: not as next words, completions or phrases.
        guard let withheld = pack.withheld else { return ids.filter { $0 < model.wordCount } }
        return ids.filter { $0 < model.wordCount && !withheld.contains($0) }
    }
}
