import Benchmark
import TeclaCore
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
        prior.update(table: table, model: LetterBigramModel(text: "the quick brown fox jumps over the lazy dog"), textBeforeCursor: "th")
        var generator = SeededGenerator(seed: 7)
        let noise = TapNoiseModel(noise: 1.5)
        var taps: [Point] = []
        for _ in 0..<1024 { taps.append(noise.tap(at: Int.random(in: 0..<table.count, using: &generator), in: table, using: &generator)) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(resolver.resolve(taps[i & 1023], prior: prior))
        }
    }
}
