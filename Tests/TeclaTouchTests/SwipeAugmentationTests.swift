import Testing
import TeclaCore
import TeclaEvaluation
import TeclaTouch

/// Varied copies of a recorded gesture for training: near the original, reproducible, labelled.
@Suite struct SwipeAugmentationTests {
    let keyboard = SwipeKeyboard(
        centers: [(letter: "a", center: Point(x: 10, y: 10)), (letter: "b", center: Point(x: 30, y: 10))], pitchX: 20, pitchY: 30)
    let sample = SwipeSample(
        id: "g1", word: "ab", layout: "l", points: [Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 30, y: 10)], times: [1, 1.1, 1.2])

    @Test func copiesAreNearTheOriginalLabelledAndReproducible() {
        var first = SeededGenerator(seed: 5), second = SeededGenerator(seed: 5)
        let copies = SwipeAugmentation().variants(of: sample, on: keyboard, copies: 3, using: &first)
        #expect(copies.map(\.id) == ["g1#a1", "g1#a2", "g1#a3"])
        #expect(copies.allSatisfy { $0.word == "ab" && $0.points.count == 3 })
        #expect(copies.map(\.points) == SwipeAugmentation().variants(of: sample, on: keyboard, copies: 3, using: &second).map(\.points))
        #expect(copies.contains { $0.points != sample.points })
        for copy in copies {
            // Within half a key of where the person drew it; the times start at 0 and keep their order.
            #expect(zip(copy.points, sample.points).allSatisfy { abs($0.x - $1.x) < 0.5 * 20 && abs($0.y - $1.y) < 0.5 * 30 })
            let times = copy.times ?? []
            #expect(times.first == 0 && times == times.sorted())
            #expect((times.last ?? 0) > 0.2 / 1.26 && (times.last ?? 0) < 0.2 * 1.26)
        }
        #expect(SwipeAugmentation().variants(of: sample, on: keyboard, copies: 0, using: &first).isEmpty)
    }
}
