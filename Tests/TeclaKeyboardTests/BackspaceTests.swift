import Testing
import TeclaCore
@testable import TeclaKeyboard
import TeclaTestSupport

@Suite struct BackspaceTests {
    @Test func oneTapDeletesAWholeEmojiSequence() throws {
        let h = try SessionHarness(text: "hi 👩🏽‍💻")
        h.tap("delete")
        #expect(h.text == "hi ")
    }

    @Test func oneTapDeletesALetterWithItsCombiningMarks() throws {
        let h = try SessionHarness(text: "cafe\u{301}\u{300}")
        h.tap("delete")
        #expect(h.text == "caf")
    }

    @Test func deleteActsOnTouchDown() throws {
        let h = try SessionHarness(text: "ab")
        h.session.touchDown(0, at: h.center("delete"))
        #expect(h.text == "a")
        h.session.touchUp(0, at: h.center("delete"))
        #expect(h.text == "a")
    }

    @Test func holdingRepeatsFasterAndFasterThenDeletesWords() throws {
        let words = (1...30).map { "word\($0)" }.joined(separator: " ")
        let h = try SessionHarness(text: words)
        h.session.touchDown(0, at: h.center("delete"))
        var times: [Double] = []
        var units: [FeedbackEvent] = []
        for _ in 0..<300 {
            h.clock.advance(by: 0.01)
            let output = h.session.tick()
            for event in output.feedback {
                times.append(h.clock.now)
                units.append(event)
            }
        }
        h.session.touchUp(0, at: h.center("delete"))
        // Nothing repeats before the initial delay.
        #expect(abs(times[0] - 100.5) < 0.011)
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        let characterGaps = Array(gaps.prefix(10))
        #expect(characterGaps.first! > characterGaps.last!, "repeats accelerate: \(characterGaps)")
        #expect(units.prefix(5).allSatisfy { $0 == .deleteRepeat })
        #expect(units.contains(.deleteWord), "after a long hold whole words go")
        #expect(h.text.hasPrefix("word1 "))
        #expect(!h.text.contains("word30"))
    }

    @Test func wordDeletionTakesTheWordAndTheSpacesAfterIt() {
        #expect(WordBoundary.deletionLength(before: "hello big  ") == 5)
        #expect(WordBoundary.deletionLength(before: "don't") == 5)
        #expect(WordBoundary.deletionLength(before: "hi!") == 1)
        #expect(WordBoundary.deletionLength(before: "") == 0)
    }

    @Test func releasingStopsTheRepeat() throws {
        let h = try SessionHarness(text: String(repeating: "x", count: 50))
        h.session.touchDown(0, at: h.center("delete"))
        h.clock.advance(by: 0.7)
        h.session.touchUp(0, at: h.center("delete"))
        let after = h.text.count
        h.clock.advance(by: 5)
        h.session.tick()
        #expect(h.text.count == after)
        #expect(after < 49 && after > 40)
    }

    @Test func holdingOnAnEmptyFieldIsHarmless() throws {
        let h = try SessionHarness()
        try h.type("{hold-backspace 30s}")
        #expect(h.text == "")
    }

    @Test func aHoldCatchesUpWhenTicksAreLate() throws {
        let a = try SessionHarness(text: String(repeating: "y", count: 40))
        a.session.touchDown(0, at: a.center("delete"))
        a.clock.advance(by: 1.2)
        a.session.touchUp(0, at: a.center("delete"))
        let b = try SessionHarness(text: String(repeating: "y", count: 40))
        try b.type("{hold-backspace 1.2s}")
        #expect(a.text == b.text, "the same hold deletes the same text however often the timer fires")
    }

    @Test func scheduleIsPureAndAccelerates() {
        let policy = BackspaceRepeatPolicy()
        #expect(policy.repeatTime(0).time == policy.initialDelay)
        let t = (0..<40).map { policy.repeatTime($0) }
        #expect(t.map(\.time) == t.map(\.time).sorted())
        #expect(t.first!.unit == .character && t.last!.unit == .word)
    }

    @Test func aHeldBackspaceAcrossALeapOfTheClockDeletesWhatThereIsAndStops() throws {
        // A clock that leapt (a playground client's timestamp, a device asleep with a finger
        // down) once replayed every repeat due, one at a time: minutes of work for one tick.
        let h = try SessionHarness(text: "one two three")
        h.session.touchDown(0, at: h.center("delete"))
        h.clock.advance(by: 3_600 * 24 * 365)
        h.session.tick()
        #expect(h.text.isEmpty)
        h.clock.advance(by: 1e9)
        #expect(h.session.tick().feedback.isEmpty)
        h.session.touchUp(0, at: h.center("delete"))
        h.tap("o")
        #expect(h.text.lowercased() == "o")
    }

    @Test func theScheduleFindsItsPlaceAtAnyTime() {
        let policy = BackspaceRepeatPolicy()
        for elapsed in [0, 0.49, 0.5, 0.55, 1.9, 2.0, 2.3, 60, 3_600, 1e9] {
            let k = policy.firstRepeat(after: elapsed)
            #expect(policy.repeatTime(k).time > elapsed, "\(elapsed)")
            #expect(k == 0 || policy.repeatTime(k - 1).time <= elapsed, "\(elapsed)")
        }
        // Settings that would fire endless repeats at one instant are floored.
        var broken = BackspaceRepeatPolicy()
        broken.interval = 0
        broken.minimumInterval = -1
        broken.wordInterval = 0
        #expect(broken.repeatTime(1_000).time > broken.repeatTime(999).time)
    }
}
