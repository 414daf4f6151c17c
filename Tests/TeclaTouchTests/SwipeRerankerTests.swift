import Foundation
import Testing
import TeclaCore
import TeclaLanguage
import TeclaPacks
import TeclaTestSupport
@testable import TeclaTouch

/// The learned re-ranking of swipe candidates: reading a model, refusing a bad one, and what it
/// changes in decoding.
@Suite struct SwipeRerankerTests {
    static let names = SwipeReranker.featureNames

    func model(_ trees: [[String: Any]], features: [String] = names, depth: Int = 30) throws(SwipeRerankerError) -> SwipeReranker {
        let json = try! JSONSerialization.data(withJSONObject: ["features": features, "depth": depth, "trees": trees])
        return try SwipeReranker(json: json)
    }

    /// One split: feature `f` at most `t` scores `low`, above it `high`.
    func stump(_ f: Int, _ t: Double, low: Double, high: Double) -> [String: Any] {
        ["feature": [f], "threshold": [t], "left": [~0], "right": [~1], "leaf": [low, high]]
    }

    @Test func treesAddUpTheirLeaves() throws {
        let letters = Self.names.firstIndex(of: "letters")!
        let unigram = Self.names.firstIndex(of: "unigram")!
        let m = try model([stump(letters, 0.1, low: 1, high: -1), stump(unigram, -4, low: -0.5, high: 0.5)])
        var x = [Double](repeating: 0, count: Self.names.count)
        x[letters] = 0.05; x[unigram] = -3
        #expect(m.score(x) == 1.5)
        x[letters] = 0.3; x[unigram] = -6
        #expect(m.score(x) == -1.5)
    }

    @Test func aModelForOtherFeaturesIsRefused() {
        #expect(throws: SwipeRerankerError.featuresDiffer(["location"])) { try model([], features: ["location"]) }
    }

    @Test func malformedModelsAreRefusedWithAReason() {
        #expect(throws: SwipeRerankerError.self) { try SwipeReranker(json: Data("{not json".utf8)) }
        // A child pointing back to its parent would loop for ever.
        let cycle: [String: Any] = ["feature": [0, 0, 0], "threshold": [0, 0, 0], "left": [1, 2, 1], "right": [~0, ~1, ~2], "leaf": [0, 0, 0]]
        #expect(throws: SwipeRerankerError.malformed("tree 0 has a cycle at node 2")) { try model([cycle]) }
        #expect(throws: SwipeRerankerError.malformed("tree 0 is not a well-formed tree")) {
            try model([cycle.merging(["left": [1, 2, 0]]) { $1 }])
        }
        // A leaf that does not exist, and a feature past the end.
        #expect(throws: SwipeRerankerError.self) { try model([stump(0, 0, low: 0, high: 0).merging(["right": [~5]]) { $1 }]) }
        #expect(throws: SwipeRerankerError.self) { try model([stump(Self.names.count, 0, low: 0, high: 0)]) }
        #expect(throws: SwipeRerankerError.self) { try model([], depth: 0) }
    }

    @Test func theBundledModelLoads() throws {
        let bundled = try #require(SwipeReranker.bundled)
        #expect(bundled.depth >= 8)
        #expect(bundled.treeCount >= 50)
    }

    /// Every bundled model learned the bundled English pack's probabilities (How We Swipe is
    /// English): a pack rebuilt without refitting them (`Scripts/assets/train-swipe-models.sh`,
    /// `train-swipe-synthetic-models.sh`) fails here rather than quietly costing swipe accuracy.
    @Test func theBundledModelsWereFittedOnTheBundledPack() throws {
        let checksum = try BundledPacks.english().manifest.contentChecksum
        let models: [(String, SwipeReranker?)] = [
            ("swipe-reranker-timed", SwipeReranker.bundledTimed), ("swipe-reranker", SwipeReranker.bundled),
            ("swipe-reranker-timed-any-script", SwipeReranker.bundledTimedAnyScript),
            ("swipe-reranker-any-script", SwipeReranker.bundledAnyScript),
            ("swipe-reranker-timed-synthetic-letters", SwipeReranker.bundledTimedSynthetic),
            ("swipe-reranker-synthetic-letters", SwipeReranker.bundledSynthetic),
        ]
        for (name, model) in models {
            let model = try #require(model, "\(name) is bundled")
            #expect(model.packChecksum == checksum, "\(name).json was fitted on pack \(model.packChecksum ?? "unnamed"), not en.teclapack \(checksum)")
        }
    }

    @Test func aModelNamesThePackItWasFittedOn() throws {
        let json = try JSONSerialization.data(withJSONObject: ["features": Self.names, "pack": "0a1b2c3d", "depth": 30, "trees": [] as [Any]])
        #expect(try SwipeReranker(json: json).packChecksum == "0a1b2c3d")
        #expect(try model([]).packChecksum == nil)
    }

    @Test func featuresCompareEachCandidateWithTheOthers() {
        func candidate(_ location: Double, _ unigram: Double, _ score: Double) -> SwipeReranker.Candidate {
            .init(
                spatial: (location, 0.1, 0.5, 0.2, 0.05, 0), language: unigram - 0.5, unigram: unigram, pathLetters: 4,
                pathLength: 6, wordLength: 5, linearScore: score, isPersonal: false, worstLetter: location, pathTurns: 3)
        }
        let rows = SwipeReranker.features(
            of: [candidate(0.2, -3, -5), candidate(0.1, -5, -6)],
            swipe: .init(length: 5, corners: 2, contextWords: 2))
        let f = { (row: Int, name: String) in rows[row][Self.names.firstIndex(of: name)!] }
        // Features are differences and ratios of doubles: compared within a rounding error.
        func near(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 1e-9 }
        #expect(rows.count == 2 && rows.allSatisfy { $0.count == Self.names.count })
        #expect(f(0, "behindBest") == 0 && f(1, "behindBest") == 1)
        #expect(near(f(0, "locationAboveMin"), 0.1) && near(f(1, "locationAboveMin"), 0))
        #expect(f(1, "unigramBelowMax") == 2)
        #expect(near(f(0, "pathToGestureLength"), 1.2))
        #expect(near(f(0, "contextGain"), -0.5))
        #expect(f(1, "rank") == 1 && f(0, "candidates") == 2)
        #expect(f(0, "turnsAboveCorners") == 1 && near(f(0, "worstLetterAboveMin"), 0.1))
    }

    @Test func aModelReordersPathsButNotTheWordsOfOnePath() throws {
        let page = try LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
        let keyboard = SwipeKeyboard(page: page)
        let pack = try BundledPacks.english()
        let points = SyntheticSwipe.points(for: "in", on: page)
        var decoder = SwipeDecoder(pack: pack, rerankers: [])
        let context = TypingContext(previousWords: ["i", "said"])
        let linear = try decoder.decode(points, on: keyboard, context: context, limit: 8)
        #expect(linear.first?.text == "in")
        #expect(linear.allSatisfy { $0.rank == nil })
        // "inn" is drawn like "in" (repeats merge); the first word of another path comes later.
        let sharing = try #require(linear.firstIndex { $0.text == "Inn" || $0.text == "inn" })
        let other = try #require(linear.firstIndex { $0.path != "in" })
        // A model that trusts only that rank of the linear order.
        let rank = Self.names.firstIndex(of: "rank")!
        decoder.rerankers = [try model([stump(rank, Double(other) - 0.5, low: 0, high: 1), stump(rank, Double(other) + 0.5, low: 0, high: -2)])]
        let reranked = try decoder.decode(points, on: keyboard, context: context, limit: 8)
        #expect(reranked.first?.text == linear[other].text)
        #expect(reranked.first?.rank == 1)
        // The words of one path keep the language model's order.
        let inIndex = try #require(reranked.firstIndex { $0.text == "in" })
        let innIndex = try #require(reranked.firstIndex { $0.text == linear[sharing].text })
        #expect(inIndex < innIndex)
        // And the setting turns it off.
        decoder.configuration.rerank = false
        #expect(try decoder.decode(points, on: keyboard, context: context, limit: 8).map(\.text) == linear.map(\.text))
    }

    @Test func theTimedModelLoadsAndReadsTheTimedFeatures() throws {
        let timed = try #require(SwipeReranker.bundledTimed)
        #expect(timed.usesTiming)
        #expect(SwipeReranker.bundled?.usesTiming == false)
        #expect(SwipeReranker.timedFeatureNames.starts(with: SwipeReranker.featureNames))
        #expect(timed.treeCount >= 50)
    }

    @Test func timestampsChooseTheTimedModelAndBadOnesAreIgnored() throws {
        let page = try LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
        let keyboard = SwipeKeyboard(page: page)
        let points = SyntheticSwipe.points(for: "hello", on: page)
        let times = points.indices.map { Double($0) * 0.01 }
        // A model for each kind that gives itself away: every candidate scores its own constant.
        func constant(_ value: Double, features: [String]) throws -> SwipeReranker {
            try model([["feature": [], "threshold": [], "left": [], "right": [], "leaf": [value]]], features: features)
        }
        var decoder = SwipeDecoder(pack: try BundledPacks.english())
        decoder.rerankers = [try constant(2, features: SwipeReranker.timedFeatureNames), try constant(1, features: SwipeReranker.featureNames)]
        #expect(try decoder.decode(points, on: keyboard).first?.rank == 1)
        #expect(try decoder.decode(points, times: times, on: keyboard).first?.rank == 2)
        // Times that go back, of another count, or not finite: decoded as if there were none.
        for bad in [times.reversed(), Array(times.dropLast()), times.map { _ in Double.nan }] {
            #expect(try decoder.decode(points, times: Array(bad), on: keyboard).first?.rank == 1)
        }
    }

    @Test func eachScriptIsReadByItsOwnNetworkAndTheReRankersFittedToIt() throws {
        func constant(_ value: Double, letters: Bool) throws -> SwipeReranker {
            try model(
                [["feature": [], "threshold": [], "left": [], "right": [], "leaf": [value]]],
                features: SwipeReranker.featureNames(timed: false, letters: letters))
        }
        let page = ArabicLayout.definition.layout(metrics: .iPhonePortrait(width: 390)).homePage
        let keyboard = SwipeKeyboard(page: page)
        // Arabic: the network trained on synthetic gestures on the Arabic keyboard, read by the
        // re-rankers fitted to such a network, then the any-script ones; never the people's.
        var decoder = SwipeDecoder(pack: try BundledPacks.arabic())
        let arabicNetwork = try #require(decoder.letterModel)
        #expect(arabicNetwork.trainedOn == .synthetic && arabicNetwork.canRead(keyboard))
        #expect(decoder.rerankers.map(\.usesLetterModel) == [true, true, false, false])
        decoder.rerankers = [try constant(1, letters: true), try constant(2, letters: false)]
        let arabic = try decoder.decode(SyntheticSwipe.points(for: "كتاب", on: page), on: keyboard)
        #expect(!arabic.isEmpty && arabic.allSatisfy { $0.rank == 1 && $0.letterModel != nil })
        // Without a network (or on keys it cannot read) an any-script model orders the candidates,
        // none of which carries a letter-model score.
        var plain = SwipeDecoder(pack: try BundledPacks.arabic(), letterModels: [])
        #expect(plain.letterModel == nil && plain.rerankers.allSatisfy { !$0.usesLetterModel })
        plain.rerankers = decoder.rerankers
        let unread = try plain.decode(SyntheticSwipe.points(for: "كتاب", on: page), on: keyboard)
        #expect(!unread.isEmpty && unread.allSatisfy { $0.rank == 2 && $0.letterModel == nil })
        // On a Latin keyboard the people network's re-rankers, and they score every word.
        let latin = try LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
        var english = SwipeDecoder(pack: try BundledPacks.english())
        #expect(english.letterModel?.trainedOn == .people && english.rerankers.allSatisfy(\.usesLetterModel))
        #expect(SwipeDecoder(pack: try BundledPacks.latin()).letterModel?.trainedOn == .people, "classical Latin is spelled in a–z")
        english.rerankers = decoder.rerankers
        let hello = try english.decode(SyntheticSwipe.points(for: "hello", on: latin), on: SwipeKeyboard(page: latin))
        #expect(hello.allSatisfy { $0.rank == 1 && $0.letterModel != nil })
        #expect(SwipeReranker.bundledModels.contains { !$0.usesLetterModel }, "the bundled any-script models")
    }

    @Test func aTraceBeingDrawnKeepsItsTimesUntilAPointComesWithout() throws {
        let page = try LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
        let decoder = SwipeDecoder(pack: try BundledPacks.english())
        var incremental = IncrementalSwipeDecoder(decoder: decoder, keyboard: SwipeKeyboard(page: page))
        for (index, point) in SyntheticSwipe.points(for: "hello", on: page).enumerated() { incremental.append(point, at: Double(index) * 0.01) }
        #expect(incremental.times?.count == incremental.points.count)
        #expect(try incremental.finish(context: TypingContext(previousWords: [])).first?.text.lowercased() == "hello")
        incremental.append(Point(x: 1, y: 1))
        #expect(incremental.times == nil, "a point without a time: the trace decodes untimed")
    }

    @Test func hostileTimesNeverTrap() throws {
        // Seeded: times that jump, stall, repeat, go back, overflow or are missing, on real traces.
        let page = try LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
        let keyboard = SwipeKeyboard(page: page)
        let decoder = SwipeDecoder(pack: try BundledPacks.english())
        var random = SeededGenerator(seed: 21)
        for word in ["hello", "keyboard", "in", "the"] {
            let points = SyntheticSwipe.points(for: word, on: page)
            for _ in 0..<25 {
                var t = 0.0
                let times = points.map { _ -> Double in
                    switch Int.random(in: 0..<6, using: &random) {
                    case 0: t += 0
                    case 1: t += Double.random(in: 0...1e300, using: &random)
                    case 2: t = -t
                    case 3: return .infinity
                    default: t += Double.random(in: 0...0.05, using: &random)
                    }
                    return t
                }
                let result = try decoder.decode(points, times: times, on: keyboard)
                #expect(!result.isEmpty && result.allSatisfy { $0.rank?.isFinite ?? true })
            }
            // Times that only go forward but stall, crawl or leap: the timed path itself.
            for _ in 0..<25 {
                var t = 0.0
                let times = points.map { _ -> Double in
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: t += 0
                    case 1: t += Double.random(in: 0...1e12, using: &random)
                    case 2: t += 1e-9
                    default: t += Double.random(in: 0...0.05, using: &random)
                    }
                    return t
                }
                guard SwipeTiming(points: points, times: times) != nil else { continue }
                let result = try decoder.decode(points, times: times, on: keyboard)
                #expect(!result.isEmpty && result.allSatisfy { $0.rank?.isFinite ?? false }, "\(word): \(times.prefix(5))")
            }
        }
    }

    @Test func whereTheFingerSlowedDownIsFound() throws {
        // Right along a row at one key per 0.1 s, a 0.3 s pause at x = 5, then on.
        var points: [Point] = [], times: [Double] = []
        var t = 0.0
        for step in 0...100 {
            let x = Double(step) / 10
            points.append(Point(x: x, y: 1))
            times.append(t)
            t += abs(x - 5) < 0.25 ? 0.06 : 0.01
        }
        let timing = try #require(SwipeTiming(points: points, times: times))
        #expect(timing.slowPoints.contains { abs($0.x - 5) < 0.3 })
        #expect(timing.slowPoints.allSatisfy { abs($0.x - 5) < 0.5 })
        #expect(timing.unexplained(by: [Point(x: 5, y: 1)]) < 0.1)
        #expect(timing.unexplained(by: [Point(x: 9, y: 1)]) >= Double(timing.slowPoints.count) * 0.9)
        #expect(SwipeTiming(points: points, times: Array(times.dropFirst())) == nil)
        // Points that all arrived at once carry no timing.
        #expect(SwipeTiming(points: points, times: points.map { _ in 3.0 }) == nil)
    }
}
