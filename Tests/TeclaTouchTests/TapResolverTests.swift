import Foundation
import TeclaEvaluation
import Testing
import TeclaCore
@testable import TeclaTouch

/// A model that puts (almost) all its mass on one letter: the most adversarial prior.
struct FavouriteLetterModel: NextCharacterModel {
    var favourite: Character
    func probabilities(after text: Substring, characters: [Character?], into p: inout [Double]) {
        for i in characters.indices { p[i] = characters[i] == favourite ? 1 : (characters[i] == nil ? 0 : 1e-9) }
    }
}

struct UniformModel: NextCharacterModel {
    func probabilities(after text: Substring, characters: [Character?], into p: inout [Double]) {
        for i in characters.indices { p[i] = characters[i] == nil ? 0 : 1 }
    }
}

@Suite struct TapResolverTests {
    let layout = try! LayoutCatalog.standard.layout(id: "en-US", width: 390)
    var table: KeyTable { KeyTable(page: layout.homePage) }

    func prior(_ model: any NextCharacterModel, after text: String = "") -> KeyPrior {
        var prior = KeyPrior(keyCount: table.count)
        prior.update(table: table, model: model, textBeforeCursor: text[...])
        return prior
    }

    func key(_ id: String) -> Key { layout.homePage.key(id: id)! }

    @Test func aTapAtAKeysCentreAlwaysTypesIt() {
        let resolver = TapResolver(table: table)
        for favourite in "aeiouqjz" {
            let prior = prior(FavouriteLetterModel(favourite: favourite))
            for (i, key) in table.keys.enumerated() {
                #expect(resolver.resolve(key.frame.center, prior: prior) == i, "\(key.id) with prior on \(favourite)")
            }
        }
    }

    @Test func afterQTheUIBoundaryGoesToU() {
        let bigrams = LetterBigramModel(text: String(repeating: "quick queen quiet question quote quay equal squid request unique quit ", count: 10))
        let resolver = TapResolver(table: table)
        let u = key("u"), i = key("i")
        let boundary = Point(x: (u.frame.maxX + i.frame.minX) / 2, y: u.frame.midY)
        let p = prior(bigrams, after: "q")
        #expect(table.keys[resolver.resolve(boundary, prior: p)!].id == "u")
        // A little into i's side, outside its core, still reads u after q.
        #expect(table.keys[resolver.resolve(Point(x: boundary.x + 1.5, y: i.frame.midY), prior: p)!].id == "u")
    }

    @Test func withoutEvidenceBoundariesStayInTheMiddle() {
        let resolver = TapResolver(table: table)
        let p = prior(UniformModel())
        let u = key("u"), i = key("i")
        let middle = (u.frame.maxX + i.frame.minX) / 2
        #expect(table.keys[resolver.resolve(Point(x: middle - 1, y: u.frame.midY), prior: p)!].id == "u")
        #expect(table.keys[resolver.resolve(Point(x: middle + 1, y: u.frame.midY), prior: p)!].id == "i")
    }

    @Test func likelyKeysGrowVerticallyToo() {
        let resolver = TapResolver(table: table)
        let p = prior(FavouriteLetterModel(favourite: "h"))
        let y = key("y"), h = key("h")
        // Just above the split between the rows, in y's band but not its core.
        let point = Point(x: y.frame.midX + 6, y: (y.frame.maxY + h.frame.minY) / 2 - 2)
        #expect(table.nearestKey(to: point).map { table.keys[$0].id } == "y")
        #expect(table.keys[resolver.resolve(point, prior: p)!].id == "h")
    }

    @Test func specialKeysAreNeverResolvedToLetters() {
        let resolver = TapResolver(table: table)
        for favourite in "zmapl" {
            let p = prior(FavouriteLetterModel(favourite: favourite))
            for id in ["shift", "delete", "space", "return", "page-numbers", "globe", "page-emoji"] {
                let frame = key(id).frame
                for point in [
                    frame.center, Point(x: frame.minX + 1, y: frame.minY + 1), Point(x: frame.maxX - 1, y: frame.minY + 1),
                    Point(x: frame.midX, y: frame.minY - 2),
                ] {
                    #expect(table.keys[resolver.resolve(point, prior: p)!].id == id, "\(id) at \(point) with \(favourite)")
                }
            }
        }
    }

    @Test func numberAndSymbolPagesAreUnaffected() {
        for pageID in [PageID.numbers, .symbols] {
            let page = layout.page(pageID)!
            let table = KeyTable(page: page)
            #expect(!table.competes.contains(true), "no key of \(pageID) competes")
            let resolver = TapResolver(table: table)
            var p = KeyPrior(keyCount: table.count)
            p.update(table: table, model: FavouriteLetterModel(favourite: "a"), textBeforeCursor: "")
            for y in stride(from: 0.0, to: 216, by: 9) {
                for x in stride(from: 0.0, to: 390, by: 7) {
                    let point = Point(x: x, y: y)
                    #expect(resolver.resolve(point, prior: p) == table.nearestKey(to: point))
                }
            }
        }
    }

    @Test func nearestKeyMatchesThePageHitTest() {
        for y in stride(from: 0.0, to: 216, by: 5) {
            for x in stride(from: 0.0, to: 390, by: 5) {
                let point = Point(x: x, y: y)
                #expect(table.nearestKey(to: point).map { table.keys[$0].id } == layout.homePage.key(at: point)?.id)
            }
        }
        #expect(table.nearestKey(to: Point(x: .nan, y: 0)) == nil)
    }
}

@Suite struct BigramBoundaryResolverTests {
    @Test func boundariesShiftTowardsTheUnlikelyKeyButKeysKeepSixtyPercent() {
        let layout = try! LayoutCatalog.standard.layout(id: "en-US", width: 390)
        let table = KeyTable(page: layout.homePage)
        let bigrams = LetterBigramModel(text: String(repeating: "qu ", count: 50))
        let resolver = BigramBoundaryResolver(table: table, bigrams: bigrams)
        let u = layout.homePage.key(id: "u")!, i = layout.homePage.key(id: "i")!
        let boundary = Point(x: (u.frame.maxX + i.frame.minX) / 2 + 4, y: u.frame.midY)
        #expect(table.keys[resolver.resolve(boundary, previous: "q")!].id == "u")
        #expect(table.keys[resolver.resolve(boundary, previous: "x")!].id == "i", "no evidence after x: the static boundary")
        // Every key keeps at least 60% of its pitch somewhere in the row.
        let pitch = 39.0
        let ids = stride(from: 0.0, to: 390, by: 1).map { table.keys[resolver.resolve(Point(x: $0, y: u.frame.midY), previous: "q")!].id }
        for letter in "qwertyiop" {
            #expect(Double(ids.filter { $0 == String(letter) }.count) >= 0.6 * pitch - 1.5, "\(letter) keeps 60%")
        }
        #expect(ids.filter { $0 == "u" }.count > 2 * Int(pitch), "u grows after q")
    }
}

@Suite struct TouchAdaptationTests {
    let table = KeyTable(page: try! LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage)

    @Test func aUserWhoHitsLowMovesTheSweetSpotsDownButNeverTheCentres() {
        var adaptation = TouchAdaptation()
        let g = table.index(of: "g")!, t = table.index(of: "t")!
        for _ in 0..<200 {
            adaptation.learn(tap: Point(x: table.centerX[g], y: table.centerY[g] + 14), key: g, table: table)
            adaptation.learn(tap: Point(x: table.centerX[t], y: table.centerY[t] + 14), key: t, table: table)
        }
        let offset = adaptation.offset(for: g, in: table)
        #expect(offset.dy > 8 && offset.dy <= 0.3 * table.pitchY[g] + 0.001, "bounded at 30% of the pitch")
        let uniform = KeyPrior.uniform(keyCount: table.count)
        let adapted = TapResolver(table: table, adaptation: adaptation)
        let plain = TapResolver(table: table)
        // Below t's cap, the band where plain reading gives g but the adapted reading gives t.
        let x = table.centerX[t] + 4
        let ys = stride(from: table.keys[t].frame.maxY, to: table.keys[g].frame.minY + 8, by: 0.5)
        let plainT = ys.filter { plain.resolve(Point(x: x, y: $0), prior: uniform) == t }.count
        let adaptedT = ys.filter { adapted.resolve(Point(x: x, y: $0), prior: uniform) == t }.count
        #expect(adaptedT > plainT + 6, "t reaches \(adaptedT - plainT) half-points further down")
        for (i, key) in table.keys.enumerated() { #expect(adapted.resolve(key.frame.center, prior: uniform) == i) }
        adaptation.reset()
        #expect(adaptation.offsets.isEmpty)
    }

    @Test func slipsAndNonLettersAreNotLearned() {
        var adaptation = TouchAdaptation()
        let a = table.index(of: "a")!
        adaptation.learn(tap: Point(x: table.centerX[a] + 200, y: table.centerY[a]), key: a, table: table)
        adaptation.learn(tap: Point(x: .nan, y: 0), key: a, table: table)
        let space = table.keys.firstIndex { $0.action == .space }!
        adaptation.learn(tap: table.keys[space].frame.center, key: space, table: table)
        #expect(adaptation.offsets.isEmpty)
    }

    @Test func aSavedAimSurvivesOlderAndDamagedFiles() throws {
        // An older version saved only the offsets: the aim is kept, the bounds take their defaults.
        let older = #"{"offsets":{"g":{"dx":0.1,"dy":0.2,"weight":12}}}"#
        let read = try JSONDecoder().decode(TouchAdaptation.self, from: Data(older.utf8))
        #expect(read.offsets["g"] == .init(dx: 0.1, dy: 0.2, weight: 12))
        #expect(read.maximumWeight == TouchAdaptation().maximumWeight && read.maximumOffset == TouchAdaptation().maximumOffset)
        // A damaged file cannot push a key's sweet spot off the key or make the bounds meaningless.
        let damaged = #"{"offsets":{"g":{"dx":40,"dy":-3,"weight":1e9},"h":{"dx":0,"dy":0,"weight":-1}},"maximumWeight":-5,"maximumOffset":7}"#
        let clamped = try JSONDecoder().decode(TouchAdaptation.self, from: Data(damaged.utf8))
        #expect(clamped.offsets["g"] == .init(dx: 0.3, dy: -0.3, weight: 50))
        #expect(clamped.offsets["h"] == nil)
        let g = table.index(of: "g")!
        #expect(TapResolver(table: table, adaptation: clamped).resolve(table.keys[g].frame.center, prior: .uniform(keyCount: table.count)) == g)
        // What is saved reads back the same.
        var learned = TouchAdaptation()
        for _ in 0..<20 { learned.learn(tap: Point(x: table.centerX[g] + 5, y: table.centerY[g]), key: g, table: table) }
        #expect(try JSONDecoder().decode(TouchAdaptation.self, from: JSONEncoder().encode(learned)) == learned)
    }
}
