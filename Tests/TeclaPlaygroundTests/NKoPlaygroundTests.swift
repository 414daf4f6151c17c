import Testing
import TeclaCore
import TeclaKeyboard
import TeclaPacks
import TeclaScripts
@testable import TeclaPlayground

/// The playground with the packs `tecla serve` loads: N'Ko from Latin letters, right to left,
/// and the enabled set of layouts the globe key cycles through.
@Suite struct NKoPlaygroundTests {
    @Test func latinLettersGiveNKoAndATapOnATonedWordReplacesThem() async throws {
        let store = SessionStore(languageModels: LanguageModels(packs: try BundledPacks.all()))
        let driver = try await StoreDriver(store: store, request: CreateSessionRequest(layout: NKoLayout.latinID))
        #expect(driver.state.direction == .rightToLeft)
        for key in ["n", "k", "o"] { try await driver.tap(key) }
        #expect(driver.snapshot.document.markedText == "ߒߞߏ")
        let texts = driver.state.suggestions.map(\.text)
        let index = try #require(texts.firstIndex { NKoAlphabet.strippingTones($0) == "ߒߞߏ" }, "\(texts)")
        try await driver.send([.selectSuggestion(index: index, t: driver.t)])
        #expect(driver.text == texts[index] + " ")
        #expect(driver.snapshot.document.markedText == nil)
    }

    @Test func theGlobeKeyCyclesTheEnabledLayoutsOnly() async throws {
        let store = SessionStore()
        let settings = SessionSettings(enabledLayouts: ["en-US", NKoLayout.id])
        let driver = try await StoreDriver(store: store, request: CreateSessionRequest(settings: settings))
        try await driver.tap("globe")
        #expect(driver.state.layoutID == NKoLayout.id)
        try await driver.tap("globe")
        #expect(driver.state.layoutID == "en-US")
        await #expect(throws: PlaygroundError.self) {
            try await store.create(CreateSessionRequest(settings: SessionSettings(enabledLayouts: ["en-US", "xx-nope"])))
        }
    }
}
