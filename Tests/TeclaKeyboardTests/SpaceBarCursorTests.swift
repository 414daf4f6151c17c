import Testing
import TeclaCore
@testable import TeclaKeyboard
import TeclaTestSupport

/// The space bar as a trackpad: a finger sliding along it moves the cursor, as on every phone.
@Suite struct SpaceBarCursorTests {
    func slide(_ h: SessionHarness, by dx: Double) throws -> [FeedbackEvent] {
        let space = try #require(h.session.currentPage.key(id: "space"))
        let start = space.frame.center
        var feedback = h.session.touchDown(0, at: start).feedback
        for step in 1...10 {
            feedback += h.session.touchMove(0, to: Point(x: start.x + dx * Double(step) / 10, y: start.y)).feedback
        }
        feedback += h.session.touchUp(0, at: Point(x: start.x + dx, y: start.y)).feedback
        return feedback
    }

    @Test func slidingLeftMovesTheCursorBackOneCharacterAStepAndTypesNoSpace() throws {
        let h = try SessionHarness(text: "hello world")
        let feedback = try slide(h, by: -(12 + 9 * 5))
        #expect(h.text == "hello world", "no space typed")
        #expect(h.document.textBeforeCursor == "hello ", "five characters back")
        #expect(feedback.first == .cursorDragBegan)
        #expect(feedback.filter { $0 == .cursorMoved }.count == 5)
        _ = try slide(h, by: 12 + 9 * 2)
        #expect(h.document.textBeforeCursor == "hello wo")
    }

    @Test func theCursorStopsAtTheEndsOfTheText() throws {
        let h = try SessionHarness(text: "hi")
        let feedback = try slide(h, by: -(12 + 9 * 6))
        #expect(h.document.textBeforeCursor == "" && h.text == "hi")
        #expect(feedback.filter { $0 == .cursorMoved }.count == 2, "only the characters passed are felt")
    }

    @Test func aTapOrAShortWobbleStillTypesASpace() throws {
        let h = try SessionHarness(text: "hi")
        _ = try slide(h, by: 6)
        #expect(h.text == "hi ")
    }

    @Test func rightToLeftTextRunsTheOtherWay() throws {
        let h = try SessionHarness(layoutID: "ar", text: "مرحبا", catalog: .all)
        _ = try slide(h, by: 12 + 9 * 2)
        #expect(h.document.textBeforeCursor == "مرح", "dragging right goes back in Arabic")
    }
}
