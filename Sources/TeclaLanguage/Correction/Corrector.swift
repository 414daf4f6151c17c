/// Noisy-channel correction: candidates within a bounded typing-error cost of what was typed
/// (a trie walk with tap-aware substitution costs, insertions, deletions, transpositions, and
/// a missed or mistyped space), each scored by the error cost and the trigram model in context;
/// then a commit policy decides whether to replace the typed word.
public struct Corrector: Sendable {
    /// The pack words and probabilities come from.
    public let pack: LanguagePack
    /// Key positions used to judge taps.
    public var geometry: KeyboardGeometry
    /// Error costs.
    public var errorModel: TypingErrorModel
    /// Commit policy.
    public var policy: CorrectionPolicy
    /// Candidates cost at most this much (log10) in typing errors.
    public var budget = 5.0
    /// Candidates for typo-tolerant completion cost at most this much.
    public var completionBudget = 3.5
    private var predictor: Predictor
    /// How sentences written without their stops are read (the predictor's).
    public var unpunctuated: UnpunctuatedSentences {
        get { predictor.unpunctuated }
        set { predictor.unpunctuated = newValue }
    }
    /// A word the user has typed (decayed) this many times counts as a real word.
    static let learnedWordCount = 1.5

    /// - Parameters:
    ///   - enclitics: the language's enclitics, so that context words carrying one are read as
    ///     their host (see ``Predictor``).
    ///   - markRules: where the language's marks may stand, so that no candidate carries a typed
    ///     mark onto a letter that cannot have it.
    public init(
        pack: LanguagePack, geometry: KeyboardGeometry = .none,
        errorModel: TypingErrorModel = TypingErrorModel(), policy: CorrectionPolicy = CorrectionPolicy(),
        enclitics: (any EncliticAnalyzer)? = nil, markRules: (any MarkedSpellingRules)? = nil
    ) {
        self.pack = pack
        self.geometry = geometry
        self.errorModel = errorModel
        self.policy = policy
        predictor = Predictor(pack: pack, enclitics: enclitics, markRules: markRules)
    }

    /// Corrects `typed`, the word just finished after the context's previous words.
    ///
    /// - Parameters:
    ///   - typed: the typed word (may contain a space hit by mistake).
    ///   - taps: where each character of `typed` was tapped, nil where unknown; empty if none.
    ///   - context: previous words (its `currentWord` is ignored).
    ///   - userModel: the user's learned words; a word the user types often is never corrected.
    ///   - time: now, in the user model's clock (seconds).
    public func correct(
        _ typed: String, taps: [(x: Double, y: Double)?] = [], context: TypingContext,
        limit: Int = 6, userModel: UserModel? = nil, at time: Double = 0
    ) -> CorrectionResult {
        let limit = max(0, limit)
        let chars = Array(typed.lowercased())
        // Numbers, prices and symbols are typed deliberately: never turn "4" into "a".
        guard !chars.isEmpty, chars.count <= 40, chars.contains(where: \.isLetter), !chars.contains(where: \.isNumber) else {
            let kept = CorrectionCandidate(text: typed, languageScore: policy.unknownWordScore, errorCost: 0, isTyped: true)
            return CorrectionResult(typed: typed, typedIsKnown: false, candidates: [kept], autocorrection: nil)
        }
        let scorer = predictor.scorer(for: context)
        let (u, v) = (scorer.u, scorer.v)
        let sentenceStart = context.isSentenceStart
        let tapList = taps.count == chars.count ? taps : Array(repeating: nil, count: chars.count)
        var byText: [String: CorrectionCandidate] = [:]
        func offer(_ c: CorrectionCandidate) {
            if let old = byText[c.text], old.score >= c.score { return }
            byText[c.text] = c
        }

        let walk = TrieEditWalk(
            lexicon: pack.lexicon, typed: chars, taps: tapList, model: errorModel,
            geometry: geometry, budget: budget)
        for match in walk.wholeWords() {
            for id in pack.lexicon.terminalWords(of: match.node) {
                // The typed diacritics stay: "amābat" is the stored "amabat", not a typo of it
                // (but "amā" is no typo of "amat": "amāt" is no word).
                guard let stored = TypedDiacritics.apply(typed: typed, to: pack.lexicon.spelling(of: id), rules: predictor.markRules)
                else { continue }
                // The word as typed, apart from the capital a sentence start would give it, is
                // the typed word: on a keyboard, capitals at sentence starts are the shift key's
                // business (a field without auto-capitalization keeps "it's").
                let asTyped =
                    !policy.capitalizesSentenceStarts && Capitalization.apply(typed: typed, to: stored, sentenceStart: false) == typed
                let text = asTyped ? typed : Capitalization.apply(typed: typed, to: stored, sentenceStart: sentenceStart)
                var cost = match.cost + (match.cost == 0 && text != typed ? errorModel.caseOrAccent : 0)
                // A typo typed in lower case mid-sentence is a typo of the lower-case word where
                // the lexicon has both ("borwn" is "brown", not "Brown" the name): the casing of
                // a correction follows what the user typed, not a name's spelling.
                if match.cost > 0, !sentenceStart, text != text.lowercased(), !typed.contains(where: \.isUppercase),
                    pack.lexicon.id(exactly: text.lowercased()) != nil
                {
                    cost += errorModel.capitalsNotTyped
                }
                offer(
                    CorrectionCandidate(
                        text: text, languageScore: Double(scorer.logProb(id)),
                        errorCost: cost, isTyped: text == typed))
            }
        }
        for split in splits(typed: typed, chars: chars, taps: tapList, u: u, v: v, sentenceStart: sentenceStart) {
            offer(split)
        }
        let learned = (userModel?.count(of: typed, at: time) ?? 0) >= Self.learnedWordCount
        if learned {
            return CorrectionResult(
                typed: typed, typedIsKnown: true,
                candidates: [CorrectionCandidate(text: typed, languageScore: 0, errorCost: 0, isTyped: true)]
                    + byText.values.filter { $0.text != typed }.sorted { $0.score > $1.score }.prefix(max(0, limit - 1)),
                autocorrection: nil)
        }
        let typedIsKnown = byText[typed]?.errorCost == 0
        if !typedIsKnown {
            offer(CorrectionCandidate(text: typed, languageScore: policy.unknownWordScore, errorCost: 0, isTyped: true))
        }
        let ranked = byText.values.sorted { $0.score != $1.score ? $0.score > $1.score : $0.text < $1.text }
        let candidates = Array(ranked.prefix(limit))
        return CorrectionResult(
            typed: typed, typedIsKnown: typedIsKnown, candidates: candidates,
            autocorrection: decide(typed: typed, known: typedIsKnown, ranked: ranked))
    }

    /// Words that may complete `typed` even though it contains typos ("Germna" → "Germany"),
    /// exact-prefix words first unless the context strongly prefers another.
    public func completions(
        of typed: String, taps: [(x: Double, y: Double)?] = [], context: TypingContext,
        limit: Int = 3
    ) -> [Suggestion] {
        let chars = Array(typed.lowercased())
        guard limit > 0, !chars.isEmpty, chars.count <= 40 else { return [] }
        let tapList = taps.count == chars.count ? taps : Array(repeating: nil, count: chars.count)
        let walk = TrieEditWalk(
            lexicon: pack.lexicon, typed: chars, taps: tapList, model: errorModel,
            geometry: geometry, budget: completionBudget)
        let matches = walk.prefixes().sorted { $0.cost != $1.cost ? $0.cost < $1.cost : $0.node.index < $1.node.index }.prefix(12)
        let costs = Dictionary(matches.map { ($0.node, $0.cost) }, uniquingKeysWith: min)
        var withWord = context
        withWord.currentWord = typed
        return predictor.completions(under: matches.map(\.node), context: withWord, limit: limit, kind: .completion) {
            -Float(costs[$0] ?? 0)
        }
    }

    /// Whether `a` and `b` are the same letters, apart from case and apostrophes: "cant" and
    /// "can't", "i" and "I", "monday" and "Monday".
    public static func sameLetters(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool {
        func letters(_ s: some StringProtocol) -> String { s.lowercased().filter { $0 != "'" && $0 != "\u{2019}" } }
        return letters(a) == letters(b)
    }

    /// One-letter parts ("German Y") only when the letter is a very common word ("a", "I").
    private func isPlausibleSplitPart(_ id: Int, length: Int) -> Bool {
        length >= 2 || pack.model.unigramLogProb(id) > -2.5
    }

    private func decide(typed: String, known: Bool, ranked: [CorrectionCandidate]) -> String? {
        // A real word typed whole is never split in two ("sometimes" is no "some times" with a
        // space missed): two words for one is the reading of text that is no word.
        let readings = known && !typed.contains(" ") ? ranked.filter { !$0.text.contains(" ") } : ranked
        guard let best = readings.first, !best.isTyped, best.text != typed else { return nil }
        if known {
            guard let typedCandidate = ranked.first(where: { $0.isTyped }) else { return nil }
            if !Self.sameLetters(typed, best.text), typed.count >= policy.minimumLengthToReplaceKnownWord,
                best.score - typedCandidate.score >= policy.knownWordMargin
            {
                return best.text
            }
            // Short of strong evidence for another word, the typed letters with their apostrophe
            // or capitals may still win ("I wont" → "won't", though "want" is likelier still:
            // a dropped apostrophe is a measured slip, o for a is not).
            guard let sameLetters = readings.first(where: { !$0.isTyped && Self.sameLetters(typed, $0.text) }) else { return nil }
            let margin = sameLetters.text.lowercased() == typed.lowercased() ? policy.caseFormMargin : policy.sameLettersMargin
            return sameLetters.score - typedCandidate.score >= margin ? sameLetters.text : nil
        }
        return best.score - policy.unknownWordScore >= policy.unknownWordMargin ? best.text : nil
    }

    /// Two known words from a missed space ("doinghere") or a space typed as a letter
    /// ("doingvhere").
    private func splits(
        typed: String, chars: [Character], taps: [(x: Double, y: Double)?], u: Int?, v: Int,
        sentenceStart: Bool
    ) -> [CorrectionCandidate] {
        guard chars.count >= 3, !chars.contains(" ") else { return [] }
        let original = Array(typed)
        var out: [CorrectionCandidate] = []
        func pair(_ leftEnd: Int, _ rightStart: Int, _ cost: Double) {
            guard leftEnd >= 1, rightStart < chars.count else { return }
            let leftTyped = String(original[0..<leftEnd]), rightTyped = String(original[rightStart...])
            guard let left = pack.lexicon.resolve(leftTyped), let right = pack.lexicon.resolve(rightTyped),
                isPlausibleSplitPart(left, length: leftEnd), isPlausibleSplitPart(right, length: chars.count - rightStart)
            else { return }
            // Each part keeps the marks typed on it ("amāvitet": "amāvit et", not "amavit et").
            func spelled(_ typed: String, _ id: Int) -> String { TypedDiacritics.apply(typed: typed, to: pack.lexicon.spelling(of: id)) }
            let leftText = Capitalization.apply(typed: leftTyped, to: spelled(leftTyped, left), sentenceStart: sentenceStart)
            let rightText = Capitalization.apply(typed: rightTyped, to: spelled(rightTyped, right), sentenceStart: false)
            let lm = pack.model.logProb(left, after: u, v) + pack.model.logProb(right, after: v, left)
            out.append(
                CorrectionCandidate(
                    text: leftText + " " + rightText, languageScore: Double(lm),
                    errorCost: cost, isTyped: false))
        }
        for i in 1..<chars.count {
            pair(i, i, errorModel.missedSpace)
            if i + 1 < chars.count {
                let cost = errorModel.substitution(typed: chars[i], intended: " ", tap: taps[i], geometry: geometry)
                if cost <= budget { pair(i, i + 1, cost) }
            }
        }
        return out
    }
}
