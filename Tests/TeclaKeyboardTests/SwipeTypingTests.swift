import Testing
import TeclaCore
import TeclaLanguage
import TeclaTouch
@testable import TeclaKeyboard
import TeclaTestSupport

/// Swipe typing in a session: what a user sees in the text field and the suggestion bar.
@Suite struct SwipeTypingTests {
    func harness(_ traits: TextFieldTraits = TextFieldTraits(), settings: KeyboardSettings = KeyboardSettings()) throws -> SessionHarness {
        try SessionHarness(traits: traits, settings: settings, languageModels: SuggestionBarTests.english)
    }

    @Test func aSwipeTypesTheWordWithASpaceAndCapitalizesAtTheStart() throws {
        let h = try harness()
        let output = h.swipe(word: "hello")
        #expect(h.text == "Hello ")
        #expect(output.feedback.contains(.swipe))
        h.swipe(word: "world")
        #expect(h.text == "Hello world ")
    }

    /// A burst of moves handed over at once (a playground batch) decodes the preview once, at
    /// the latest point: the moves before it only record the trace (issue 32: one client's
    /// 2,000-move batches decoded 2,000 previews and slowed every other session).
    @Test func aBurstOfMovesPreviewsOnceAtItsLastPoint() throws {
        let h = try harness()
        let points = SyntheticSwipe.points(for: "hello", on: h.session.currentPage)
        h.session.touchDown(0, at: points[0])
        for point in points.dropFirst() {
            h.clock.advance(by: 0.05)
            h.session.touchMove(0, to: point, previews: false)
        }
        #expect(h.state.swipe?.candidates.isEmpty != false, "no preview was decoded during the burst")
        h.clock.advance(by: 0.05)
        h.session.touchMove(0, to: points.last!)
        #expect(h.state.swipe?.candidates.first?.text.lowercased() == "hello", "the last move decodes it: \(String(describing: h.state.swipe))")
        h.session.touchUp(0, at: points.last!)
        #expect(h.text == "Hello ")
    }

    @Test func aSwipeAfterTypedLettersStartsANewWord() throws {
        let h = try harness()
        try h.type("Good")
        h.swipe(word: "morning")
        #expect(h.text == "Good morning ")
    }

    @Test func backspaceRightAfterASwipeRemovesTheWholeWord() throws {
        let h = try harness()
        h.swipe(word: "hello")
        h.swipe(word: "world")
        h.tap("delete")
        #expect(h.text == "Hello ")
        h.tap("delete")
        #expect(h.text == "Hello", "only the very next backspace removes a whole word")
    }

    @Test func theSuggestionBarOffersOtherReadingsAndOneReplacesTheWord() throws {
        let h = try harness()
        try h.type("I ")
        h.swipe(word: "in")
        let swiped = h.text
        let slots = h.state.suggestions
        #expect(!slots.isEmpty && slots.allSatisfy { $0.kind == .swipe })
        #expect(!slots.contains { "I \($0.text) " == swiped }, "the typed word is not offered again")
        let choice = slots[0].text
        let output = h.session.selectSuggestion(at: 0)
        #expect(output.feedback == [.suggestionAccepted])
        #expect(h.text == "I \(choice) ")
        h.tap("delete")
        #expect(h.text == "I ", "the replacement is still the swiped word")
    }

    @Test func howTheUserSwipesIsLearnedFromTheWordsTheyKeep() throws {
        let h = try harness()
        // Every trace drawn a third of a row below the keys.
        let pitch = SwipeKeyboard(page: h.session.currentPage).pitchY
        func low(_ word: String) -> [Point] {
            SyntheticSwipe.points(for: word, on: h.session.currentPage).map { Point(x: $0.x, y: $0.y + pitch / 3) }
        }
        h.swipe(low("hello"))
        #expect(h.session.userModel.swipeAdaptation.swipes == 0, "nothing is learned until the word is kept")
        h.tap("delete")
        h.swipe(low("world"))
        #expect(h.session.userModel.swipeAdaptation.swipes == 0, "a deleted swipe teaches nothing")
        h.swipe(low("again"))
        h.swipe(low("today"))
        try h.type(".")
        #expect(h.session.userModel.swipeAdaptation.swipes == 3)
        let offset = h.session.userModel.swipeAdaptation.offset
        #expect(offset.y > 0.05 && abs(offset.x) < 0.05, "below the keys: \(offset)")

        let quiet = try harness(
            settings: {
                var s = KeyboardSettings(); s.privateMode = true; return s
            }())
        quiet.swipe(low("hello"))
        quiet.swipe(low("world"))
        #expect(quiet.session.userModel.swipeAdaptation.swipes == 0, "private mode learns nothing")
    }

    @Test func wordsTypedByTappingAreTheSwipesContext() throws {
        let alone = try harness()
        alone.swipe(word: "you")
        let withoutContext = try #require(alone.state.swipe?.candidates.first { $0.text.lowercased() == "you" })
        let tapped = try harness()
        try tapped.type("Thank ")
        tapped.swipe(word: "you")
        #expect(tapped.text == "Thank you ")
        let afterThank = try #require(tapped.state.swipe?.candidates.first { $0.text == "you" })
        #expect(afterThank.language > withoutContext.language + 0.5, "P(you | thank) is read from the tapped word")
    }

    @Test func whereTheFingerSlowedDownIsShownWithTheTrace() throws {
        let h = try harness()
        let page = h.session.currentPage
        let points = SyntheticSwipe.points(for: "world", on: page)
        let r = try #require(page.key(id: "r")?.frame.center)
        // Quick everywhere but at r, where the finger lingers.
        _ = h.session.touchDown(0, at: points[0])
        for point in points.dropFirst() {
            h.clock.advance(by: point.distance(to: r) < 6 ? 0.05 : 0.004)
            _ = h.session.touchMove(0, to: point)
        }
        _ = h.session.touchUp(0, at: points.last!)
        #expect(h.text == "World ")
        let slow = try #require(h.state.swipe?.slowPoints)
        #expect(!slow.isEmpty && slow.allSatisfy { $0.distance(to: r) < 12 }, "slowed at r: \(slow), r at \(r)")
        // An even pace has no slow points.
        let even = try harness()
        even.swipe(word: "world")
        #expect(even.state.swipe?.slowPoints.isEmpty == true)
    }

    @Test func theLearnedOffsetIsUsedOnlyWhenTheSettingIsOn() throws {
        let h = try harness()
        #expect(h.session.settings.swipeAdaptation, "on by default")
        h.changeSettings { $0.swipeAdaptation = false }
        h.session.userModel.swipeAdaptation.learn(x: 0.4, y: 0.4)
        #expect(h.session.swipeDecoder?.configuration.userOffsetX == 0)
        h.changeSettings { $0.swipeAdaptation = true }
        let adapted = try #require(h.session.swipeDecoder?.configuration)
        #expect(adapted.userOffsetX > 0 && adapted.userOffsetY > 0)
        h.session.userModel.swipeAdaptation.reset()
        #expect(h.session.swipeDecoder?.configuration.userOffsetY == 0)
    }

    @Test func punctuationAfterASwipeReplacesItsSpace() throws {
        let h = try harness()
        h.swipe(word: "thanks")
        try h.type(".")
        #expect(h.text == "Thanks.")
    }

    @Test func theTraceAndCandidatesAreShownWhileSwiping() throws {
        let h = try harness()
        let points = SyntheticSwipe.points(for: "keyboard", on: h.session.currentPage)
        h.session.touchDown(0, at: points[0])
        for p in points.dropFirst() {
            h.clock.advance(by: 0.008)
            h.session.touchMove(0, to: p)
        }
        let live = try #require(h.state.swipe)
        #expect(live.isActive && !live.candidates.isEmpty && live.points.count > 10)
        #expect(h.state.pressedKeyID == nil, "no key preview while swiping")
        #expect(h.state.alternates == nil, "no long-press popup while swiping")
        h.session.touchUp(0, at: points.last!)
        #expect(h.state.swipe?.isActive == false)
        #expect(h.state.swipe?.candidates.first?.text == "Keyboard")
        try h.type("x")
        #expect(h.state.swipe == nil)
    }

    @Test func aSlideShorterThanAKeyIsStillATap() throws {
        let h = try harness()
        let q = h.center("q"), w = h.center("w")
        // Less than a key's width of travel: the key under the lift is typed, as on iOS.
        h.swipe([q, Point(x: q.x + (w.x - q.x) * 0.4, y: q.y), Point(x: q.x + (w.x - q.x) * 0.7, y: q.y)])
        #expect(h.text == "W")
        // A full key of travel is a word gesture ("we" is one key's slide).
        let g = try harness()
        g.swipe([g.center("w"), g.center("e")])
        #expect(g.text == "We ")
    }

    @Test func noSwipingInSecureFieldsOrWhenTurnedOff() throws {
        var off = KeyboardSettings()
        off.swipeTyping = false
        for h in [try harness(.password), try harness(settings: off)] {
            h.swipe(word: "hello")
            #expect(h.text.count == 1, "only the key under the lift is typed: \(h.text)")
        }
    }

    @Test func swipedWordsAreLearnedOnlyWhenLearningIsAllowed() throws {
        let h = try harness()
        h.swipe(word: "hello")
        #expect(h.session.userModel.count(of: "Hello", at: h.clock.now) > 0 || h.session.userModel.count(of: "hello", at: h.clock.now) > 0)
        var privately = KeyboardSettings()
        privately.privateMode = true
        let p = try harness(settings: privately)
        p.swipe(word: "hello")
        #expect(p.session.userModel.words.isEmpty)
    }
}

extension SwipeTypingTests {
    /// A slide of 1.2 key widths from "a" towards "s": a swipe at High and Medium sensitivity
    /// (past 0.7 and 1.0 key widths), a tap at Low (1.4).
    @Test(arguments: [(SwipeSensitivity.low, false), (.medium, true), (.high, true)])
    func sensitivitySetsHowFarASlideGoesBeforeItIsASwipe(sensitivity: SwipeSensitivity, swipes: Bool) throws {
        var settings = KeyboardSettings()
        settings.swipeSensitivity = sensitivity
        let h = try harness(settings: settings)
        let a = try #require(h.session.currentPage.key(id: "a")), s = try #require(h.session.currentPage.key(id: "s"))
        let pitch = s.frame.center.x - a.frame.center.x
        let points = (0...12).map { Point(x: a.frame.center.x + pitch * 1.2 * Double($0) / 12, y: a.frame.center.y) }
        _ = h.session.touchDown(0, at: points[0])
        var becameSwipe = false
        for point in points.dropFirst() {
            _ = h.session.touchMove(0, to: point)
            if h.state.swipe != nil { becameSwipe = true }
        }
        _ = h.session.touchUp(0, at: points.last!)
        #expect(becameSwipe == swipes, "\(sensitivity): \(h.text)")
    }
}
