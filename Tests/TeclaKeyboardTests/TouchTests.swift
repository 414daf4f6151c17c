import Testing
import TeclaCore
@testable import TeclaKeyboard
import TeclaTestSupport

@Suite struct TouchTests {
    @Test func aSecondFingerCommitsTheFirst() throws {
        let h = try SessionHarness(traits: TextFieldTraits(autocapitalization: .none))
        h.session.touchDown(1, at: h.center("t"))
        h.session.touchDown(2, at: h.center("h"))
        #expect(h.text == "t")
        h.session.touchUp(1, at: h.center("t"))
        h.session.touchUp(2, at: h.center("h"))
        #expect(h.text == "th")
    }

    @Test func theKeyUnderTheLiftingFingerIsTyped() throws {
        let h = try SessionHarness(traits: TextFieldTraits(autocapitalization: .none))
        h.session.touchDown(0, at: h.center("r"))
        #expect(h.state.pressedKeyID == "r")
        h.session.touchMove(0, to: h.center("t"))
        #expect(h.state.pressedKeyID == "t")
        h.session.touchUp(0, at: h.center("t"))
        #expect(h.text == "t")
        #expect(h.state.pressedKeyID == nil)
    }

    @Test func slidingOntoAFunctionKeyTypesTheLetter() throws {
        let h = try SessionHarness(traits: TextFieldTraits(autocapitalization: .none))
        h.session.touchDown(0, at: h.center("z"))
        h.session.touchUp(0, at: h.center("shift"))
        #expect(h.text == "z")
    }

    @Test func cancelledTouchesTypeNothing() throws {
        let h = try SessionHarness()
        h.session.touchDown(0, at: h.center("a"))
        h.session.touchCancel(0)
        h.session.touchUp(0, at: h.center("a"))
        #expect(h.text == "")
    }

    @Test func badCoordinatesAreIgnored() throws {
        let h = try SessionHarness()
        h.session.touchDown(0, at: Point(x: .infinity, y: 0))
        h.session.touchMove(0, to: Point(x: .nan, y: .nan))
        h.session.touchUp(0, at: Point(x: .nan, y: 1))
        #expect(h.text == "")
        h.session.touchDown(0, at: h.center("a"))
        h.session.touchUp(0, at: Point(x: .nan, y: 1))
        #expect(h.text == "A", "a lift with a bad point types the key that was pressed")
    }

    @Test func theGlobeKeyCyclesTheEnabledLayouts() throws {
        let second = LayoutDefinition(id: "en-test", name: "Test", language: "en") { metrics, options in
            EnglishLayout.definition.buildPages(metrics, options)
        }
        let h = try SessionHarness(catalog: LayoutCatalog.standard.adding(second))
        h.tap("globe")
        #expect(h.state.layoutID == "en-test")
        h.tap("globe")
        #expect(h.state.layoutID == "en-US")
        let single = try SessionHarness()
        #expect(single.tap("globe").feedback == [.error])
    }
}
