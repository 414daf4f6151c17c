import TeclaCore
import TeclaLanguage
import TeclaTouch

extension SwipeDecoder {
    /// Why a word was or was not among a gesture's candidates: the pruning step that dropped it,
    /// or its channel scores. For tuning and miss analysis (`tecla eval swipe --explain`); not shipped.
    public enum Explanation: Sendable, Equatable {
        case notInVocabulary
        case letterWithoutKey
        case startKeyTooFar
        case endKeyTooFar
        case lengthOutOfRange(path: Double, swipe: Double)
        case notShortlisted(rank: Int, cost: Double, cutoff: Double)
        case scored(SwipeCandidate)
        case rejected(SwipeRejection)
    }

    /// Follows `word` through the decoder's steps for the gesture `points`.
    public func explain(
        _ word: String, points: [Point], on keyboard: SwipeKeyboard,
        context: TypingContext = TypingContext(previousWords: [])
    ) -> Explanation {
        let c = configuration
        let normalized: [Point]
        do { normalized = try validatedPoints(points, on: keyboard) } catch { return .rejected(error) }
        let gesture = SwipeTrace(points: normalized, count: c.samples)
        guard gesture.length >= c.tapLength else { return .rejected(.tap) }
        let single = SwipeVocabulary(words: [word])
        guard single.pathCount == 1, !predictor.pack.lexicon.lookup(word).isEmpty else { return .notInVocabulary }
        let target = single.spelling(ofPath: 0)
        guard let p = (0..<vocabulary.pathCount).first(where: { vocabulary.spelling(ofPath: $0) == target }) else { return .notInVocabulary }
        var scorer = Scorer(keyboard: keyboard, gesture: gesture, corners: corners(of: normalized), configuration: c)
        let check = scorer.check(path: p, in: vocabulary, prior: pathPrior)
        switch check {
        case .letterWithoutKey: return .letterWithoutKey
        case .startKeyTooFar: return .startKeyTooFar
        case .endKeyTooFar: return .endKeyTooFar
        case .length(let path): return .lengthOutOfRange(path: path, swipe: gesture.length)
        case .cost(let cost):
            let list = scorer.shortlist(vocabulary, prior: pathPrior)
            guard let rank = list.firstIndex(where: { $0.path == p }) else {
                return .notShortlisted(rank: list.count, cost: cost, cutoff: list.last?.cost ?? 0)
            }
            let candidates = (try? decode(points, on: keyboard, context: context, limit: 1000)) ?? []
            if let found = candidates.first(where: { TextFolding.foldedString($0.text) == TextFolding.foldedString(word) }) {
                return .scored(found)
            }
            return .notShortlisted(rank: rank, cost: cost, cutoff: list.last?.cost ?? 0)
        }
    }
}
