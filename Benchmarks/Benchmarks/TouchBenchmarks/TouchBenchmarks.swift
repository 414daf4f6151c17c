import Benchmark
import TeclaCore
import TeclaPacks
import TeclaTouch

/// One tap through `TapResolver` with a prior already computed (as on a phone: the prior is
/// computed once per keystroke, the tap resolution must be cheap and allocation-free).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions],
        scalingFactor: .kilo,
        maxDuration: .seconds(3)
    )

    Benchmark("TapResolver: resolve one tap (prior precomputed)") { benchmark in
        let page = try LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
        let table = KeyTable(page: page)
        let resolver = TapResolver(table: table)
        var prior = KeyPrior(keyCount: table.count)
        // The keyboard's own prior (the English pack's letters), as a session computes it.
        prior.update(table: table, model: LexiconCharacterModel(pack: try BundledPacks.english()), textBeforeCursor: "th")
        // Taps scattered around random keys' centres, up to a third of a key off.
        var generator = SeededGenerator(seed: 7)
        var taps: [Point] = []
        for _ in 0..<1024 {
            let frame = table.keys[Int.random(in: 0..<table.count, using: &generator)].frame
            taps.append(
                Point(
                    x: frame.center.x + Double.random(in: -13...13, using: &generator),
                    y: frame.center.y + Double.random(in: -14...14, using: &generator)))
        }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(resolver.resolve(taps[i & 1023], prior: prior))
        }
    }
}
