import Testing
import TeclaCore
import TeclaLanguage
import TeclaPacks
@testable import TeclaTouch

/// Probabilistic touch with the bundled English pack as the prior.
@Suite struct LexiconCharacterModelTests {
    let layout = try! LayoutCatalog.standard.layout(id: "en-US", width: 390)
    let model = LexiconCharacterModel(pack: try! BundledPacks.english())

    func resolve(_ point: Point, after text: String) -> String {
        let table = KeyTable(page: layout.homePage)
        var prior = KeyPrior(keyCount: table.count)
        prior.update(table: table, model: model, textBeforeCursor: text[...])
        return table.keys[TapResolver(table: table).resolve(point, prior: prior)!].id
    }

    var uiBoundary: Point {
        let u = layout.homePage.key(id: "u")!.frame, i = layout.homePage.key(id: "i")!.frame
        return Point(x: (u.maxX + i.minX) / 2, y: u.midY)
    }

    @Test func afterQTheBoundaryBetweenUAndIGoesToU() {
        #expect(resolve(uiBoundary, after: "q") == "u")
        #expect(resolve(Point(x: uiBoundary.x + 2, y: uiBoundary.y), after: "I want to q") == "u")
    }

    @Test func afterANonWordTheBoundariesStayInTheMiddle() {
        #expect(resolve(Point(x: uiBoundary.x - 1, y: uiBoundary.y), after: "xz") == "u")
        #expect(resolve(Point(x: uiBoundary.x + 1, y: uiBoundary.y), after: "xz") == "i")
    }

    @Test func contextMovesBoundaries() {
        // "th" + the e|r boundary reads e; after "yo" + the u|i boundary reads u.
        let e = layout.homePage.key(id: "e")!.frame, r = layout.homePage.key(id: "r")!.frame
        #expect(resolve(Point(x: (e.maxX + r.minX) / 2 + 2, y: e.midY), after: "th") == "e")
        #expect(resolve(Point(x: uiBoundary.x + 2, y: uiBoundary.y), after: "yo") == "u")
    }

    @Test func everyKeyCentreStillTypesItsKeyInEveryContext() {
        for text in ["", "q", "th", "I would like to ", "xz", "zzzz "] {
            for key in layout.homePage.keys {
                #expect(resolve(key.frame.center, after: text) == key.id, "\(key.id) after \(text.debugDescription)")
            }
        }
    }
}
