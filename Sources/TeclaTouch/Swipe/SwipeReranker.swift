import Foundation
import TeclaCore

/// A learned second opinion on the decoder's best candidates: gradient-boosted regression trees
/// (LambdaRank) over each candidate's channel scores, its language scores and how they compare
/// with the other candidates of the same gesture.
///
/// The linear score weighs every channel the same way for every gesture. The trees can learn
/// what a single weight cannot: that a long gesture's letters channel says more than a short
/// one's, that frequency should count less when two candidates are spatially close and more when
/// one is far behind, that context matters when the sentence so far is known. Trained by
/// `Scripts/assets/train-swipe-reranker.py` on How We Swipe's tuning folds from the features this type
/// computes (`tecla eval swipe --features`), so training and decoding read the same numbers.
///
/// ```swift
/// let reranker = SwipeReranker.bundled          // Resources/swipe-reranker.json
/// let score = reranker?.score(features)           // higher is better
/// ```
///
/// - Complexity: O(T · D) per candidate for T trees of depth D (a few hundred nodes visited).
public struct SwipeReranker: Sendable {
    /// Names of the features, in the order ``features(of:swipe:)`` writes them.
    public static let featureNames = [
        "location", "shape", "proportional", "endpoints", "letters", "corners",
        "language", "unigram", "contextGain", "pathLetters", "wordLength", "pathToGestureLength",
        "linearScore", "behindBest", "rank", "gestureLength", "cornerCount", "contextWords",
        "candidates", "locationAboveMin", "shapeAboveMin", "lettersAboveMin", "cornersAboveMin",
        "endpointsAboveMin", "personal", "unigramBelowMax", "aheadOfNext", "worstLetter", "pathTurns",
        "turnsAboveCorners", "worstLetterAboveMin", "contextFluency",
    ]

    /// The timed model's features: the same, then how the gesture was drawn in time
    /// (``SwipeTiming``) and how much of its slowing down each word leaves unexplained.
    public static let timedFeatureNames =
        featureNames + ["duration", "speed", "slowPoints", "slowUnexplained", "slowUnexplainedMean"]

    /// Read after the others by a model trained with ``SwipeLetterModel``: the word's
    /// log-probability under it, and how far that is below the best candidate's.
    public static let letterFeatureNames = ["letterModel", "letterModelBelowMax"]

    /// The feature names of a model that reads timing and/or the letter model.
    public static func featureNames(timed: Bool, letters: Bool) -> [String] {
        (timed ? timedFeatureNames : featureNames) + (letters ? letterFeatureNames : [])
    }

    /// What the features need to know of one candidate.
    public struct Candidate: Sendable {
        public var spatial: (location: Double, shape: Double, proportional: Double, endpoints: Double, letters: Double, corners: Double)
        /// log10 P(word | sentence so far) and log10 P(word).
        public var language: Double
        public var unigram: Double
        public var pathLetters: Int
        /// The path's length from key centre to key centre (key units).
        public var pathLength: Double
        public var wordLength: Int
        /// The decoder's linear score (natural log).
        public var linearScore: Double
        public var isPersonal: Bool
        /// The largest distance² from one of the word's keys to the gesture (order ignored, capped).
        public var worstLetter: Double
        /// Sharp turns the path makes at its keys.
        public var pathTurns: Int
        /// The gesture's slow points the word's keys leave unexplained (timed gestures only).
        public var slowUnexplained = 0.0
        /// The word's log-probability under ``SwipeLetterModel`` (when the model reads it).
        public var letterModel: Double?
    }

    /// What the features need to know of the gesture.
    public struct Swipe: Sendable {
        public var length: Double
        public var corners: Int
        /// Words of the sentence so far the language model sees (0, 1 or 2).
        public var contextWords: Int
        /// How much better the language model foresaw the sentence's last words than their
        /// frequency did (`Predictor.contextGain`): low in a list of unrelated words, where the
        /// context should not pick the word either.
        public var contextFluency = 0.0
        /// How it was drawn in time, when the trace had timestamps.
        var timing: SwipeTiming?
    }

    /// One split of one tree: `x[feature] <= threshold` goes to `left`, else to `right`; a
    /// negative child `~k` is leaf `k` of ``leaves``.
    struct Node: Sendable {
        var threshold: Double
        var feature: Int32
        var left: Int32
        var right: Int32
    }

    /// Every tree's nodes, one after the other (children after their parent), and where each
    /// tree starts; a tree without a split is a single leaf, its root written `~leaf`.
    let nodes: [Node]
    let roots: [Int32]
    let leaves: [Double]
    /// Candidates re-ranked per gesture (the linear score's best ones).
    public let depth: Int
    /// Whether the model reads ``timedFeatureNames`` (traces with timestamps) rather than
    /// ``featureNames``.
    public let usesTiming: Bool

    /// Whether the model also reads ``letterFeatureNames`` (``SwipeLetterModel``'s scores).
    public let usesLetterModel: Bool

    /// The content checksum (`PackManifest.contentChecksum`) of the pack whose language scores
    /// the model was fitted on, when its file names one. Its trees learned that pack's
    /// probabilities: a pack rebuilt since wants the model refitted
    /// (`Scripts/assets/train-swipe-models.sh`).
    public let packChecksum: String?

    /// The number of features the model reads.
    var featureCount: Int { Self.featureNames(timed: usesTiming, letters: usesLetterModel).count }

    /// The number of trees.
    public var treeCount: Int { roots.count }

    /// A model in the JSON form the training script writes.
    public init(json: Data) throws(SwipeRerankerError) {
        struct File: Decodable {
            struct Tree: Decodable {
                var feature: [Int]
                var threshold: [Double]
                var left: [Int]
                var right: [Int]
                var leaf: [Double]
            }
            var features: [String]
            var pack: String?
            var depth: Int
            var trees: [Tree]
        }
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: json) } catch { throw .malformed(String(describing: error)) }
        let known = [(false, false), (true, false), (false, true), (true, true)].first {
            file.features == Self.featureNames(timed: $0.0, letters: $0.1)
        }
        guard let (timed, letters) = known else { throw .featuresDiffer(file.features) }
        let featureCount = file.features.count
        guard file.depth > 0 else { throw .malformed("depth must be positive") }
        var nodes: [Node] = [], roots: [Int32] = [], leaves: [Double] = []
        for (number, t) in file.trees.enumerated() {
            let count = t.feature.count
            guard t.threshold.count == count, t.left.count == count, t.right.count == count, !t.leaf.isEmpty,
                t.feature.allSatisfy({ (0..<featureCount).contains($0) }),
                (t.left + t.right).allSatisfy({ $0 < 0 ? ~$0 < t.leaf.count : ($0 > 0 && $0 < count) })
            else {
                throw .malformed("tree \(number) is not a well-formed tree")
            }
            // Children point forward only, so evaluation always ends at a leaf.
            for i in 0..<count where (t.left[i] >= 0 && t.left[i] <= i) || (t.right[i] >= 0 && t.right[i] <= i) {
                throw .malformed("tree \(number) has a cycle at node \(i)")
            }
            let base = Int32(nodes.count), leafBase = Int32(leaves.count)
            func child(_ c: Int) -> Int32 { c < 0 ? ~(leafBase + Int32(~c)) : base + Int32(c) }
            roots.append(count == 0 ? ~leafBase : base)
            for i in 0..<count {
                nodes.append(Node(threshold: t.threshold[i], feature: Int32(t.feature[i]), left: child(t.left[i]), right: child(t.right[i])))
            }
            leaves += t.leaf
        }
        self.nodes = nodes
        self.roots = roots
        self.leaves = leaves
        depth = file.depth
        packChecksum = file.pack
        usesTiming = timed
        usesLetterModel = letters
    }

    /// The model trained on How We Swipe's tuning folds, bundled with the package.
    /// Loaded on first use, released by `SharedResources.purge()` (decoders keep their copy).
    public static var bundled: SwipeReranker? { bundledResource.value }

    static let bundledResource = SharedResource<SwipeReranker?> { load("swipe-reranker") }

    /// The model for traces with timestamps (``timedFeatureNames``), bundled with the package.
    public static var bundledTimed: SwipeReranker? { bundledTimedResource.value }

    static let bundledTimedResource = SharedResource<SwipeReranker?> { load("swipe-reranker-timed") }

    /// The models for keyboards the letter model cannot read (no a–z keys: Arabic), timed and
    /// untimed: trained on the same gestures decoded without the letter model.
    public static var bundledAnyScript: SwipeReranker? { bundledAnyScriptResource.value }

    static let bundledAnyScriptResource = SharedResource<SwipeReranker?> { load("swipe-reranker-any-script") }

    /// The timed model for keyboards the letter model cannot read.
    public static var bundledTimedAnyScript: SwipeReranker? { bundledTimedAnyScriptResource.value }

    static let bundledTimedAnyScriptResource = SharedResource<SwipeReranker?> { load("swipe-reranker-timed-any-script") }

    /// The models for a letter network trained on synthetic gestures alone (the Arabic one),
    /// timed and untimed: fitted on How We Swipe's tuning folds decoded with the English network
    /// trained on synthetic gestures alone, so they learned how far to trust such a network.
    public static var bundledSynthetic: SwipeReranker? { bundledSyntheticResource.value }

    static let bundledSyntheticResource = SharedResource<SwipeReranker?> { load("swipe-reranker-synthetic-letters") }

    /// The timed model for a letter network trained on synthetic gestures alone.
    public static var bundledTimedSynthetic: SwipeReranker? { bundledTimedSyntheticResource.value }

    static let bundledTimedSyntheticResource = SharedResource<SwipeReranker?> { load("swipe-reranker-timed-synthetic-letters") }

    /// The bundled models in ``SwipeDecoder/rerankers``' order of preference: timed before
    /// untimed, the letter model's before the any-script ones. A decoder takes the first whose
    /// inputs the trace and keyboard can give.
    public static var bundledModels: [SwipeReranker] {
        [bundledTimed, bundled, bundledTimedAnyScript, bundledAnyScript].compactMap { $0 }
    }

    /// Whether this model can order a trace with (or without) usable timestamps, on a keyboard
    /// the letter model can (or cannot) read.
    public func canRank(timed: Bool, letterModel: Bool) -> Bool {
        (!usesTiming || timed) && (!usesLetterModel || letterModel)
    }

    private static func load(_ name: String) -> SwipeReranker? {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json"), let data = try? Data(contentsOf: url) else { return nil }
        return try? SwipeReranker(json: data)
    }

    /// The model's score for one feature vector (higher is better).
    public func score(_ features: [Double]) -> Double {
        precondition(features.count == featureCount, "one value per feature")
        // Indices were checked when the model was read; this runs 30 × hundreds of trees per swipe.
        return nodes.withUnsafeBufferPointer { nodes in
            leaves.withUnsafeBufferPointer { leaves in
                features.withUnsafeBufferPointer { x in
                    var total = 0.0
                    for root in roots {
                        var i = root
                        while i >= 0 {
                            let node = nodes[Int(i)]
                            i = x[Int(node.feature)] <= node.threshold ? node.left : node.right
                        }
                        total += leaves[Int(~i)]
                    }
                    return total
                }
            }
        }
    }

    /// Feature vectors for a gesture's candidates, given best first by the linear score.
    public static func features(of candidates: [Candidate], swipe gesture: Swipe) -> [[Double]] {
        guard let first = candidates.first else { return [] }
        func timed(_ c: Candidate) -> [Double] {
            guard let timing = gesture.timing else { return [] }
            let slow = Double(timing.slowPoints.count)
            return [timing.duration, timing.speed, slow, c.slowUnexplained, c.slowUnexplained / max(1, slow)]
        }
        var minimum = first.spatial
        var maxUnigram = first.unigram
        for c in candidates.dropFirst() {
            minimum.location = min(minimum.location, c.spatial.location)
            minimum.shape = min(minimum.shape, c.spatial.shape)
            minimum.endpoints = min(minimum.endpoints, c.spatial.endpoints)
            minimum.letters = min(minimum.letters, c.spatial.letters)
            minimum.corners = min(minimum.corners, c.spatial.corners)
            maxUnigram = max(maxUnigram, c.unigram)
        }
        let minWorstLetter = candidates.map(\.worstLetter).min() ?? 0
        let bestLetters = candidates.compactMap(\.letterModel).max()
        func letters(_ c: Candidate) -> [Double] {
            guard let bestLetters, let score = c.letterModel else { return [] }
            return [score, bestLetters - score]
        }
        let best = first.linearScore
        return candidates.enumerated().map { k, c in
            let s = c.spatial
            let next = k + 1 < candidates.count ? candidates[k + 1].linearScore : c.linearScore - 10
            return [
                s.location, s.shape, s.proportional, s.endpoints, s.letters, s.corners,
                c.language, c.unigram, c.language - c.unigram, Double(c.pathLetters), Double(c.wordLength),
                c.pathLength / max(gesture.length, 0.1),
                c.linearScore, best - c.linearScore, Double(k), gesture.length, Double(gesture.corners), Double(gesture.contextWords),
                Double(candidates.count), s.location - minimum.location, s.shape - minimum.shape, s.letters - minimum.letters,
                s.corners - minimum.corners, s.endpoints - minimum.endpoints, c.isPersonal ? 1 : 0,
                maxUnigram - c.unigram, c.linearScore - next, c.worstLetter, Double(c.pathTurns),
                Double(c.pathTurns - gesture.corners), c.worstLetter - minWorstLetter, gesture.contextFluency,
            ] + timed(c) + letters(c)
        }
    }
}

/// Why a re-ranking model could not be read.
public enum SwipeRerankerError: Error, Equatable, CustomStringConvertible {
    case malformed(String)
    /// The model was trained on other features than this build computes.
    case featuresDiffer([String])

    public var description: String {
        switch self {
        case .malformed(let why): "malformed swipe re-ranker: \(why)"
        case .featuresDiffer(let names): "swipe re-ranker expects other features: \(names.joined(separator: ", "))"
        }
    }
}
