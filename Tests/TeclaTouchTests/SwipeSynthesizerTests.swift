import Foundation
import Testing
import TeclaCore
import TeclaEvaluation
import TeclaLanguage
import TeclaPacks
import TeclaTouch

/// Synthetic gestures for training (issue 35): reproducible, shaped like a person's, and read by
/// the decoder as the word they draw.
@Suite struct SwipeSynthesizerTests {
    static let pack = try! BundledPacks.english()
    static let decoder = SwipeDecoder(pack: pack)
    static let page = try! LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
    static let keyboard = SwipeKeyboard(page: page)

    @Test func theSameSeedDrawsTheSameGesture() throws {
        var a = SeededGenerator(seed: 9), b = SeededGenerator(seed: 9)
        let population = SwipeWriterPopulation()
        let writerA = population.writer(using: &a), writerB = population.writer(using: &b)
        #expect(writerA == writerB)
        let first = try #require(SwipeSynthesizer().gesture(for: "keyboard", on: Self.keyboard, writer: writerA, using: &a))
        let second = try #require(SwipeSynthesizer().gesture(for: "keyboard", on: Self.keyboard, writer: writerB, using: &b))
        #expect(first.points == second.points && first.times == second.times)
    }

    @Test func aGestureStartsAtRestMovesForwardInTimeAndEndsNearTheLastLetter() throws {
        var generator = SeededGenerator(seed: 3)
        let writer = SwipeWriter()
        let gesture = try #require(SwipeSynthesizer().gesture(for: "world", on: Self.keyboard, writer: writer, using: &generator))
        #expect(gesture.times.first == 0 && gesture.times == gesture.times.sorted())
        #expect(gesture.points.count == gesture.times.count && gesture.points.count > 10)
        // Resting before it moves, as people do.
        #expect(gesture.points[0] == gesture.points[1])
        let d = try #require(Self.keyboard.index(of: "d"))
        let end = try #require(gesture.points.last)
        let miss = hypot((end.x - Self.keyboard.centers[d].x) / Self.keyboard.pitchX, (end.y - Self.keyboard.centers[d].y) / Self.keyboard.pitchY)
        #expect(miss < 1.5, "the finger lifts near d: \(miss) keys off")
    }

    /// Drawn by writers of the fitted population, common words are read back as themselves.
    @Test func theDecoderReadsSyntheticGesturesAsTheirWords() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scripts/assets/pack-data/swipe-writers.json")
        let population = try JSONDecoder().decode(SwipeWriterPopulation.self, from: Data(contentsOf: url))
        var generator = SeededGenerator(seed: 35)
        let words = ["the", "people", "because", "morning", "keyboard", "tonight", "thanks", "about", "would", "great"]
        var read = 0
        for word in words {
            let writer = population.writer(using: &generator)
            let gesture = try #require(SwipeSynthesizer().gesture(for: word, on: Self.keyboard, writer: writer, using: &generator))
            let candidates = try Self.decoder.decode(gesture.points, on: Self.keyboard, context: TypingContext(previousWords: ["i", "said"]))
            if candidates.prefix(4).contains(where: { $0.text.lowercased() == word }) { read += 1 }
        }
        #expect(read >= 8, "\(read) of \(words.count) in the top four")
    }

    /// Writers of a population with a spread of pace draw the same word in very different times;
    /// a population file from before the pace existed reads as one pace for all.
    @Test func writersDifferInPaceAndOlderPopulationsStillRead() throws {
        var population = SwipeWriterPopulation()
        population.tempo = .init(1, 0.5)
        var generator = SeededGenerator(seed: 4)
        var durations: [Double] = []
        for _ in 0..<40 {
            let writer = population.writer(using: &generator)
            let gesture = try #require(SwipeSynthesizer().gesture(for: "together", on: Self.keyboard, writer: writer, using: &generator))
            durations.append(try #require(gesture.times.last))
        }
        durations.sort()
        #expect(durations[35] > 1.8 * durations[4], "10th–90th percentile \(durations[4])–\(durations[35]) s")

        let older = Data(#"{"fittsA": {"mean": 0.1, "sd": 0.04}, "overlap": {"mean": 0.2, "sd": 0.1}}"#.utf8)
        let read = try JSONDecoder().decode(SwipeWriterPopulation.self, from: older)
        #expect(read.fittsA == .init(0.1, 0.04) && read.overlap == .init(0.2, 0.1))
        #expect(read.tempo == .init(1, 0) && read.tempoVariation == .init(0, 0) && read.bow == SwipeWriterPopulation().bow)
        var a = SeededGenerator(seed: 2)
        #expect(read.writer(using: &a).tempo == 1)
    }

    @Test func aWordWithALetterThatHasNoKeyIsNotDrawn() {
        var generator = SeededGenerator(seed: 1)
        #expect(SwipeSynthesizer().gesture(for: "жu", on: Self.keyboard, writer: SwipeWriter(), using: &generator) == nil)
        // Letters fold as the swipe vocabulary folds them: "ñu" is drawn over n and u, as "nu".
        #expect(Self.keyboard.drawnKeys(of: "Ñu") == Self.keyboard.drawnKeys(of: "nu"))
        #expect(SwipeSynthesizer().gesture(for: "ñu", on: Self.keyboard, writer: SwipeWriter(), using: &generator) != nil)
        #expect(SwipeSynthesizer().gesture(for: "", on: Self.keyboard, writer: SwipeWriter(), using: &generator) == nil)
        // Apostrophes are typed off the gesture.
        #expect(SwipeSynthesizer().gesture(for: "don't", on: Self.keyboard, writer: SwipeWriter(), using: &generator) != nil)
    }

    @Test func shapesMeasureWhatTheyName() throws {
        // A straight two-letter stroke at constant speed from a to s: path = ideal, no turning.
        let a = try #require(Self.keyboard.index(of: "a")), s = try #require(Self.keyboard.index(of: "s"))
        let from = Self.keyboard.centers[a], to = Self.keyboard.centers[s]
        let points = (0...10).map { Point(x: from.x + (to.x - from.x) * Double($0) / 10, y: from.y) }
        let shape = try #require(SwipeShape(word: "as", points: points, times: (0...10).map { Double($0) * 0.02 }, on: Self.keyboard))
        #expect(abs(shape.pathRatio - 1) < 0.01 && shape.turning < 0.01)
        #expect(abs(shape.duration - 0.2) < 1e-9 && abs(shape.sampleInterval - 0.02) < 1e-9)
        #expect(shape.firstMiss < 0.01 && shape.lastMiss < 0.01)
    }
}
