import Testing
import TeclaCore
@_spi(Inspection) @testable import TeclaKeyboard
import TeclaTestSupport

/// The internals' view of a tap: how likely each key was to be the one meant.
@Suite struct LastTapTests {
    @Test func aTapBetweenTwoKeysReportsBothWithTheContextsFavouriteFirst() throws {
        let h = try SessionHarness(languageModels: SuggestionBarTests.english)
        h.session.inspectTaps()
        try h.type("th")
        let e = try #require(h.session.currentPage.key(id: "e")), r = try #require(h.session.currentPage.key(id: "r"))
        // On the border of e and r: after "th", e is far likelier.
        let border = Point(x: (e.frame.maxX + r.frame.minX) / 2, y: e.frame.midY)
        _ = h.session.touchDown(0, at: border)
        _ = h.session.touchUp(0, at: border)
        let tap = try #require(h.session.lastTap)
        #expect(tap.keys.first?.key.id == "e", "\(tap.keys.map { ($0.key.id, $0.probability) })")
        #expect(tap.keys.contains { $0.key.id == "r" })
        #expect(zip(tap.keys, tap.keys.dropFirst()).allSatisfy { $0.probability >= $1.probability })
        #expect(tap.keys.reduce(0) { $0 + $1.probability } <= 1.000_001)
        #expect(h.text == "The", "the tap typed e")
    }

    @Test func aKeyboardKeepsNoExplanationUnlessAsked() throws {
        let h = try SessionHarness(languageModels: SuggestionBarTests.english)
        try h.type("the")
        #expect(h.session.lastTap == nil)
    }
}
