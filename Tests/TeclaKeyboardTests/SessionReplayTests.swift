import Foundation
import Testing
import TeclaCore
import TeclaLanguage
import TeclaTouch
@testable import TeclaKeyboard
import TeclaTestSupport

/// A session is the list of its inputs: its log, replayed on a new session, reaches the same
/// state and the same text (what a bug report and a fuzzer's failure are made of).
@Suite struct SessionReplayTests {
    static let english = SuggestionBarTests.english

    /// Writes the log as JSON and reads it back, as a file handed over would be.
    func roundTripped(_ log: SessionLog) throws -> SessionLog {
        let data = try SessionLog.encoder().encode(log)
        return try SessionLog.decoder().decode(SessionLog.self, from: data)
    }

    func expectSameSession(_ h: SessionHarness, _ replay: SessionLog.Replay, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(replay.document.text == h.text, sourceLocation: sourceLocation)
        #expect(replay.document.contents == h.document.contents, sourceLocation: sourceLocation)
        #expect(replay.session.sessionState == h.session.sessionState, sourceLocation: sourceLocation)
        #expect(replay.session.touchAdaptation == h.session.touchAdaptation, sourceLocation: sourceLocation)
        #expect(replay.session.state == h.session.state, sourceLocation: sourceLocation)
    }

    @Test func typingSwipesSettingsHostEventsAndAReplyReplayToTheSameState() throws {
        let h = try SessionHarness(languageModels: Self.english)
        var dictionary = UserDictionary()
        _ = dictionary.setShortcut("omw", expandingTo: "on my way")
        h.session.startRecording()
        h.session.handle(.host(.userDataDidLoad(UserData(dictionary: dictionary, emojiRecents: ["🍕"]))))
        try h.type("Hi tehre")
        h.tap("space")  // autocorrected
        h.tap("delete")  // reverted
        h.swipe(word: "hello")
        h.swipe(word: "world")
        h.session.selectSuggestion(at: 1)
        h.changeSettings { $0.autocorrection = false }
        try h.type("omw ")
        // A held backspace repeats on the clock.
        h.session.touchDown(0, at: h.center("delete"))
        for _ in 0..<12 {
            h.clock.advance(by: 0.1)
            h.session.tick()
        }
        h.session.touchUp(0, at: h.center("delete"))
        // A long press picks an alternate.
        h.session.touchDown(1, at: h.center("e"))
        h.clock.advance(by: 0.6)
        h.session.tick()
        h.session.touchMove(1, to: Point(x: h.center("e").x + 30, y: h.center("e").y - 50))
        h.session.touchUp(1, at: Point(x: h.center("e").x + 30, y: h.center("e").y - 50))
        // The host edits the text, rotates the keyboard, opens another field.
        h.document.insertText(" (edited)")
        h.session.documentDidChange()
        try h.session.resize(metrics: .iPhoneLandscape(width: 844))
        h.swipe(word: "thanks")
        h.session.handle(.insertText("See you soon", origin: .reply))
        h.tap("page-emoji")
        h.session.handle(.host(.memoryWarning))
        h.document.replaceAll(with: "")
        h.session.fieldDidChange(traits: TextFieldTraits(keyboardType: .emailAddress))
        try h.type("me")
        h.session.handle(.host(.forget(words: ["hello"])))

        let log = try #require(h.session.log)
        #expect(log.isComplete)
        #expect(log.entries.contains { if case .touch(.down) = $0.input { true } else { false } })
        #expect(!log.entries.contains { if case .key = $0.input { true } else { false } }, "a touch's key is the touch's, not logged again")
        let replay = try roundTripped(log).replay(catalog: .standard, languageModels: Self.english)
        #expect(h.text == "me", "the new field holds what was typed in it: \(h.text)")
        expectSameSession(h, replay)
    }

    @Test func aSessionRecordedMidwayStartsFromItsUserDataAndField() throws {
        let h = try SessionHarness(text: "Already here. ", languageModels: Self.english)
        try h.type("Good morning ")
        h.session.startRecording()
        try h.type("How are you")
        let log = try #require(h.session.log)
        #expect(log.start.document.before == "Already here. Good morning ")
        #expect(log.start.userData?.learned != nil, "what the session learned before recording is in the log")
        let replay = try log.replay(catalog: .standard, languageModels: Self.english)
        #expect(replay.document.text == h.text)
        #expect(replay.session.userModel == h.session.userModel)
        #expect(replay.session.suggestions == h.session.suggestions)
    }

    @Test func aKoreanCompositionAndASettingsChangeReplay() throws {
        var settings = KeyboardSettings()
        settings.cheonJiInCyclesWrap = false
        let h = try SessionHarness(layoutID: "ko-cheonjiin", settings: settings, catalog: .all)
        h.session.startRecording()
        h.tapCheonJiIn("ㄱㅋ ㄱㅋ ㅣ ㆍ")
        h.changeSettings { $0.cheonJiInCyclesWrap = true }
        h.tapCheonJiIn("space ㄱㅋ ㄱㅋ ㄱㅋ ㄱㅋ ㅡ")
        let log = try roundTripped(try #require(h.session.log))
        let replay = try log.replay(catalog: .all, languageModels: .none)
        #expect(replay.document.contents == h.document.contents)
        #expect(replay.session.sessionState == h.session.sessionState)
    }

    @Test func aLogOfAnotherFormatOrLayoutIsRefusedWithAReason() throws {
        let h = try SessionHarness()
        h.session.startRecording()
        var log = try #require(h.session.log)
        log.version = 99
        #expect(throws: SessionLog.ReplayError.unsupportedVersion(99)) { try log.replay(catalog: .standard, languageModels: .none) }
        log.version = SessionLog.formatVersion
        log.start.layoutID = "xx-unknown"
        #expect(throws: SessionLog.ReplayError.self) { try log.replay(catalog: .standard, languageModels: .none) }
    }

    @Test func recordingStopsAtTheLimitAndSaysSo() throws {
        let h = try SessionHarness()
        h.session.startRecording(maxEntries: 100)
        for _ in 0..<50 { h.tap("a", after: 0.01) }
        #expect(h.session.log?.isComplete == true)
        h.tap("a", after: 0.01)
        #expect(h.session.log?.isComplete == false)
        #expect(h.session.log?.entries.count == 100)
        h.tap("b", after: 0.01)
        let replay = try #require(try h.session.log?.replay(catalog: .standard, languageModels: .none))
        #expect(replay.document.text.count == 50, "a replay reaches the state at the log's last input")
        #expect(replay.reproducesEnd == true, "the log ends where recording stopped, and a replay reproduces that")
    }

    @Test func recordingStopsAtItsTextBudgetAndSaysSo() throws {
        let h = try SessionHarness()
        h.session.startRecording(maxTextBytes: 1_000)
        let page = String(repeating: "x", count: 600)
        h.document.replaceAll(with: page)
        h.session.documentDidChange()
        #expect(h.session.log?.isComplete == true)
        h.document.replaceAll(with: page + "!")
        h.session.documentDidChange()
        let log = try #require(h.session.log)
        #expect(!log.isComplete && log.entries.count == 1, "a second copy of the field passes the budget")
        #expect(log.end == nil, "the field the host left is what did not fit: the log cannot say where it ended")
        let replay = try log.replay(catalog: .standard, languageModels: .none)
        #expect(replay.document.text == page && replay.reproducesEnd == nil)
    }

    @Test func aLogWithNumbersThatAreNotFiniteIsWrittenAndReadBack() throws {
        let h = try SessionHarness()
        h.session.startRecording()
        h.session.handle(.touch(.down(0, at: Point(x: .nan, y: .infinity))))
        h.session.handle(.swipe(points: [Point(x: -.infinity, y: 1), Point(x: 3, y: 4)], times: [.nan, 1]))
        let log = try roundTripped(try #require(h.session.log))
        guard case .touch(.down(_, let point)) = log.entries[0].input else { Issue.record("not a touch: \(log.entries[0])"); return }
        #expect(point.x.isNaN && point.y == .infinity)
        #expect(try log.replay(catalog: .standard, languageModels: .none).reproducesEnd == true)
    }
}

extension SessionReplayTests {
    /// Whatever a log holds is typed only as a user could: a reply past the bound is refused and
    /// felt, a cursor offset of any size moves as far as the text goes.
    @Test func inputsFromALogAreBoundedAsAUsersAre() throws {
        let h = try SessionHarness()
        try h.type("Hi")
        let marks = h.session.handle(.insertText("e" + String(repeating: "\u{301}", count: 60), origin: .reply))
        #expect(marks.feedback == [.error] && h.text == "Hi", "a character of 61 scalars is not typed")
        let long = h.session.handle(.insertText(String(repeating: "a", count: 5_000), origin: .reply))
        #expect(long.feedback == [.error] && h.text == "Hi")
        #expect(h.session.handle(.insertText("See you", origin: .reply)).feedback == [.suggestionAccepted])
        #expect(h.text == "Hi See you")
        h.session.handle(.moveCursor(Int.min))
        #expect(h.document.textBeforeCursor.isEmpty)
        h.session.handle(.moveCursor(Int.max))
        #expect(h.document.textBeforeCursor == "Hi See you")
    }
}
