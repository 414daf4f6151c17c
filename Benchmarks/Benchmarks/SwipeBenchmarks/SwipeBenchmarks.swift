import Foundation
import Benchmark
import TeclaCore
import TeclaLanguage
import TeclaPacks
import TeclaTouch

/// Swipe decoding over the English pack's 100k words (budget: 20 ms at p95 per gesture), and the
/// one-time cost of indexing the vocabulary when a pack loads.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(5)
    )

    Benchmark("SwipeDecoder: decode one word gesture (100k words, context)") { benchmark in
        let setup = try DecodingSetup()
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            let k = i % setup.gestures.count
            blackHole(try? setup.decoder.decode(setup.gestures[k], on: setup.keyboard, context: setup.context, limit: 4))
        }
    }

    Benchmark("SwipeDecoder: decode one timed gesture (the timed re-ranker)") { benchmark in
        let setup = try DecodingSetup()
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            let k = i % setup.gestures.count
            blackHole(try? setup.decoder.decode(setup.gestures[k], times: setup.times[k], on: setup.keyboard, context: setup.context, limit: 4))
        }
    }

    // A language's first swipe pays for this: the index, each path's prior and, for the letter
    // model's beam search, the paths in letter order (the bundled models are loaded before).
    Benchmark("SwipeDecoder: prepare for the English pack (index, priors, letter order)") { benchmark in
        let pack = try BundledPacks.english()
        blackHole((SwipeReranker.bundled, SwipeReranker.bundledTimed, SwipeLetterModel.bundled))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(SwipeDecoder(pack: pack))
        }
    }

    Benchmark("SwipeLetterModel: read and check the bundled weights") { benchmark in
        // The resource as the package ships it (this target cannot reach TeclaTouch's bundle).
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/TeclaTouch/Resources/swipe-letters.json")
        let data = try Data(contentsOf: file)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try SwipeLetterModel(json: data))
        }
    }

    Benchmark("SwipeVocabulary: index the English pack's words") { benchmark in
        let pack = try BundledPacks.english()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(SwipeVocabulary(lexicon: pack.lexicon))
        }
    }
}

/// The decoder over the English pack, the en-US letters page at 390 pt and noisy gestures of 12
/// words, each with a point every 8 ms (as a 120 Hz screen reports them).
struct DecodingSetup {
    let decoder: SwipeDecoder
    let keyboard: SwipeKeyboard
    let gestures: [[Point]]
    let times: [[Double]]
    let context = TypingContext(previousWords: ["see", "you"])

    init() throws {
        decoder = SwipeDecoder(pack: try BundledPacks.english())
        let page = try LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
        keyboard = SwipeKeyboard(page: page)
        gestures = noisyGestures(
            [
                "hello", "keyboard", "the", "international", "because", "something", "with", "people",
                "thanks", "tomorrow", "is", "everything",
            ], page: page, keyboard: keyboard)
        times = gestures.map { points in points.indices.map { Double($0) * 0.008 } }
    }
}

/// Traces through the words' keys with a wobbly finger: every point moved by a Gaussian of a
/// fifth of a key, sampled every 4 points.
func noisyGestures(_ words: [String], page: KeyboardPage, keyboard: SwipeKeyboard) -> [[Point]] {
    var generator = SeededGenerator(seed: 11)
    return words.map { word in
        let centers = word.unicodeScalars.compactMap { keyboard.index(of: $0).map { keyboard.centers[$0] } }
        var points: [Point] = []
        for (a, b) in zip(centers, centers.dropFirst()) {
            let steps = max(1, Int(a.distance(to: b) / 4))
            for s in 0..<steps {
                let t = Double(s) / Double(steps)
                points.append(
                    Point(
                        x: a.x + (b.x - a.x) * t + generator.nextGaussian() * keyboard.pitchX * 0.2,
                        y: a.y + (b.y - a.y) * t + generator.nextGaussian() * keyboard.pitchY * 0.2))
            }
        }
        points.append(centers.last ?? .zero)
        return points
    }
}
