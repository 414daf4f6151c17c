import TeclaCore
import TeclaLanguage
import TeclaTouch

extension SwipeDecoder {
    /// The candidates the re-ranker sees — the linear score's best `depth`, then the letter
    /// model's own candidates wherever they fell — in the linear score's order, each with its feature
    /// vector (``SwipeReranker/featureNames``, or ``SwipeReranker/timedFeatureNames`` when
    /// the trace has usable `times`): what the re-rankers are trained on
    /// (`tecla eval swipe --features`, `Scripts/assets/train-swipe-reranker.py`). Tooling: the keyboard
    /// never asks for it.
    public func rankingFeatures(
        _ points: [Point], times: [Double]? = nil, on keyboard: SwipeKeyboard, context: TypingContext = TypingContext(previousWords: []),
        depth: Int
    ) throws(SwipeRejection) -> [(candidate: SwipeCandidate, features: [Double])] {
        var plain = self
        plain.configuration.rerank = false
        return try plain.ranked(points, times: times, on: keyboard, context: context, personalWords: [], limit: depth, features: true)
    }
}
