import Benchmark
import TeclaCore
import TeclaHost
import TeclaKeyboard
import TeclaLanguage
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

    // The neural next-word model (issue 31): what one typed word costs, and what the bar costs
    // when that word is new to the cache (every word after a space) or not (every other key).
    Benchmark("Neural model: read one word and rank every next word (English, one step + softmax)") { benchmark in
        let pack = try BundledPacks.english()
        guard let model = pack.neural else { fatalError("the bundled English pack has no neural model") }
        let words = ["I", "love", "you", "so", "much", "and", "I", "miss", "you"].map { pack.modelID(forToken: $0) }
        var state = model.start()
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            model.step(&state, input: words[i % words.count])
            blackHole(model.logProbabilities(state))
        }
    }

    Benchmark("Next words after a space: neural + trigram, a new sentence each time (cache miss)") { benchmark in
        let predictor = Predictor(pack: try BundledPacks.english())
        let vocabulary = ["how", "was", "your", "day", "I", "love", "you", "see", "at", "the", "station", "tomorrow", "good", "morning"]
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            // Sentences no cache holds: each asks for a full sentence's worth of steps only once.
            let words = (0..<4).map { vocabulary[(i / (1 + $0 * 3) + $0 * 5) % vocabulary.count] } + [String(i % 997)]
            blackHole(predictor.nextWords(after: TypingContext(previousWords: words), limit: 3))
        }
    }

    Benchmark("Open the English pack with its neural model (map and verify both)") { benchmark in
        guard let url = BundledPacks.englishURL else { return }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try LanguagePack(contentsOf: url))
        }
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
