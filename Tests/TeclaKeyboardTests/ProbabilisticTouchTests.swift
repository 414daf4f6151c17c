import Testing
import TeclaCore
import TeclaTouch
@testable import TeclaKeyboard
import TeclaTestSupport

/// Prefers "u" after "q", like English does.
private struct QUModel: NextCharacterModel {
    func probabilities(after text: Substring, characters: [Character?], into p: inout [Double]) {
        for i in characters.indices {
            guard let c = characters[i] else { p[i] = 0; continue }
            p[i] = text.last == "q" ? (c == "u" ? 1 : 0.001) : 1
        }
    }
}

@Suite struct ProbabilisticTouchTests {
    @Test func theSessionReadsAmbiguousTapsWithTheModel() throws {
        let h = try SessionHarness(traits: TextFieldTraits(autocapitalization: .none))
        h.session.nextCharacterModel = QUModel()
        let u = h.session.currentPage.key(id: "u")!.frame, i = h.session.currentPage.key(id: "i")!.frame
        let between = Point(x: (u.maxX + i.minX) / 2 + 2, y: u.midY)
        h.tap("q")
        h.session.touchDown(0, at: between)
        h.session.touchUp(0, at: between)
        #expect(h.text == "qu")
        // Without a q before it, the same spot is i's.
        h.tap("space")
        h.session.touchDown(0, at: between)
        h.session.touchUp(0, at: between)
        #expect(h.text == "qu i")
    }

    @Test func passwordsAndOtherPagesUseTheNearestKey() throws {
        let h = try SessionHarness(traits: .password)
        h.session.nextCharacterModel = QUModel()
        let u = h.session.currentPage.key(id: "u")!.frame, i = h.session.currentPage.key(id: "i")!.frame
        let between = Point(x: (u.maxX + i.minX) / 2 + 2, y: u.midY)
        h.tap("q")
        h.session.touchDown(0, at: between)
        h.session.touchUp(0, at: between)
        #expect(h.text == "qi")
    }
}
