import Foundation
import Testing
import TeclaTestSupport
@testable import TeclaLanguage

@Suite struct UserModelTests {
    private let day = 86_400.0

    private let scratch = try! TemporaryFolder(prefix: "tecla-user")

    private func temporaryFolder() throws -> URL { try scratch.folder() }

    @Test func learnsWordsAndPairsThatFadeWithTime() {
        var model = UserModel()
        model.learn(words: ["see", "you", "at", "Tecla"], at: 0)
        model.learn(words: ["at", "Tecla"], at: 0)
        #expect(model.count(of: "Tecla", at: 0) == 2)
        #expect(model.count(of: "Tecla", after: "at", at: 0) == 2)
        #expect(abs(model.count(of: "Tecla", at: 30 * day) - 1) < 1e-9, "half-life of 30 days")
        model.prune(at: 400 * day)
        #expect(model.words.isEmpty)
    }

    @Test func wordsTypedAfterAWordAreListedMostUsedFirst() {
        var model = UserModel()
        model.learn(words: ["see", "you", "soon"], at: 0)
        model.learn(words: ["see", "you", "later"], at: 0)
        model.learn(words: ["see", "them"], at: 0)
        model.learn(words: ["you", "soon"], at: 0)
        #expect(model.words(after: "you", at: 0, limit: 3).map(\.word) == ["soon", "later"])
        #expect(model.words(after: "see", at: 0, limit: 1).map(\.word) == ["you"])
        #expect(model.words(after: "yo", at: 0, limit: 3).isEmpty, "a whole previous word, not a prefix")
        #expect(model.words(after: "you", at: 400 * day, limit: 3).isEmpty, "faded pairs are not offered")
    }

    @Test func removedWordsAndTheirPairsAreForgotten() {
        var model = UserModel()
        model.learn(words: ["meet", "Ximena", "tomorrow"], at: 0)
        model.remove(word: "Ximena")
        #expect(model.count(of: "Ximena", at: 0) == 0)
        #expect(model.count(of: "Ximena", after: "meet", at: 0) == 0)
        #expect(model.count(of: "tomorrow", after: "Ximena", at: 0) == 0)
        #expect(model.count(of: "meet", at: 0) == 1)
    }

    @Test func nothingIsLearnedWhenLearningIsOff() {
        var model = UserModel()
        model.isLearningEnabled = false
        model.learn(words: ["hunter2"], at: 0)
        #expect(model.words.isEmpty)
    }

    @Test func survivesARestart() throws {
        let store = UserModelStore(url: try temporaryFolder().appendingPathComponent("user.json"))
        #expect(try store.load() == UserModel())
        var model = UserModel()
        model.learn(words: ["Ximena", "Tecla"], at: 5)
        try store.save(model)
        #expect(try store.load() == model)
    }

    @Test func aCrashMidWriteKeepsThePreviousModel() throws {
        let store = UserModelStore(url: try temporaryFolder().appendingPathComponent("user.json"))
        var saved = UserModel()
        saved.learn(words: ["Ximena"], at: 0)
        try store.save(saved)
        // A save that died halfway: the temporary file holds half a model, never renamed.
        var newer = saved
        newer.learn(words: ["Tecla", "keyboard"], at: 10)
        try store.save(newer)
        let complete = try Data(contentsOf: store.url)
        try store.save(saved)
        let leftover = store.url.deletingLastPathComponent().appendingPathComponent(".user.json.4242.17.tmp")
        try complete.prefix(complete.count / 2).write(to: leftover)
        #expect(try store.load() == saved)
        // The next save simply replaces the leftover.
        try store.save(newer)
        #expect(try store.load() == newer)
    }

    @Test func corruptFileIsReportedNotSwallowed() throws {
        let store = UserModelStore(url: try temporaryFolder().appendingPathComponent("user.json"))
        try Data("{\"version\":1,\"mod".utf8).write(to: store.url)
        #expect {
            try store.load()
        } throws: { ($0 as? UserModelStore.Failure).map { if case .corrupt = $0 { true } else { false } } ?? false }
    }

    /// A store that saved `first`, then `second` (which keeps `first` as its previous copy).
    private func savedTwice() throws -> (store: UserModelStore, first: UserModel, second: UserModel) {
        let store = UserModelStore(url: try temporaryFolder().appendingPathComponent("user.json"))
        var first = UserModel()
        first.learn(words: ["Ximena"], at: 0)
        try store.save(first)
        var second = first
        second.learn(words: ["Tecla"], at: 5)
        try store.save(second)
        return (store, first, second)
    }

    @Test func aCorruptFileFallsBackToTheLastGoodCopy() throws {
        let (store, first, second) = try savedTwice()
        #expect(try store.load() == second)
        try Data("{\"version\":1,\"mod".utf8).write(to: store.url)  // damaged after the save
        #expect(try store.load() == first, "the previous save's copy, not an empty model")
    }

    @Test func aSaveAfterAFallbackKeepsTheLastGoodCopy() throws {
        let (store, first, _) = try savedTwice()
        try Data("{\"version\":1,\"mod".utf8).write(to: store.url)
        var third = try store.load()
        #expect(third == first)
        // The keyboard goes on learning and saves: the damaged file must not become the fallback.
        third.learn(words: ["Ouagadougou"], at: 9)
        try store.save(third)
        try Data("garbage".utf8).write(to: store.url)
        #expect(try store.load() == first, "the last good copy survives a save made after a fallback")
    }

    @Test func savesFromTwoProcessesNeverShareATemporaryFile() throws {
        let folder = try temporaryFolder()
        let store = UserModelStore(url: folder.appendingPathComponent("user.json"))
        var start = UserModel()
        start.learn(words: ["one"], at: 0)
        let model = start
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            var mine = model
            mine.learn(words: ["word\(i)"], at: Double(i))
            try? store.save(mine)
        }
        // Whichever save landed last, the file is one whole model and nothing is left behind.
        #expect(try store.load().count(of: "one", at: 0) == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.allSatisfy { !$0.hasSuffix(".tmp") }, "\(names)")
    }

    @Test func learnedWordsStayWithinTheCapKeepingTheMostUsed() {
        var model = UserModel()
        for round in 0..<3 { model.learn(words: Array(repeating: "Ximena", count: 5), at: Double(round)) }
        for i in 0..<(UserModel.maximumWords * 2) {
            model.learn(words: ["w\(i)", "x\(i)"], at: 10)
        }
        #expect(model.words.count <= UserModel.maximumWords + UserModel.maximumWords / 8)
        #expect(model.pairs.count <= UserModel.maximumPairs + UserModel.maximumPairs / 8)
        #expect(model.count(of: "Ximena", at: 10) > 10, "the most used word survives")
        #expect(model.words(withPrefix: "xim", at: 10, limit: 3).first?.word == "Ximena")
        #expect(model.words(after: "w19999", at: 10, limit: 3).first?.word == "x19999", "the newest pairs are kept")
    }

    @Test func aWordKeepsItsMostUsedFollowersOnly() {
        var model = UserModel()
        for _ in 0..<5 { model.learn(words: ["see", "you"], at: 0) }
        for i in 0..<200 { model.learn(words: ["see", "w\(i)"], at: 1) }
        let after = model.words(after: "see", at: 1, limit: 100)
        #expect(after.count == UserModel.maximumFollowers)
        #expect(after.first?.word == "you", "the pair used five times stays")
        #expect(model.pairs.count == UserModel.maximumFollowers)
    }

    @Test func aFileWithoutNewerFieldsStillLoads() throws {
        let json = #"{"words":{"Ximena":{"count":3,"updated":0}}}"#
        let model = try JSONDecoder().decode(UserModel.self, from: Data(json.utf8))
        #expect(model.count(of: "Ximena", at: 0) == 3 && model.isLearningEnabled && model.halfLifeDays == 30)
        #expect(model.words(withPrefix: "xi", at: 0, limit: 1).first?.word == "Ximena")
    }

    @Test func learnedWordsAreNotCorrectedAndAreOffered() {
        let corrector = Corrector(pack: TestPacks.english)
        let context = TypingContext(textBeforeCursor: "I want ")
        #expect(corrector.correct("teh", context: context).autocorrection == "the")
        var model = UserModel()
        model.learn(words: ["teh"], at: 0)
        model.learn(words: ["teh"], at: 0)
        #expect(corrector.correct("teh", context: context, userModel: model, at: 0).autocorrection == nil)

        let bookContext = TypingContext(textBeforeCursor: "I would like to ")
        #expect(corrector.correct("bokk", context: bookContext).autocorrection == "book")
        var reverted = UserModel()
        reverted.learnRevert(to: "bokk", at: 0)
        #expect(
            corrector.correct("bokk", context: bookContext, userModel: reverted, at: 0).autocorrection == nil,
            "one revert is enough to stop correcting a word")

        model.learn(words: Array(repeating: "Ximena", count: 20), at: 0)
        let engine = SuggestionEngine(pack: TestPacks.english)
        #expect(engine.suggestions(textBeforeCursor: "Say hi to Xim", userModel: model, at: 0).contains { $0.text == "Ximena" })
    }

    @Test func aDeletedModelStaysDeletedAndResetForgetsBothCopies() throws {
        let store = UserModelStore(url: try temporaryFolder().appendingPathComponent("user.json"))
        var model = UserModel()
        model.learn(words: ["Ximena"], at: 0)
        try store.save(model)
        try store.save(model)
        try FileManager.default.removeItem(at: store.url)
        #expect(try store.load() == UserModel(), "the previous copy never brings back what the user deleted")
        try store.save(model)
        try store.save(model)
        try store.reset()
        #expect(!FileManager.default.fileExists(atPath: store.url.path) && !FileManager.default.fileExists(atPath: store.backupURL.path))
    }

    @Test func aLinkedModelIsReadAndWrittenThroughItsLink() throws {
        let folder = try temporaryFolder()
        let target = folder.appendingPathComponent("real.json")
        let store = UserModelStore(url: folder.appendingPathComponent("user.json"))
        var model = UserModel()
        model.learn(words: ["Ximena"], at: 0)
        try UserModelStore(url: target).save(model)
        try FileManager.default.createSymbolicLink(at: store.url, withDestinationURL: target)
        #expect(try store.load() == model)
        model.learn(words: ["Tecla"], at: 1)
        try store.save(model)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store.url.path) == target.path, "the link stays a link")
        #expect(try UserModelStore(url: target).load() == model)
    }
}
