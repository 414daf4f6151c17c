import Foundation
import Testing
import TeclaLanguage

/// The learned swipe offset: shrunk while little is known, bounded, current, and never lost or
/// corrupted by a bad file.
@Suite struct SwipeAdaptationTests {
    @Test func aFewGesturesMoveItLittleManyMoveItMost() {
        var adaptation = SwipeAdaptation()
        #expect(adaptation.offset == (0, 0))
        adaptation.learn(x: 0.2, y: 0.1)
        #expect(abs(adaptation.offset.x - 0.2 / 11) < 1e-9, "one gesture against ten of no offset")
        for _ in 0..<200 { adaptation.learn(x: 0.2, y: 0.1) }
        #expect(adaptation.swipes == 50, "at most the window counts")
        #expect(abs(adaptation.offset.x - 0.2 * 50 / 60) < 1e-6)
    }

    @Test func newHabitsReplaceOldOnes() {
        var adaptation = SwipeAdaptation()
        for _ in 0..<50 { adaptation.learn(x: 0.3, y: 0) }
        for _ in 0..<150 { adaptation.learn(x: -0.3, y: 0) }
        #expect(adaptation.offset.x < -0.2, "the older offset has faded: \(adaptation.offset)")
    }

    @Test func slipsAndNonsenseAreBounded() {
        var adaptation = SwipeAdaptation()
        adaptation.learn(x: 5, y: -5)
        adaptation.learn(x: .nan, y: 0)
        #expect(adaptation.swipes == 1)
        #expect(abs(adaptation.offset.x - SwipeAdaptation.residualLimit / 11) < 1e-9)
        adaptation.reset()
        #expect(adaptation.swipes == 0 && adaptation.offset == (0, 0))
    }

    @Test func itIsSavedWithTheUserModelAndABadFileStartsAfresh() throws {
        var model = UserModel()
        model.swipeAdaptation.learn(x: 0.1, y: 0.2)
        let data = try JSONEncoder().encode(model)
        #expect(try JSONDecoder().decode(UserModel.self, from: data) == model)
        // A model saved before adaptation existed, and one with an impossible adaptation.
        let old = try JSONDecoder().decode(UserModel.self, from: Data(#"{"words": {}, "pairs": {}}"#.utf8))
        #expect(old.swipeAdaptation.swipes == 0)
        let bad = try JSONDecoder().decode(
            UserModel.self, from: Data(#"{"words": {}, "pairs": {}, "swipeAdaptation": {"sumX": 99, "sumY": 0, "weight": 1}}"#.utf8))
        #expect(bad.swipeAdaptation.swipes == 0 && bad.swipeAdaptation.offset == (0, 0))
    }
}
