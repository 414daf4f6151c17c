import Foundation
import TeclaCore
import TeclaLanguage

/// Decodes a word gesture (a finger sliding through a word's letters) into ranked words.
///
/// SHARK2 (Kristensson & Zhai 2004), refined:
/// 1. **Prune**: only words whose first and last letters are on keys near the gesture's first and
///    last points (`startRadius`, `endRadius`), and whose ideal path is about as long as the
///    gesture, are considered — read from ``SwipeVocabulary``'s (first, last) buckets.
/// 2. **Shortlist** by the proportional location distance (point *i* of the gesture against point
///    *i* of the word's path, both resampled to `samples` points).
/// 3. **Score** the shortlist: the location channel aligns the two traces by dynamic time warping
///    (a finger that lingers or overshoots is not punished twice), the shape channel compares
///    them scaled to a unit box, the endpoints are weighted again, and the language model adds
///    log P(word | sentence so far). Words sharing a path ("dont", "don't") share the spatial
///    score and are told apart by the language model alone.
///
/// All geometry is in key units of the keyboard it is given, so any layout works.
///
/// - Complexity: O(P + S · samples · band) per gesture, where P is the number of paths in the
///   matching buckets (a few thousand of 100k words) and S the shortlist.
public struct SwipeDecoder: Sendable {
    public let vocabulary: SwipeVocabulary
    public let predictor: Predictor
    public var configuration: SwipeDecoderConfiguration
    /// Order the linear score's best candidates when `configuration.rerank` is on, in order of
    /// preference: the first that can read this trace and keyboard
    /// (``SwipeReranker/canRank(timed:letterModel:)``: timestamps for a timed model, the letter
    /// model on a keyboard with its letters for one that reads it) is used; none, the linear
    /// order stands.
    public var rerankers: [SwipeReranker]
    /// Scores the candidates and proposes its own (a beam search over the vocabulary's paths) on
    /// keyboards with a key for each of its letters; set at initialization, with the letter order
    /// of the paths its beam search walks.
    public let letterModel: SwipeLetterModel?
    /// Per path, the log10 unigram probability of its most frequent word (the shortlist's prior).
    package let pathPrior: [Float]
    /// The paths in letter order, for the letter model's beam search (empty without a model).
    let pathsInLetterOrder: [UInt32]

    /// A decoder over `vocabulary`.
    ///
    /// - Parameters:
    ///   - letterModels: the letter networks it may use, nil for the bundled ones; it takes the
    ///     first whose letters spell most of the vocabulary's paths (a–z for English and Latin,
    ///     the Arabic letters for Arabic), none if none does. `[]`: no letter network.
    ///   - rerankers: nil for the bundled ones that fit the letter network: for the a–z network
    ///     trained on people, the re-rankers fitted with it; for a network trained on synthetic
    ///     gestures alone, those fitted with such a network, then the any-script ones; without a
    ///     network, the any-script ones. None loads the others' models.
    public init(
        vocabulary: SwipeVocabulary, predictor: Predictor, configuration: SwipeDecoderConfiguration = .init(),
        rerankers: [SwipeReranker]? = nil, letterModels: [SwipeLetterModel]? = nil
    ) {
        let letterModel: SwipeLetterModel?
        if let letterModels {
            letterModel = letterModels.first { vocabulary.isMostlySpelled(with: $0.letters) }
        } else {
            letterModel = SwipeLetterModel.bundled(for: vocabulary)
        }
        let bundled: [SwipeReranker?] =
            switch letterModel?.trainedOn {
            case .people: [SwipeReranker.bundledTimed, .bundled]
            case .synthetic: [SwipeReranker.bundledTimedSynthetic, .bundledSynthetic, .bundledTimedAnyScript, .bundledAnyScript]
            case nil: [SwipeReranker.bundledTimedAnyScript, .bundledAnyScript]
            }
        self.letterModel = letterModel
        self.vocabulary = vocabulary
        self.predictor = predictor
        self.configuration = configuration
        self.rerankers = rerankers ?? bundled.compactMap { $0 }
        let model = predictor.pack.model
        pathPrior = (0..<vocabulary.pathCount).map { p in
            vocabulary.words(p).reduce(-Float.infinity) { max($0, model.unigramLogProb(Int($1))) }
        }
        pathsInLetterOrder = letterModel != nil ? vocabulary.pathsInLetterOrder() : []
    }

    /// A decoder over all the words of `pack` (see ``init(vocabulary:predictor:configuration:rerankers:letterModels:)``).
    public init(
        pack: LanguagePack, configuration: SwipeDecoderConfiguration = .init(), rerankers: [SwipeReranker]? = nil,
        letterModels: [SwipeLetterModel]? = nil
    ) {
        self.init(
            vocabulary: SwipeVocabulary(lexicon: pack.lexicon), predictor: Predictor(pack: pack), configuration: configuration,
            rerankers: rerankers, letterModels: letterModels)
    }

    /// The re-ranker that orders a trace with (or without) usable timestamps, on a keyboard the
    /// letter model can (or cannot) read: the first of ``rerankers`` that can, nil when none can
    /// or re-ranking is off.
    private func reranker(timed: Bool, letterModelReads: Bool) -> SwipeReranker? {
        guard configuration.rerank else { return nil }
        return rerankers.first { $0.canRank(timed: timed, letterModel: letterModelReads) }
    }

    /// A word from the user's own dictionary, with its prior (log10 probability).
    public struct PersonalWord: Sendable, Equatable {
        public var word: String
        public var logProbability: Double
        public init(_ word: String, logProbability: Double) {
            self.word = word
            self.logProbability = logProbability
        }
    }

    /// The best `limit` words for the gesture `points` (layout coordinates of `keyboard`), best first.
    ///
    /// - Parameter times: when each point was touched (seconds, one per point), if known: the
    ///   timed re-ranker then also reads where the finger slowed down. Unusable times (another
    ///   count, going back, not finite) are ignored, never an error.
    /// - Throws: ``SwipeRejection`` for an empty, non-finite or oversized trace, or a tap.
    public func decode(
        _ points: [Point], times: [Double]? = nil, on keyboard: SwipeKeyboard, context: TypingContext = TypingContext(previousWords: []),
        personalWords: [PersonalWord] = [], limit: Int = 8
    ) throws(SwipeRejection) -> [SwipeCandidate] {
        try ranked(points, times: times, on: keyboard, context: context, personalWords: personalWords, limit: limit, features: false)
            .map(\.candidate)
    }

    /// The candidates in order, with their re-ranker features when `wantsFeatures` (the
    /// training extension in TeclaEvaluation asks for them).
    package func ranked(
        _ points: [Point], times: [Double]? = nil, on keyboard: SwipeKeyboard, context: TypingContext, personalWords: [PersonalWord],
        limit: Int, features wantsFeatures: Bool
    ) throws(SwipeRejection) -> [(candidate: SwipeCandidate, features: [Double])] {
        let c = configuration
        let normalized = try validatedPoints(points, on: keyboard)
        guard keyboard.count > 0, limit > 0 else { return [] }

        let gesture = SwipeTrace(points: normalized, count: c.samples)
        guard gesture.length >= c.tapLength else { throw .tap }

        let gestureCorners = corners(of: normalized)
        var scorer = Scorer(keyboard: keyboard, gesture: gesture, corners: gestureCorners, configuration: c)
        // The trigram alone unless the configuration asks for the mix: the re-rankers learn the
        // channel's scores (BENCHMARKS.md, issue 31).
        let language = predictor.scorer(for: context, neural: c.neuralContext)
        // Scores first; strings only for the few that are returned.
        var scored: [Scored] = []

        // Which re-ranker orders the candidates: the timed one when the trace has usable
        // timestamps and there is one; a model the trace or the decoder cannot feed, none.
        let timing = times.flatMap { SwipeTiming(points: normalized, times: $0) }
        // The letter model only on a keyboard with its letters (elsewhere its input is constant).
        let letterModelReads = letterModel?.canRead(keyboard) ?? false
        let reranker = self.reranker(timed: timing != nil, letterModelReads: letterModelReads)
        // Timing and the letter model only for a model (or a training dump) that reads them.
        let featureTiming = (reranker.map(\.usesTiming) ?? wantsFeatures) ? timing : nil
        let letterOutput =
            (reranker.map(\.usesLetterModel) ?? wantsFeatures) && letterModelReads
            ? letterModel.map { $0.run($0.input(points: normalized, times: timing != nil ? times : nil, keyboard: keyboard)) } : nil

        var shortlist = scorer.shortlist(vocabulary, prior: pathPrior)
        // The letter model's likeliest paths are candidates whatever the shortlist thought of
        // them (a start key far from the trace, a path much shorter than the gesture).
        var letterPaths = Set<Int>()
        if let letterOutput, !pathsInLetterOrder.isEmpty {
            let found = letterOutput.likeliestPaths(in: vocabulary, order: pathsInLetterOrder, beam: c.letterBeam, count: c.letterCandidates)
            // Only paths every letter of which is a key of this keyboard.
            func typeable(_ path: Int) -> Bool {
                vocabulary.path(path).allSatisfy { keyboard.index(of: vocabulary.alphabet[Int(vocabulary.letters[$0])]) != nil }
            }
            letterPaths = Set(found.filter(typeable))
            let listed = Set(shortlist.map(\.path))
            shortlist += letterPaths.subtracting(listed).sorted().map { Scorer.Entry(path: $0, cost: .infinity) }
        }
        scored.reserveCapacity(shortlist.count * 2)
        for entry in shortlist {
            let spatial = scorer.score(entry: entry, in: vocabulary)
            let spatialScore = self.spatialScore(spatial)
            let letters = vocabulary.path(entry.path).count
            let bonus = c.pathLetterBonus * Double(letters)
            for id in vocabulary.words(entry.path) {
                let lm = Double(language.logProb(Int(id)))
                let unigram = Double(predictor.pack.model.unigramLogProb(Int(id)))
                scored.append(
                    Scored(
                        score: spatialScore + bonus + languageScore(lm, unigram: unigram), path: entry.path,
                        word: Int(id), language: lm, unigram: unigram, pathLetters: letters, spatial: spatial, personal: false,
                        fromLetterModel: letterPaths.contains(entry.path)))
            }
        }
        // The user's words (a small vocabulary built per gesture).
        var personal: SwipeVocabulary?
        if !personalWords.isEmpty {
            let vocabulary = SwipeVocabulary(words: personalWords.map(\.word))
            personal = vocabulary
            let prior = (0..<vocabulary.pathCount).map { p in
                vocabulary.words(p).reduce(-Float.infinity) { max($0, Float(personalWords[Int($1)].logProbability)) }
            }
            for entry in scorer.shortlist(vocabulary, prior: prior) {
                let spatial = scorer.score(entry: entry, in: vocabulary)
                let spatialScore = self.spatialScore(spatial)
                let letters = vocabulary.path(entry.path).count
                let bonus = c.pathLetterBonus * Double(letters)
                for id in vocabulary.words(entry.path) {
                    let lm = personalWords[Int(id)].logProbability
                    scored.append(
                        Scored(
                            score: spatialScore + bonus + languageScore(lm, unigram: lm), path: entry.path,
                            word: Int(id), language: lm, unigram: lm, pathLetters: letters, spatial: spatial, personal: true))
                }
            }
        }
        // Best first; one entry per word whatever its case (a personal word may repeat a pack word).
        scored.sort { $0.score != $1.score ? $0.score > $1.score : ($0.personal != $1.personal ? !$0.personal : $0.word < $1.word) }
        let depth = max(limit, reranker?.depth ?? 0)
        var seen = Set<String>()
        var result: [SwipeCandidate] = []
        var inputs: [SwipeReranker.Candidate] = []
        // The linear score's best `depth`, and the letter model's paths wherever they fell.
        for item in scored where result.count < depth || item.fromLetterModel {
            let stored = item.personal ? personalWords[item.word].word : predictor.pack.lexicon.spelling(of: item.word)
            let text = Capitalization.apply(typed: "", to: stored, sentenceStart: context.isSentenceStart)
            // One place per word: "street" and "Street" (a common word and a name) are one
            // reading of the gesture, and the likelier in context comes first.
            guard seen.insert(text.lowercased()).inserted else { continue }
            let source = item.personal ? personal! : vocabulary
            let spatial = item.spatial
            result.append(
                SwipeCandidate(
                    text: text, path: source.spelling(ofPath: item.path), score: item.score,
                    location: spatial.location, shape: spatial.shape, proportional: spatial.proportional,
                    endpoints: spatial.endpoints, letters: spatial.letters, corners: spatial.corners,
                    language: item.language, isPersonal: item.personal))
            var input = SwipeReranker.Candidate(
                spatial: (spatial.location, spatial.shape, spatial.proportional, spatial.endpoints, spatial.letters, spatial.corners),
                language: item.language, unigram: item.unigram, pathLetters: item.pathLetters, pathLength: spatial.pathLength,
                wordLength: stored.count, linearScore: item.score, isPersonal: item.personal,
                worstLetter: spatial.worstLetter, pathTurns: spatial.pathTurns)
            if let letterOutput {
                input.letterModel = letterOutput.logProbability(ofPath: source.spelling(ofPath: item.path))
                result[result.count - 1].letterModel = input.letterModel
            }
            if let featureTiming {
                let keys = source.spelling(ofPath: item.path).unicodeScalars.compactMap { keyboard.index(of: $0) }
                input.slowUnexplained = featureTiming.unexplained(by: keys.map { keyboard.normalized(keyboard.centers[$0]) })
            }
            inputs.append(input)
        }
        guard reranker != nil || wantsFeatures else { return result.prefix(limit).map { ($0, []) } }
        let features = SwipeReranker.features(
            of: inputs,
            swipe: .init(
                length: gesture.length, corners: gestureCorners.count,
                contextWords: min(2, context.previousWords.count), contextFluency: predictor.contextGain(context), timing: featureTiming))
        // A training dump keeps every candidate, the letter model's below the linear `depth` too:
        // the re-ranker scores those at decode time, so it must have learned from them.
        guard let reranker else { return zip(result, features).prefix(wantsFeatures ? result.count : limit).map { ($0, $1) } }
        // The trees place the words; among the words of one path ("were", "we're"; "us", "US")
        // the language model's order decides which takes which of the path's places: the gesture
        // cannot tell them apart, nor can the prompts the trees learned from (no apostrophes or
        // capitals).
        let scores = features.map { reranker.score($0) }
        var placed = scores
        var members: [String: [Int]] = [:]
        for (index, candidate) in result.enumerated() { members[candidate.path, default: []].append(index) }
        for indices in members.values where indices.count > 1 {
            for (index, score) in zip(indices, indices.map { scores[$0] }.sorted(by: >)) { placed[index] = score }
        }
        let order = result.indices.map { (index: $0, score: placed[$0]) }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
        return order.prefix(limit).map { entry in
            var candidate = result[entry.index]
            candidate.rank = entry.score
            return (candidate, wantsFeatures ? features[entry.index] : [])
        }
    }

    private struct Scored {
        var score: Double
        var path: Int
        var word: Int
        var language: Double
        var unigram: Double
        var pathLetters: Int
        var spatial: Scorer.Spatial
        var personal: Bool
        var fromLetterModel = false
    }

    /// The gesture in key units, after the checks every decoding makes: not empty, not too many
    /// points, every coordinate finite and within reach of the keyboard.
    package func validatedPoints(_ points: [Point], on keyboard: SwipeKeyboard) throws(SwipeRejection) -> [Point] {
        let c = configuration
        guard !points.isEmpty else { throw .empty }
        guard points.count <= c.maxPoints else { throw .tooManyPoints(count: points.count, limit: c.maxPoints) }
        if let bad = points.firstIndex(where: { !$0.isFinite }) { throw .nonFinitePoint(index: bad) }
        let normalized = normalize(points, on: keyboard)
        if let box = keyboard.keyBox {
            let reach = c.maxDistanceOutside
            if let far = normalized.firstIndex(where: {
                !($0.x >= box.minX - reach && $0.x <= box.maxX + reach && $0.y >= box.minY - reach && $0.y <= box.maxY + reach)
            }) {
                throw .outsideKeyboard(index: far)
            }
        }
        return normalized
    }

    /// The gesture in key units, moved up by the touch offset and by the user's own offset.
    func normalize(_ points: [Point], on keyboard: SwipeKeyboard) -> [Point] {
        let dx = configuration.userOffsetX, dy = configuration.verticalOffset + configuration.userOffsetY
        return points.map {
            let p = keyboard.normalized($0); return Point(x: p.x - dx, y: p.y - dy)
        }
    }

    /// The gesture's corners (none when the channel is off, to save the work).
    package func corners(of normalized: [Point]) -> SwipeCorners {
        let c = configuration
        return c.cornerWeight != 0 ? SwipeCorners(points: normalized, span: c.cornerSpan, angle: c.cornerAngle) : SwipeCorners()
    }

    /// The language model's share of the score: the word's frequency and how much the sentence so
    /// far raises it (log10 probabilities in, natural log out).
    private func languageScore(_ lm: Double, unigram: Double) -> Double {
        let c = configuration
        return (c.contextWeight * (lm - unigram) + c.unigramWeight * unigram) * M_LN10
    }

    /// The spatial channels' share of the score (natural log, ≤ 0).
    private func spatialScore(_ spatial: Scorer.Spatial) -> Double {
        configuration.spatialScore(
            location: spatial.location, proportional: spatial.proportional, shape: spatial.shape, endpoints: spatial.endpoints,
            letters: spatial.letters, corners: spatial.corners)
    }
}
