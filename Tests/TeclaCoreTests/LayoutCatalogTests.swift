import Foundation
import Testing
@testable import TeclaCore

@Suite struct LayoutCatalogTests {
    @Test(arguments: LayoutCatalog.commonWidths)
    func englishLettersMatchIPhoneGeometry(width: Double) throws {
        let layout = try LayoutCatalog.standard.layout(id: "en-US", width: width)
        let letters = layout.homePage
        #expect(letters.id == .letters)
        #expect(letters.rows.map { $0.filter(\.isLetter).count } == [10, 9, 7, 0])
        let q = try #require(letters.key(id: "q"))
        #expect(q.frame == Rect(x: 3, y: 6, width: width / 10 - 6, height: 42 + (width >= 420 ? 2 : 0)))
        let a = try #require(letters.key(id: "a"))
        #expect(abs(a.frame.midX - width / 10) < 0.001, "the a-l row is offset by half a key")
        #expect(layout.size.height == (width >= 420 ? 224 : 216))
    }

    @Test(arguments: LayoutCatalog.commonWidths)
    func everyPointOfEveryPageBelongsToAKeyAndCapsDoNotOverlap(width: Double) throws {
        let layout = try LayoutCatalog.standard.layout(id: "en-US", width: width)
        for page in layout.pages {
            let keys = page.keys
            for (i, a) in keys.enumerated() {
                #expect(a.frame.minX >= 0 && a.frame.maxX <= width + 0.001, "\(page.id) \(a.id) inside the keyboard")
                for b in keys[(i + 1)...] {
                    let overlap =
                        a.frame.minX < b.frame.maxX - 0.001 && b.frame.minX < a.frame.maxX - 0.001
                        && a.frame.minY < b.frame.maxY - 0.001 && b.frame.minY < a.frame.maxY - 0.001
                    #expect(!overlap, "\(page.id): \(a.id) and \(b.id) overlap")
                }
            }
            for y in stride(from: 0.0, through: layout.size.height, by: 7) {
                for x in stride(from: 0.0, through: width, by: 5) {
                    #expect(page.key(at: Point(x: x, y: y)) != nil)
                }
            }
            for key in keys {
                #expect(page.key(at: key.frame.center)?.id == key.id, "\(page.id): the centre of \(key.id) types it")
            }
        }
    }

    @Test func gapsBetweenKeysGoToTheNearestKey() throws {
        let page = try LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
        let q = try #require(page.key(id: "q")), w = try #require(page.key(id: "w"))
        #expect(page.key(at: Point(x: q.frame.maxX + 1, y: q.frame.midY))?.id == "q")
        #expect(page.key(at: Point(x: w.frame.minX - 1, y: q.frame.midY))?.id == "w")
        // The gap between the rows splits halfway.
        #expect(page.key(at: Point(x: q.frame.midX + 10, y: q.frame.maxY + 5))?.id == "q")
        #expect(page.key(at: Point(x: q.frame.midX + 10, y: q.frame.maxY + 7))?.id == "a")
        #expect(page.key(at: Point(x: .nan, y: 10)) == nil)
    }

    @Test func pagesHaveTheIOSKeys() throws {
        let layout = try LayoutCatalog.standard.layout(id: "en-US")
        let numbers = try #require(layout.page(.numbers))
        #expect(numbers.rows[0].map(\.label) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"])
        #expect(numbers.key(for: .page(.symbols)) != nil)
        #expect(numbers.key(id: "$")?.alternates.contains("€") == true)
        let symbols = try #require(layout.page(.symbols))
        #expect(symbols.rows[0].map(\.label) == ["[", "]", "{", "}", "#", "%", "^", "*", "+", "="])
        #expect(layout.homePage.key(id: "e")?.alternates.starts(with: ["è", "é", "ê", "ë", "ē"]) == true)
        for page in layout.pages {
            #expect(page.key(for: .delete) != nil, "\(page.id) has delete")
        }
    }

    @Test func unknownLayoutsAndWidthsAreTypedErrors() {
        #expect(throws: LayoutError.unknownLayout("xx", available: ["en-US"])) { try LayoutCatalog.standard.layout(id: "xx") }
        #expect(throws: LayoutError.unsupportedWidth(10)) { try LayoutCatalog.standard.layout(id: "en-US", width: 10) }
    }

    @Test func layoutsRoundTripThroughJSON() throws {
        let layout = try LayoutCatalog.standard.layout(id: "en-US", width: 375)
        let data = try JSONEncoder().encode(layout)
        #expect(try JSONDecoder().decode(KeyboardLayout.self, from: data) == layout)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""type":"character""#))
    }

    @Test func withoutGlobeTheEmojiKeyTakesItsPlace() throws {
        let layout = try LayoutCatalog.standard.layout(id: "en-US", options: LayoutOptions(showsGlobeKey: false))
        #expect(layout.homePage.key(for: .nextLayout) == nil)
        #expect(layout.homePage.rows[3].map(\.id) == ["page-numbers", "page-emoji", "space", "return"])
    }
}
