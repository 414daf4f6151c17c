import Benchmark
import TeclaCore
import TeclaHost
import TeclaKeyboard
import TeclaPacks

/// The session's keystroke path: a finger down and up on a letter key, through hit-testing,
/// the action pipeline, the text buffer and shift recomputation.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .instructions],
        scalingFactor: .kilo,
        maxDuration: .seconds(3)
    )

    Benchmark("Keystroke: tap a letter (touch down + up)") { benchmark in
        let clock = ManualClock()
        let document = TextBuffer(contextLimit: 200)
        let session = try KeyboardSession(layoutID: "en-US", width: 390, document: document, clock: clock)
        let letters = ["t", "h", "e", "space"].compactMap { session.currentPage.key(id: $0)?.frame.center }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            let point = letters[i % letters.count]
            clock.advance(by: 0.12)
            blackHole(session.touchDown(0, at: point))
            blackHole(session.touchUp(0, at: point))
        }
        benchmark.stopMeasurement()
        if document.text.count > 100_000 { document.replaceAll(with: "") }
    }

    Benchmark("Keystroke: tap and read state (what a renderer does)") { benchmark in
        let clock = ManualClock()
        let document = TextBuffer(contextLimit: 200)
        let session = try KeyboardSession(layoutID: "en-US", width: 390, document: document, clock: clock)
        guard let point = session.currentPage.key(id: "e")?.frame.center else { return }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            clock.advance(by: 0.12)
            session.touchDown(0, at: point)
            session.touchUp(0, at: point)
            blackHole(session.state)
        }
    }

    Benchmark("Keystroke: tap, then build the iOS view's scene (English pack, suggestions)") { benchmark in
        let clock = ManualClock()
        let document = TextBuffer(contextLimit: 200)
        let session = try KeyboardSession(
            layoutID: "en-US", metrics: .iPhonePortrait(width: 390), document: document, clock: clock,
            languageModels: LanguageModels(source: BundledPacks.folder, retention: .activeOnly))
        let letters = ["t", "h", "e", "space"].compactMap { session.currentPage.key(id: $0)?.frame.center }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            let point = letters[i % letters.count]
            clock.advance(by: 0.12)
            session.touchDown(0, at: point)
            session.touchUp(0, at: point)
            blackHole(KeyboardScene(state: session.state, appearance: .light))
        }
        benchmark.stopMeasurement()
        if document.text.count > 100_000 { document.replaceAll(with: "") }
    }

    Benchmark("KeyboardScene from a state (the view model alone)") { benchmark in
        let session = try KeyboardSession(layoutID: "en-US", width: 390, document: TextBuffer(contextLimit: 200), clock: ManualClock())
        var state = session.state
        state.suggestions = [
            SuggestionSlot(text: "the", kind: .verbatim), SuggestionSlot(text: "then", kind: .correction, isAutocorrection: true),
            SuggestionSlot(text: "they", kind: .completion),
        ]
        state.pressedKeyID = "e"
        for _ in benchmark.scaledIterations {
            blackHole(KeyboardScene(state: state, appearance: .dark))
        }
    }

    Benchmark("Page hit test: KeyboardPage.key(at:)") { benchmark in
        let page = try LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
        var points: [Point] = []
        for i in 0..<64 {
            let x = Double((i * 6) % 390), y = Double((i * 11) % 216)
            points.append(Point(x: x, y: y))
        }
        for i in benchmark.scaledIterations {
            blackHole(page.key(at: points[i % points.count]))
        }
    }
}
