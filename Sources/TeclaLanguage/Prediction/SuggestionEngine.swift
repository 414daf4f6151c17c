import Foundation

/// What the keyboard session calls after every keystroke: the three suggestion-bar slots,
/// iOS style, from the predictor and the corrector together.
///
/// - After a space: three next-word predictions.
/// - While typing: the typed text verbatim; then, when the typed text is no longer the start
///   of any known word and the commit policy would fix it, that correction; then the best
///   completions (tolerant of typos in the prefix, exact prefixes first).
/// - With a ``reader`` (scripts typed by composition, such as Korean Cheon-Ji-In): the three
///   likeliest words among those the typed word may still become, read through the reader
///   (the marked text included); no verbatim slot and no corrections, since the keys are not a
///   QWERTY keyboard's and accepting a slot replaces the whole word.
public struct SuggestionEngine: Sendable {
    /// Next words and exact completions.
    public private(set) var predictor: Predictor
    /// Corrections and typo-tolerant completions.
    public private(set) var corrector: Corrector
    /// How the word being typed is read, for scripts whose typed text is not a plain prefix.
    public let reader: (any TypedWordReader)?

    /// Whether a bare spelling the lexicon only knows written otherwise is typed in its written
    /// form at a boundary (Arabic: اين → أين, الى → إلى), as N'Ko's tones are restored.
    public let restoresWrittenForms: Bool

    /// When a phrase takes the bar's third slot after a space.
    public var phrases = PhrasePolicy()

    public init(predictor: Predictor, corrector: Corrector, reader: (any TypedWordReader)? = nil, restoresWrittenForms: Bool = false) {
        self.predictor = predictor
        self.corrector = corrector
        self.reader = reader
        self.restoresWrittenForms = restoresWrittenForms
    }

    /// Builds both from one pack with the given key geometry (and reader, if the script needs
    /// one; and enclitics, if the language joins them to words, as Latin does; and the rules of
    /// its marks, if typed marks cannot go on every letter, as Latin's macrons cannot).
    public init(
        pack: LanguagePack, geometry: KeyboardGeometry = .none, reader: (any TypedWordReader)? = nil,
        enclitics: (any EncliticAnalyzer)? = nil, markRules: (any MarkedSpellingRules)? = nil, restoresWrittenForms: Bool = false
    ) {
        self.init(
            predictor: Predictor(pack: pack, enclitics: enclitics, markRules: markRules),
            corrector: Corrector(pack: pack, geometry: geometry, enclitics: enclitics, markRules: markRules), reader: reader,
            restoresWrittenForms: restoresWrittenForms)
    }

    /// How sentences written without their stops are read, by the predictor and the corrector alike.
    public var unpunctuated: UnpunctuatedSentences {
        get { predictor.unpunctuated }
        set {
            predictor.unpunctuated = newValue
            corrector.unpunctuated = newValue
        }
    }

    /// The same engine judging taps on `geometry` (the keys on screen).
    public func using(geometry: KeyboardGeometry) -> SuggestionEngine {
        var corrector = corrector
        corrector.geometry = geometry
        var engine = SuggestionEngine(predictor: predictor, corrector: corrector, reader: reader, restoresWrittenForms: restoresWrittenForms)
        engine.phrases = phrases
        return engine
    }

    /// The three slots for the text before the cursor; `taps` are the positions of the current
    /// word's characters when known. With a `userModel`, words the user typed are never
    /// flagged as typos and are offered as completions (a word typed 20 times recently ranks
    /// like a word of probability 1/10 in context).
    ///
    /// `composingText` is the marked text at the end of `textBeforeCursor` (included in it); only
    /// an engine with a ``reader`` uses it.
    public func suggestions(
        textBeforeCursor: String, composingText: String = "", taps: [(x: Double, y: Double)?] = [],
        userModel: UserModel? = nil, at time: Double = 0
    ) -> [Suggestion] {
        let context = TypingContext(textBeforeCursor: textBeforeCursor)
        let typed = context.currentWord
        if typed.isEmpty {
            return nextWords(after: context, userModel: userModel, at: time)
        }
        // No word is this long: the bar shows what was typed and the keystroke costs nothing
        // more (a 500-letter "word" once cost 10 ms a key, growing with every letter).
        guard typed.unicodeScalars.count <= Self.maximumWordLength else {
            return reader == nil ? [Suggestion(text: typed, kind: .verbatim, score: 0)] : []
        }
        if let reader {
            return offeringPhrase(
                readSuggestions(context: context, composingText: composingText, reader: reader, userModel: userModel, at: time), context: context)
        }
        var slots = [Suggestion(text: typed, kind: .verbatim, score: 0)]
        func add(_ s: Suggestion) {
            if slots.count < 3, !slots.contains(where: { $0.text == s.text }) { slots.append(s) }
        }
        let written = restoresWrittenForms ? writtenForm(of: typed, context: context) : nil
        if let written { add(written) }
        let lexicon = predictor.pack.lexicon
        let isPrefix = lexicon.node(forFolded: TextFolding.fold(typed)) != nil
        // A known word with an enclitic ("senatusque") is a word, not a typo.
        let hasEnclitic = !isPrefix && predictor.enclitics?.split(typed, isWord: { lexicon.resolve($0) != nil }) != nil
        // …and a known word followed by the start of one ("virumq") is on its way to "virumque".
        let encliticCompletions = isPrefix ? [] : predictor.encliticCompletions(for: context, limit: 2)
        var completions = corrector.completions(of: typed, taps: taps, context: context, limit: 3)
        // A whole word's far rarer extensions are not worth a slot: "كيف" (how) offered كيفن
        // (Kevin, a name from film subtitles), a thousand times rarer than the word typed.
        if let typedScore = completions.first(where: { $0.text == typed })?.score {
            completions.removeAll { $0.score < typedScore - Self.rareExtensionGap }
        }
        completions += encliticCompletions
        for learned in userModel?.words(withPrefix: typed, at: time, limit: 3) ?? [] where learned.word != typed {
            let score = log10(min(1, learned.count / 20)) - 1
            completions.append(Suggestion(text: learned.word, kind: .completion, score: score))
        }
        if written == nil && !hasEnclitic && encliticCompletions.isEmpty && (!isPrefix || prefixMayNeedCorrecting(typed, completions: completions)) {
            // A prefix is corrected only by a far likelier word, which is never many typos away:
            // a smaller walk (one swap, drop or slip) keeps the keystroke cheap.
            var walker = corrector
            if isPrefix { walker.budget = min(corrector.budget, Self.prefixCorrectionBudget) }
            let correction = walker.correct(typed, taps: taps, context: context, limit: 2, userModel: userModel, at: time)
            if let fix = correction.autocorrection, let best = correction.candidates.first(where: { $0.text == fix }),
                !isPrefix || prefixMayBeCorrected(typed, to: fix, score: best.score, completions: completions)
            {
                add(Suggestion(text: fix, kind: .correction, score: best.score))
            }
        }
        for completion in completions.sorted(by: { $0.score > $1.score }) {
            add(completion)
        }
        return offeringPhrase(slots, context: context)
    }

    /// How much rarer (log10) than the typed word, when it is a word, a completion may be and
    /// still be offered: 10^2.5, about 300 times (set once, not tuned; English chat-dev even
    /// lines lose 0.1 point of bar savings, FLORES Arabic none: BENCHMARKS.md, issue 34).
    public static let rareExtensionGap = 2.5

    /// With a phrase book (N'Ko's greetings): the shortest phrase the sentence so far begins
    /// takes the last slot, offered from the word being typed on, with its meanings.
    func offeringPhrase(_ slots: [Suggestion], context: TypingContext) -> [Suggestion] {
        guard phrases.isEnabled, let book = predictor.pack.phrases, !context.currentWord.isEmpty,
            let (entry, remainder) = book.phrases(after: context.previousWords, typing: context.currentWord).first, !remainder.isEmpty
        else { return slots }
        let phrase = Suggestion(
            text: remainder, kind: .phrase, score: 0, glosses: [.english: entry.english, .french: entry.french].filter { !$0.value.isEmpty })
        var slots = slots
        // The phrase's last word already offered alone: that slot finishes the phrase, and says
        // so, and still does what it did: the word's correction (N'Ko's toned reading, what space
        // types) stays the correction (issue 34: after "i ni", space typed the untoned ߗߋ while
        // the bar showed ߗߋ߫).
        if let same = slots.firstIndex(where: { $0.text == remainder }) {
            slots[same] = Suggestion(
                text: remainder, kind: slots[same].kind == .correction ? .correction : .phrase, score: slots[same].score,
                glosses: phrase.glosses)
        } else if slots.count >= 3 {
            slots[slots.count - 1] = phrase
        } else {
            slots.append(phrase)
        }
        return slots
    }

    /// Whether a prefix is worth the corrector's walk (most keystrokes are prefixes; the walk
    /// costs far more than the bar's other work): when its own letters spell another word with
    /// an apostrophe or other capitals ("its" → "it's", "i" → "I"), or when everything it could
    /// grow into is rare ("teh": only "Tehran").
    func prefixMayNeedCorrecting(_ typed: String, completions: [Suggestion]) -> Bool {
        let folded = TextFolding.fold(typed)
        let growing = completions.filter { TextFolding.fold($0.text).starts(with: folded) }.map(\.score).max()
        if growing.map({ $0 <= Self.rareGrowthScore }) ?? true { return true }
        let lexicon = predictor.pack.lexicon
        // No word yet: space would type a non-word, so its likeliest whole-word reading is worth
        // finding ("hav" → "have", "obtai" → "obtain": the last letter is the one most often dropped).
        guard let id = lexicon.resolve(typed) else { return typed.count >= Self.shortestUnfinishedWordCorrected }
        if lexicon.spelling(of: id) != typed { return true }
        let letters = Array(typed)
        for cut in 1..<max(1, letters.count) where lexicon.resolve(String(letters[..<cut]) + "'" + String(letters[cut...])) != nil {
            return true
        }
        return false
    }

    /// Shorter text that is no word yet is left to grow ("ge" is on its way to "get" or "getting").
    static let shortestUnfinishedWordCorrected = 3

    /// The typing-error budget (log10) of corrections to a prefix.
    static let prefixCorrectionBudget = 3.0

    /// A prefix whose likeliest completion scores at most this (log10, in context) grows only
    /// into rare words.
    static let rareGrowthScore = -4.0

    /// Text that is still the start of longer words is usually a word being typed ("ge" on its way
    /// to "getting", not a typo of "he"); it is corrected anyway when the correction is its own
    /// letters ("i" → "I", "im" → "I'm") or far likelier than anything it could grow into
    /// ("teh" → "the", not "Tehran").
    func prefixMayBeCorrected(_ typed: String, to fix: String, score: Double, completions: [Suggestion]) -> Bool {
        if Corrector.sameLetters(typed, fix) { return true }
        let folded = TextFolding.fold(typed)
        // Letters added to one or two typed letters are a completion, not a fix: "ge" (also
        // "GE") is on its way to "get" or "getting". A language model sure of "get" after "I"
        // (the neural one is) must not turn the word being typed into an autocorrection.
        if typed.count < Self.shortestUnfinishedWordCorrected, TextFolding.fold(fix).starts(with: folded) { return false }
        // A non-word whose correction finishes it ("hav" → "have"): if more letters follow, the
        // bar moves on with them; if space follows, the word was finished, and its likeliest
        // reading is the one with the dropped letter, not a longer word still to be typed.
        if TextFolding.fold(fix).starts(with: folded), predictor.pack.lexicon.resolve(typed) == nil { return true }
        let growing = completions.filter { $0.text != fix && TextFolding.fold($0.text).starts(with: folded) }.map(\.score).max()
        guard let growing else { return score - corrector.policy.unknownWordScore >= corrector.policy.prefixCorrectionMargin }
        return score - growing >= corrector.policy.prefixCorrectionMargin
    }

    /// The longest typed word (Unicode scalars) looked up; longer text gets no suggestions.
    public static let maximumWordLength = 64

    /// log10 advantage of the words spelled with the combining marks the user typed.
    static let typedMarksBonus: Float = 3

    /// Suggestions through the ``reader``: the likeliest words under any of its prefixes.
    private func readSuggestions(
        context: TypingContext, composingText: String, reader: any TypedWordReader,
        userModel: UserModel?, at time: Double
    ) -> [Suggestion] {
        let typed = context.currentWord
        let typedScalars = Array(typed.unicodeScalars)
        let composingScalars = Array(composingText.unicodeScalars)
        // The marked text is the end of the word; if it is not (punctuation being cycled), nothing is live.
        let isLive =
            !composingScalars.isEmpty && typedScalars.count >= composingScalars.count
            && Array(typedScalars.suffix(composingScalars.count)) == composingScalars
        let committed = isLive ? String(String.UnicodeScalarView(typedScalars.dropLast(composingScalars.count))) : typed
        let prefixes = reader.prefixes(committed: committed, composing: isLive ? composingText : "")
            .map { TextFolding.fold(String(String.UnicodeScalarView($0))) }
        let lexicon = predictor.pack.lexicon
        // Each word once: a node whose words another node already covers adds nothing (간 under 가).
        var nodes: [TrieNode] = []
        for prefix in prefixes {
            guard let node = lexicon.node(forFolded: prefix) else { continue }
            let range = lexicon.words(under: node)
            func covers(_ outer: Range<Int>, _ inner: Range<Int>) -> Bool {
                outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound
            }
            if nodes.contains(where: { covers(lexicon.words(under: $0), range) }) { continue }
            nodes.removeAll { covers(range, lexicon.words(under: $0)) }
            nodes.append(node)
        }
        var found = predictor.completions(under: nodes, context: context, limit: 3, kind: .completion, penalty: { _ in 0 })
        // Words the typed text already spells in full (N'Ko: each toned spelling of the untoned
        // word), every one of them scored, not only the likeliest of the node.
        var wholeWordIDs = Set<Int>()
        let scorer = predictor.scorer(for: context)
        for key in reader.wholeWords(committed: committed, composing: isLive ? composingText : "") {
            guard let node = lexicon.node(forFolded: key) else { continue }
            for id in lexicon.terminalWords(of: node) where id < predictor.pack.model.wordCount && wholeWordIDs.insert(id).inserted {
                let score = scorer.logProb(id) + reader.wholeWordBonus
                found.append(Suggestion(text: lexicon.spelling(of: id), kind: .completion, score: Double(score)))
            }
        }
        for (word, _) in userModel?.words ?? [:] {
            let folded = TextFolding.fold(word)
            guard prefixes.contains(where: { folded.starts(with: $0) }), let count = userModel?.count(of: word, at: time), count > 0 else { continue }
            found.append(Suggestion(text: word, kind: .completion, score: log10(min(1, count / 20)) - 1))
        }
        // Marks the user typed that lookup ignores (an N'Ko tone from the picker) still say what
        // was meant: words written with them, as typed, come first. Marks lookup keeps (the N'Ko
        // nasalization mark) already choose the words.
        let typedMarks = typedScalars.filter { $0.properties.generalCategory == .nonspacingMark }
        if typedMarks.contains(where: { TextFolding.fold(String($0)).isEmpty }) {
            for index in found.indices where found[index].text.unicodeScalars.starts(with: typedScalars) {
                found[index].score += Double(Self.typedMarksBonus)
            }
        }
        var slots: [Suggestion] = []
        for suggestion in found.sorted(by: { $0.score != $1.score ? $0.score > $1.score : $0.text < $1.text })
        where slots.count < 3 && !slots.contains(where: { $0.text == suggestion.text }) {
            slots.append(suggestion)
        }
        // The best whole word is what a boundary types, and the session's autocorrection slot
        // when it changes what was typed. The lexicon may spell it exactly as typed (N'Ko leaves
        // high tones unmarked: ߒߞߏ, ߡߍ߲); styled as a correction, it promised a change space
        // never made, since replacing a word by itself does nothing.
        if reader.typesBestWholeWordAtBoundary, let first = slots.first, first.text != typed,
            let id = lexicon.id(exactly: first.text), wholeWordIDs.contains(id)
        {
            slots[0].kind = .correction
        }
        return slots
    }

    /// Next words: the pack's, and the words the user has typed after the previous word, a pair
    /// typed 20 times recently ranking like a next word of probability 1/10 (as learned
    /// completions do). Packs without pairs (Korean) learn their next words this way.
    private func nextWords(after context: TypingContext, userModel: UserModel?, at time: Double) -> [Suggestion] {
        var found = predictor.nextWords(after: context, limit: 3)
        if let previous = context.previousWords.last, let userModel {
            for learned in userModel.words(after: previous, at: time, limit: 3) {
                found.append(Suggestion(text: learned.word, kind: .prediction, score: log10(min(1, learned.count / 20)) - 1))
            }
        }
        var slots: [Suggestion] = []
        for suggestion in found.sorted(by: { $0.score > $1.score }) where slots.count < 3 && !slots.contains(where: { $0.text == suggestion.text }) {
            slots.append(suggestion)
        }
        // The likeliest phrase growing from the two best words takes the third slot: a tap that
        // types several words is worth more than the least likely single word.
        let phrase = slots.prefix(2).compactMap { predictor.phrase(continuing: $0, after: context, policy: phrases) }.max { $0.score < $1.score }
        if let phrase {
            if slots.count == 3 { slots[2] = phrase } else { slots.append(phrase) }
        }
        return slots
    }
}
