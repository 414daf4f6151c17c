import Foundation
import Testing
import TeclaAssist
import TeclaCompanion
import TeclaCore
import TeclaHost
import TeclaLanguage
import TeclaPacks

/// The app's reply flow as a user meets it: screenshots in, replies waiting in the keyboard's
/// strip, and a clear reason when there is nothing to answer or nothing could be read.
@Suite struct ReplyComposerTests {
    /// Gives each image's page as prepared: a chat with bubbles on both sides.
    struct PreparedRecognizer: TextRecognizer {
        let pages: [Data: RecognizedPage]
        var name: String { "prepared" }
        func recognize(imageData: Data) async throws -> RecognizedPage {
            guard let page = pages[imageData] else { throw RecognitionError.noText(image: "unknown") }
            return page
        }
    }

    struct FailingGenerator: ReplyGenerator {
        var name: String { "system-model" }
        func replies(for request: ReplyRequest) async throws -> [Reply] { throw ReplyError.modelUnavailable("not enabled") }
    }

    /// A page of bubbles: `them` on the left, `me` on the right, top to bottom.
    static func page(_ messages: [(Speaker, String)]) -> RecognizedPage {
        let lines = messages.enumerated().map { index, message in
            let x = message.0 == .them ? 40.0 : 620.0
            return RecognizedLine(text: message.1, frame: Rect(x: x, y: 800 + Double(index) * 120, width: 420, height: 40), confidence: 0.95)
        }
        return RecognizedPage(size: Size(width: 1080, height: 2340), lines: lines)
    }

    static let offline = try! OfflineReplyGenerator.bundled(pack: try? BundledPacks.english())

    func store() -> (JSONFileStore<ReplyBatch>, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("composer-\(UUID().uuidString)")
        return (HostStores(group: folder, own: nil, hasFullAccess: true).replies, folder)
    }

    @Test func screenshotsBecomeRepliesTheKeyboardShows() async throws {
        let (store, folder) = store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let chat = Data("chat".utf8)
        let reader = ScreenshotReader(
            recognizer: PreparedRecognizer(pages: [
                chat: Self.page([(.me, "Hey Maya"), (.them, "Want to get coffee on Sunday?")])
            ]))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let composer = ReplyComposer(reader: reader, generators: [FailingGenerator(), Self.offline], store: store, now: { now })
        let outcome = try await composer.compose([(name: "chat.png", data: chat)], tone: .friendly)
        #expect(outcome.generator == "offline", "the system model was unavailable: the offline generator answered")
        #expect(outcome.conversation.messages.last?.text == "Want to get coffee on Sunday?")
        #expect(outcome.batch.replies.count == 3)
        #expect(store.load() == outcome.batch, "written to the App Group for the keyboard")
        #expect(store.load().isFresh(at: now.addingTimeInterval(60)))
    }

    @Test func nothingToAnswerOrNothingReadIsSaidAndTheOldRepliesStay() async throws {
        let (store, folder) = store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = ReplyBatch(replies: ["Earlier"], created: Date(timeIntervalSince1970: 1))
        try store.save(old)
        let mine = Data("mine".utf8)
        let reader = ScreenshotReader(
            recognizer: PreparedRecognizer(pages: [
                mine: Self.page([(.them, "Are you coming?"), (.me, "Yes, on my way")])
            ]))
        let composer = ReplyComposer(reader: reader, generators: [Self.offline], store: store)
        await #expect(throws: ReplyComposer.Failure.nothingToAnswer) {
            try await composer.compose([(name: "mine.png", data: mine)], tone: .casual)
        }
        await #expect(throws: ReplyComposer.Failure.noScreenshots) { try await composer.compose([], tone: .casual) }
        do {
            _ = try await composer.compose([(name: "photo.jpg", data: Data("photo".utf8))], tone: .casual)
            Issue.record("a photo without a chat gave replies")
        } catch {
            guard case .unreadable = error else { throw error }
            #expect(error.description.contains("No chat"))
        }
        let them = Data("them".utf8)
        let answerable = ReplyComposer(
            reader: ScreenshotReader(recognizer: PreparedRecognizer(pages: [them: Self.page([(.them, "Lunch tomorrow?")])])),
            generators: [FailingGenerator()], store: store)
        await #expect(throws: ReplyComposer.Failure.noReplies("system-model: the on-device model is unavailable: not enabled")) {
            try await answerable.compose([(name: "them.png", data: them)], tone: .casual)
        }
        #expect(store.load() == old, "nothing replaced the earlier replies")
    }
}

@Suite struct CompanionLogicTests {
    @Test func theScreenshotsOfTheLastTwoMinutesInScrollingOrder() {
        let now = Date(timeIntervalSince1970: 10_000)
        let shots: [(id: String, created: Date)] = [
            ("old", now - 600), ("b", now - 30), ("a", now - 90), ("future", now + 50), ("c", now - 5),
        ]
        #expect(ScreenshotWindow().pick(shots, now: now) == ["a", "b", "c"])
        #expect(ScreenshotWindow(limit: 2).pick(shots, now: now) == ["b", "c"], "the newest two, oldest first")
        #expect(ScreenshotWindow().pick([(id: "x", created: now - 121)], now: now).isEmpty)
    }

    @Test func dictionaryFilesRoundTripAndPlainListsImport() throws {
        var dictionary = UserDictionary()
        dictionary.add(word: "Ngozi")
        dictionary.setShortcut("omw", expandingTo: "On my way!")
        let file = DictionaryTransfer.export(dictionary)
        var other = UserDictionary()
        let summary = try DictionaryTransfer.importing(file, into: &other)
        #expect(other == dictionary)
        #expect(summary.wordsAdded == 1 && summary.shortcutsAdded == 1 && summary.skipped == 0)
        #expect(try DictionaryTransfer.importing(file, into: &other).wordsAdded == 0, "importing twice adds nothing")

        let list = Data("Tecla\nAbidjan\nbrb\tbe right back\ntwo words here\n\n".utf8)
        let listed = try DictionaryTransfer.importing(list, into: &other)
        #expect(listed.wordsAdded == 2 && listed.shortcutsAdded == 1 && listed.skipped == 1)
        #expect(other.expansion(of: "brb") == "be right back" && other.contains("abidjan"))
        #expect(throws: DictionaryTransfer.Failure.unreadable) { try DictionaryTransfer.importing(Data([0xFF, 0xFE, 0x00]), into: &other) }
    }

    @Test func theNKoReferenceMatchesWhatTheKeyboardTypes() {
        let sections = NKoReference.sections
        #expect(sections.map(\.title) == ["Vowels", "Consonants", "Tone marks", "Digits", "Punctuation and signs"])
        let vowels = sections[0].entries
        #expect(vowels.first?.glyph == "ߊ" && vowels.first?.latin == "a" && vowels.first?.name == "nko letter a")
        #expect(sections[3].entries.map(\.glyph).joined() == "߀߁߂߃߄߅߆߇߈߉")
        #expect(sections[2].entries.allSatisfy { $0.glyph.unicodeScalars.first == "\u{25CC}" }, "marks are shown on a dotted circle")
        #expect(sections.flatMap(\.entries).allSatisfy { $0.name.hasPrefix("nko ") })
        #expect(Set(sections.flatMap(\.entries).map(\.id)).count == sections.flatMap(\.entries).count, "no sign twice")
    }

    @Test func setupSaysWhatTheAppCanKnow() {
        let now = Date(timeIntervalSince1970: 5_000)
        #expect(SetupGuide(status: .never, now: now).status == .unknown)
        #expect(SetupGuide(status: KeyboardStatus(lastSeen: now - 60, layoutID: "en-US"), now: now).status == .fullAccess(lastSeen: now - 60))
        #expect(SetupGuide.fullAccessExplanation.contains("nothing you type leaves the phone"))
    }
}
