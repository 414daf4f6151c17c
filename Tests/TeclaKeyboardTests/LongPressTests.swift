import Testing
import TeclaCore
@testable import TeclaKeyboard
import TeclaTestSupport

@Suite struct LongPressTests {
    @Test func holdingShowsAlternatesAndSlidingPicksOne() throws {
        let h = try SessionHarness(traits: TextFieldTraits(autocapitalization: .none))
        let e = h.center("e")
        h.session.touchDown(0, at: e)
        h.clock.advance(by: 0.3)
        h.session.tick()
        #expect(h.state.alternates == nil, "not before the delay")
        h.clock.advance(by: 0.15)
        let opened = h.session.tick()
        #expect(opened.feedback == [.longPress])
        let popup = try #require(h.state.alternates)
        #expect(popup.options == ["è", "é", "ê", "ë", "ē", "ė", "ę"])
        for frame in popup.frames { #expect(frame.minX >= 0 && frame.maxX <= 390) }
        let moved = h.session.touchMove(0, to: popup.frames[4].center)
        #expect(moved.feedback == [.selectionChanged])
        h.session.touchUp(0, at: popup.frames[4].center)
        #expect(h.text == "ē")
        #expect(h.state.alternates == nil)
    }

    @Test func alternatesFollowShift() throws {
        let h = try SessionHarness()
        #expect(h.state.shift == .shifted)
        try h.type("É")
        #expect(h.text == "É")
        #expect(h.state.shift == .off)
    }

    @Test func aQuickTapTypesTheKeyItself() throws {
        let h = try SessionHarness(traits: TextFieldTraits(autocapitalization: .none))
        h.session.touchDown(0, at: h.center("e"))
        h.clock.advance(by: 0.2)
        h.session.touchUp(0, at: h.center("e"))
        #expect(h.text == "e")
    }

    @Test func aLongPressIsDetectedEvenWithoutTimerTicks() throws {
        let h = try SessionHarness(traits: TextFieldTraits(autocapitalization: .none))
        h.session.touchDown(0, at: h.center("u"))
        h.clock.advance(by: 1)
        h.session.touchUp(0, at: h.center("u"))
        #expect(h.text != "u" && EnglishLayout.letterAlternates["u"]!.contains(h.text))
    }

    @Test func popupsOnTheRightGrowLeftwards() throws {
        let page = try LayoutCatalog.standard.layout(id: "en-US").homePage
        let o = try #require(page.key(id: "o"))
        let popup = AlternatesPopup(key: o, options: o.alternates, keyboardWidth: 390, touch: o.frame.center)
        #expect(popup.frames.last!.maxX <= o.frame.maxX + 0.001)
        #expect(popup.selected != nil)
    }

    @Test func keysWithoutAlternatesJustType() throws {
        let h = try SessionHarness(traits: TextFieldTraits(autocapitalization: .none))
        try h.type("{hold q 1s}")
        #expect(h.text == "q")
    }

    @Test func symbolAlternatesOnTheNumbersPage() throws {
        let h = try SessionHarness()
        try h.type("€5")
        #expect(h.text == "€5")
    }
}
