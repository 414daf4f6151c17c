import Foundation
import Testing
import TeclaCore
import TeclaLanguage
import TeclaPacks
@testable import TeclaKeyboard
import TeclaTestSupport

/// Languages on demand: opened when first used, the swipe index on the first swipe, only the
/// active language kept when asked, packs from any folder.
@Suite struct LanguageModelsTests {
    @Test func aLanguageOpensWhenItsLayoutIsFirstUsedAndItsSwipeIndexOnTheFirstSwipe() throws {
        let models = LanguageModels(source: BundledPacks.folder)
        #expect(models.openLanguages.isEmpty, "nothing is opened up front")
        let h = try SessionHarness(catalog: .all, languageModels: models)
        #expect(models.openLanguages == ["en"])
        #expect(models["en"]?.hasSwipeDecoder == false, "typing needs no swipe index")
        try h.type("Hi ")
        #expect(models["en"]?.hasSwipeDecoder == false)
        h.swipe(word: "there")
        #expect(h.text == "Hi there ")
        #expect(models["en"]?.hasSwipeDecoder == true)
    }

    @Test func onlyTheActiveLanguageStaysWhenAsked() throws {
        let models = LanguageModels(source: BundledPacks.folder, retention: .activeOnly)
        let h = try SessionHarness(catalog: .all, languageModels: models)
        try h.session.selectLayout(id: ArabicLayout.id)
        #expect(models.openLanguages == ["ar"])
        try h.type("مرحبا")
        #expect(!h.state.suggestions.isEmpty)
        try h.session.selectLayout(id: "en-US")
        #expect(models.openLanguages == ["en"])
        try h.type(" Hello wor")
        #expect(h.state.suggestions.map(\.text).contains("world"))

        let shared = LanguageModels(source: BundledPacks.folder, retention: .all)
        shared.activate("en"); _ = shared["en"]
        shared.activate("ar"); _ = shared["ar"]
        #expect(shared.openLanguages == ["ar", "en"], "a server keeps every language its users type")
        shared.purgeCaches()
        #expect(shared.openLanguages == ["ar"], "a memory warning keeps only the active one")
    }

    @Test func packsComeFromAnyFolderAndADamagedOneIsAnErrorNotACrash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("packs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: try #require(BundledPacks.latinURL), to: folder.appendingPathComponent("la.teclapack"))
        try Data("not a pack".utf8).write(to: folder.appendingPathComponent("en.teclapack"))
        let source = PackFolder(url: folder)
        #expect(source.languages == ["en", "la"])
        #expect(source.fileURL(language: "../etc/passwd") == nil, "a tag is not a path")
        let models = LanguageModels(source: source)
        #expect(models["la"] != nil)
        #expect(models["en"] == nil)
        #expect(models.failure(for: "en") != nil)
        #expect(models["xx"] == nil && models.failure(for: "xx") == nil, "no pack is not a failure")
        // A session on the damaged language types without suggestions.
        let h = try SessionHarness(catalog: .all, languageModels: models)
        try h.type("Hello")
        #expect(h.text == "Hello" && h.state.suggestions.isEmpty)
    }

    @Test func theCorrectorJudgesTapsOnTheKeysOnScreenForEveryLayout() throws {
        let arabic = try SessionHarness(layoutID: ArabicLayout.id, catalog: .all, languageModels: ArabicSessionTests.models)
        let geometry = arabic.session.correctorGeometry
        let beh = try #require(geometry.keys["ب"])
        let key = try #require(arabic.state.page.key(id: "ب"))
        #expect(abs(beh.x - key.frame.center.x) < 0.001 && abs(beh.y - key.frame.center.y) < 0.001, "Arabic keys where they are drawn")
        #expect(geometry.keys["q"] == nil)
        // English on screen is kebbie's QWERTY up to scale: the same neighbours, the same rows.
        let english = try SessionHarness(languageModels: SuggestionBarTests.english)
        let keys = english.session.correctorGeometry.keys
        let kebbie = KeyboardGeometry.qwertyUS.keys
        for letter in "qwertyuiopasdfghjklzxcvbnm" {
            let (a, b) = (try #require(keys[letter]), try #require(kebbie[letter]))
            #expect(abs(a.x / 390 - b.x / 320) < 0.001 && abs(a.y / 216 - b.y / 288) < 0.001, "\(letter)")
            #expect(abs(a.width / 390 - b.width / 320) < 0.001 && abs(a.height / 216 - b.height / 288) < 0.001)
        }
    }

    @Test func sharedDataComesBackAfterAPurge() {
        _ = EmojiCatalog.bundled
        SharedResources.purge()
        #expect(!EmojiCatalog.bundled.categories.isEmpty)
    }
}
