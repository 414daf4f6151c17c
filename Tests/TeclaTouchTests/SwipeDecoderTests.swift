import Testing
import TeclaCore
import TeclaLanguage
import TeclaPacks
import TeclaTestSupport
@testable import TeclaTouch

/// Swipe decoding over the bundled English pack's 100k words, with synthetic gestures through
/// key centres on the iPhone letters page.
@Suite struct SwipeDecoderTests {
    static let pack = try! BundledPacks.english()
    static let decoder = SwipeDecoder(pack: pack)
    static let page = try! LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
    static let keyboard = SwipeKeyboard(page: page)

    func decode(_ word: String, context: [String] = ["i", "said"], personal: [SwipeDecoder.PersonalWord] = []) throws -> [String] {
        let points = SyntheticSwipe.points(for: word, on: Self.page)
        return try Self.decoder.decode(points, on: Self.keyboard, context: TypingContext(previousWords: context), personalWords: personal).map(\.text)
    }

    @Test(arguments: ["in", "on", "is", "us", "to", "it", "of"])
    func shortWordsDecodeToThemselves(word: String) throws {
        #expect(try decode(word).first == word)
    }

    @Test(arguments: ["international", "keyboard", "everything", "beautiful", "understanding"])
    func longWordsDecodeToThemselves(word: String) throws {
        // The pack keeps the usual spelling: "International" is mostly a name's first word.
        #expect(try decode(word).first?.lowercased() == word)
    }

    @Test(arguments: ["look", "letter", "coffee", "happy", "little"])
    func doubleLettersAreOneStrokeOverTheKey(word: String) throws {
        #expect(try decode(word).first == word)
    }

    @Test func lookAndLolAreToldApartByTheirLastKey() throws {
        // "look" is drawn l → o → k (the double o is one stroke); l → o → l is another path.
        let paths = { (word: String) in
            try Self.decoder.decode(SyntheticSwipe.points(for: word, on: Self.page), on: Self.keyboard).first?.path
        }
        #expect(try paths("look") == "lok")
        #expect(try paths("lol") == "lol")
    }

    @Test(arguments: ["were", "type", "row", "tree", "ask", "glad"])
    func sameRowWordsDecodeToThemselves(word: String) throws {
        let decoded = try decode(word)
        #expect(decoded.first == word, "\(decoded.prefix(4))")
    }

    /// The same ideal paths drawn at a steady pace, as a phone reports them (the timed re-ranker).
    @Test(arguments: ["were", "type", "row", "tree", "ask", "glad"])
    func sameRowWordsDrawnAtASteadyPaceDecodeToThemselves(word: String) throws {
        let points = SyntheticSwipe.points(for: word, on: Self.page)
        let times = points.indices.map { Double($0) * 0.008 }
        let decoded = try Self.decoder.decode(points, times: times, on: Self.keyboard, context: TypingContext(previousWords: ["i", "said"])).map(\.text)
        // A path through key centres at an even speed is drawn by no one: the letter networks read
        // t → y → p → e as "tope" (both members, by 6 and 9 nats), and every re-ranker fitted on
        // today's pack ends an "ask" that stops on k at "all" (a person stops short of the last key
        // as often as not). People's gestures decode better with them (Guides/SwipeDecoder.md,
        // "An ensemble of two"). The untimed re-ranker reads both since it learned from neat twins;
        // the timed one fitted alike read fewer people ("Neat twins").
        withKnownIssue("an ideal path is unlike people's", isIntermittent: false) {
            #expect(decoded.first == word, "\(decoded.prefix(4))")
        } when: {
            ["type", "ask"].contains(word)
        }
    }

    @Test func apostrophesAndCapitalsComeFromTheLexicon() throws {
        #expect(try decode("dont").prefix(2).contains("don't"))
        #expect(try decode("germany").first == "Germany")
        #expect(try decode("im").prefix(2).contains("I'm"))
    }

    @Test func aSentenceStartIsCapitalized() throws {
        #expect(try decode("the", context: []).first == "The")
    }

    @Test func contextBreaksTies() throws {
        // "in" and "on" are neighbours; the sentence decides between two near-equal traces.
        let between = SyntheticSwipe.through([Self.keyboard.center(of: "i", shiftedBy: 0.5), Self.keyboard.center(of: "n")])
        let afterDepends = try Self.decoder.decode(between, on: Self.keyboard, context: TypingContext(previousWords: ["it", "depends"]))
        #expect(afterDepends.first?.text == "on")
        let afterInterested = try Self.decoder.decode(between, on: Self.keyboard, context: TypingContext(previousWords: ["i", "am", "interested"]))
        #expect(afterInterested.first?.text == "in")
    }

    @Test func candidatesCarryTheirChannelScores() throws {
        let points = SyntheticSwipe.points(for: "hello", on: Self.page)
        let top = try #require(try Self.decoder.decode(points, on: Self.keyboard, context: TypingContext(previousWords: ["say"])).first)
        #expect(top.text == "hello" && top.path == "helo")
        #expect(top.location < 0.05 && top.shape < 0.05 && top.language < 0)
    }

    @Test func cornersAreTheSharpTurnsOfTheTrace() {
        let straight = (0...20).map { Point(x: Double($0) * 0.2, y: 0) }
        #expect(SwipeCorners(points: straight, span: 0.4, angle: 0.7).count == 0)
        // Right 4 keys, then down 2: one corner, at the turn.
        let bend = (0...20).map { Point(x: Double($0) * 0.2, y: 0) } + (1...10).map { Point(x: 4, y: Double($0) * 0.2) }
        let corners = SwipeCorners(points: bend, span: 0.4, angle: 0.7)
        #expect(corners.count == 1)
        #expect(abs(corners.xs[0] - 4) < 0.15 && abs(corners.ys[0]) < 0.15)
    }

    @Test func aTurnNoLetterExplainsCosts() throws {
        // "hello" through its keys: every turn is at one of its letters.
        let points = SyntheticSwipe.points(for: "hello", on: Self.page)
        let top = try #require(try Self.decoder.decode(points, on: Self.keyboard).first { $0.path == "helo" })
        #expect(top.corners < 0.05)
    }

    @Test func personalWordsAreSwipeable() throws {
        #expect(try !decode("zorblax").contains("zorblax"))
        let personal = [SwipeDecoder.PersonalWord("zorblax", logProbability: -4)]
        #expect(try decode("zorblax", personal: personal).first == "zorblax")
    }

    @Test func malformedGesturesGiveNoCandidatesAndATypedReason() throws {
        let d = Self.decoder, k = Self.keyboard
        #expect(throws: SwipeRejection.empty) { try d.decode([], on: k) }
        #expect(throws: SwipeRejection.tap) { try d.decode([Point(x: 100, y: 100)], on: k) }
        #expect(throws: SwipeRejection.nonFinitePoint(index: 1)) {
            try d.decode([Point(x: 10, y: 10), Point(x: .nan, y: 20), Point(x: 200, y: 30)], on: k)
        }
        let huge = (0..<10_000).map { Point(x: Double($0 % 390), y: 100) }
        #expect(throws: SwipeRejection.tooManyPoints(count: 10_000, limit: 5_000)) { try d.decode(huge, on: k) }
        let infinite = [Point(x: 0, y: 0), Point(x: .infinity, y: 0)]
        #expect(throws: SwipeRejection.nonFinitePoint(index: 1)) { try d.decode(infinite, on: k) }
    }

    @Test func aGestureIsMatchedInItsOwnLayout() throws {
        // Dvorak: the same finger path spells different words than on QWERTY.
        let rows = ["',.pyfgcrl", "aoeuidhtns", ";qjkxbmwvz"]
        var keys: [(letter: Unicode.Scalar, center: Point)] = []
        for (r, row) in rows.enumerated() {
            for (c, letter) in row.unicodeScalars.enumerated() where letter.properties.isAlphabetic {
                keys.append((letter, Point(x: 20 + 40 * Double(c) + 20 * Double(r), y: 30 + 55 * Double(r))))
            }
        }
        let dvorak = SwipeKeyboard(centers: keys, pitchX: 40, pitchY: 55)
        let hello = SyntheticSwipe.through("hello".unicodeScalars.map { letter in keys.first { $0.letter == letter }!.center })
        #expect(try Self.decoder.decode(hello, on: dvorak, context: TypingContext(previousWords: ["say"])).first?.text == "hello")
        #expect(try Self.decoder.decode(hello, on: Self.keyboard, context: TypingContext(previousWords: ["say"])).first?.text != "hello")
    }

    @Test func theKeyboardSizeDoesNotMatter() throws {
        // A tablet-sized QWERTY (How We Swipe's 1023-pixel geometry) decodes like the phone.
        let scaled = SwipeKeyboard(
            centers: zip(Self.keyboard.letters, Self.keyboard.centers).map { (letter: $0, center: Point(x: $1.x * 2.62, y: $1.y * 1.4)) },
            pitchX: Self.keyboard.pitchX * 2.62, pitchY: Self.keyboard.pitchY * 1.4)
        let points = SyntheticSwipe.points(for: "keyboard", on: Self.page).map { Point(x: $0.x * 2.62, y: $0.y * 1.4) }
        #expect(try Self.decoder.decode(points, on: scaled).first?.text.lowercased() == "keyboard")
    }

    @Test func incrementalDecodingPreviewsTheWordSoFar() throws {
        let points = SyntheticSwipe.points(for: "keyboard", on: Self.page)
        var incremental = IncrementalSwipeDecoder(decoder: Self.decoder, keyboard: Self.keyboard)
        let context = TypingContext(previousWords: ["my"])
        for p in points.prefix(points.count / 2) { incremental.append(p) }
        let partial = incremental.refresh(context: context)
        #expect(!partial.isEmpty)
        #expect(incremental.refresh(context: context) == partial, "no new points: the same answer, no work")
        for p in points.dropFirst(points.count / 2) { incremental.append(p) }
        #expect(incremental.refresh(context: context).first?.text == "keyboard")
        #expect(try incremental.finish(context: context).first?.text == "keyboard")
    }

    @Test func aGestureFarOffTheKeyboardIsRefusedNotATrap() throws {
        // Finite but huge coordinates once overflowed the corner detector's sample count.
        let huge = [Point(x: 1e308, y: 1e308), Point(x: -1e308, y: -1e308)]
        #expect(throws: SwipeRejection.outsideKeyboard(index: 0)) {
            try Self.decoder.decode(huge, on: Self.keyboard)
        }
        var far = SyntheticSwipe.points(for: "keyboard", on: Self.page)
        far.append(Point(x: far.last!.x, y: 1e9))
        #expect(throws: SwipeRejection.outsideKeyboard(index: far.count - 1)) {
            try Self.decoder.decode(far, on: Self.keyboard)
        }
        #expect(Self.decoder.explain("keyboard", points: huge, on: Self.keyboard) == .rejected(.outsideKeyboard(index: 0)))
        // A finger that slides a little above the keys (to a popup) still swipes a word.
        let raised = SyntheticSwipe.points(for: "keyboard", on: Self.page).map { Point(x: $0.x, y: $0.y - 60) }
        #expect(try Self.decoder.decode(raised, on: Self.keyboard).isEmpty == false)
    }

    @Test func aLimitOfZeroOrLessGivesNoCandidates() throws {
        let points = SyntheticSwipe.points(for: "keyboard", on: Self.page)
        #expect(try Self.decoder.decode(points, on: Self.keyboard, limit: 0).isEmpty)
        #expect(try Self.decoder.decode(points, on: Self.keyboard, limit: -3).isEmpty)
    }

    @Test func explainSaysWhereAWordWasLost() throws {
        let points = SyntheticSwipe.points(for: "hello", on: Self.page)
        if case .scored(let c) = Self.decoder.explain("hello", points: points, on: Self.keyboard) {
            #expect(c.text.lowercased() == "hello")
        } else {
            Issue.record("hello should be scored")
        }
        #expect(Self.decoder.explain("zzzzqx", points: points, on: Self.keyboard) == .notInVocabulary)
        #expect(Self.decoder.explain("pillow", points: points, on: Self.keyboard) == .startKeyTooFar)
        #expect(Self.decoder.explain("helix", points: points, on: Self.keyboard) == .endKeyTooFar)
    }
}

extension SwipeKeyboard {
    /// The centre of a letter's key, optionally moved right by a fraction of the pitch.
    func center(of letter: Unicode.Scalar, shiftedBy fraction: Double = 0) -> Point {
        let c = centers[index(of: letter)!]
        return Point(x: c.x + fraction * pitchX, y: c.y)
    }
}
