import Foundation
import Testing
import TeclaCore
import TeclaEvaluation
import TeclaLanguage
import TeclaTouch

/// Neat twins of people's gestures for the re-rankers' training: the same word, keyboard and
/// context, drawn closer to the key centres than people draw, reproducibly.
@Suite struct SwipeNeatTwinsTests {
    static let page = try! LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
    static let keyboard = SwipeKeyboard(page: page)
    static let population: SwipeWriterPopulation = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scripts/assets/pack-data/swipe-writers.json")
        return try! JSONDecoder().decode(SwipeWriterPopulation.self, from: Data(contentsOf: url))
    }()
    let sample = SwipeSample(
        id: "g7", word: "keyboard", layout: "en-US", points: [Point(x: 0, y: 0)], times: [0], context: "a new", set: "enron", participant: "p3")

    /// How far, in key pitches, the trace passes from each of the word's key centres at its closest.
    static func meanMiss(_ points: [Point], word: String) -> Double {
        let keys = word.unicodeScalars.compactMap { keyboard.index(of: $0) }
        var total = 0.0
        for key in keys {
            let center = keyboard.centers[key]
            var nearest = Double.infinity
            for point in points {
                nearest = min(nearest, hypot((point.x - center.x) / keyboard.pitchX, (point.y - center.y) / keyboard.pitchY))
            }
            total += nearest
        }
        return total / Double(max(1, keys.count))
    }

    @Test func twinsKeepTheGesturesLabelsAndAreReproducible() {
        let twins = SwipeNeatTwins(population: Self.population, neatness: 0...0.5)
        var first = SeededGenerator(seed: 1), second = SeededGenerator(seed: 1)
        let copies = twins.twins(of: sample, on: Self.keyboard, copies: 2, using: &first)
        #expect(copies.map(\.id) == ["g7#n1", "g7#n2"])
        #expect(copies.allSatisfy { $0.word == "keyboard" && $0.context == "a new" && $0.participant == "p3" && $0.layout == "en-US" })
        #expect(copies.map(\.points) == twins.twins(of: sample, on: Self.keyboard, copies: 2, using: &second).map(\.points))
        #expect(copies[0].points != copies[1].points)
        #expect(twins.twins(of: sample, on: Self.keyboard, copies: 0, using: &first).isEmpty)
        var unknown = sample
        unknown.word = "مرحبا"
        #expect(twins.twins(of: unknown, on: Self.keyboard, copies: 1, using: &first).isEmpty)
    }

    /// Over many writers, a neat twin passes nearer the centres of its word's keys than the
    /// population's own writers' traces do.
    @Test func neatWritersPassNearerTheKeyCentres() throws {
        let neat = SwipeNeatTwins(population: Self.population, neatness: 0...0.5)
        let asPeople = SwipeNeatTwins(population: Self.population, neatness: 1...1)
        var generator = SeededGenerator(seed: 8)
        var neatMiss = 0.0, peopleMiss = 0.0
        for word in ["keyboard", "because", "tonight", "people", "would", "great"] {
            var twin = sample
            twin.word = word
            for _ in 0..<8 {
                let a = try #require(neat.twins(of: twin, on: Self.keyboard, copies: 1, using: &generator).first)
                let b = try #require(asPeople.twins(of: twin, on: Self.keyboard, copies: 1, using: &generator).first)
                neatMiss += Self.meanMiss(a.points, word: word)
                peopleMiss += Self.meanMiss(b.points, word: word)
            }
        }
        #expect(neatMiss < 0.6 * peopleMiss, "neat \(neatMiss / 48), as people \(peopleMiss / 48) key pitches")
        #expect(Self.population.aim(scaledBy: 0).spread.mean == 0 && Self.population.aim(scaledBy: 1) == Self.population)
    }
}
