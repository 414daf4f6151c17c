import Testing
import TeclaCore
import TeclaKeyboard
import TeclaPacks
@testable import TeclaPlayground

/// The playground with the packs `tecla serve` loads: Korean suggestions on Cheon-Ji-In.
@Suite struct KoreanPlaygroundTests {
    @Test func cheonJiInOffersKoreanWordsAndATapOnOneReplacesTheComposingWord() async throws {
        let store = SessionStore(languageModels: LanguageModels(packs: try BundledPacks.all()))
        let driver = try await StoreDriver(store: store, request: CreateSessionRequest(layout: "ko-cheonjiin"))
        for key in ["ㅅㅎ", "ㅅㅎ", "ㅣ", "ㆍ", "ㅣ", "ㅇㅁ", "ㅂㅍ", "\u{318D}", "ㅡ"] { try await driver.tap(key) }
        #expect(driver.snapshot.document.markedText == "보")
        let texts = driver.state.suggestions.map(\.text)
        #expect(texts.contains("행복한"), "\(texts)")
        let index = try #require(texts.firstIndex(of: "행복한"))
        try await driver.send([.selectSuggestion(index: index, t: driver.t)])
        #expect(Array(driver.text.unicodeScalars) == Array("행복한 ".unicodeScalars))
        #expect(driver.snapshot.document.markedText == nil)
    }
}

/// The Cheon-Ji-In wrap setting, chosen when the session is created (the page's checkbox).
@Suite struct CheonJiInWrapSettingTests {
    @Test(arguments: [false, true])
    func aFourthPressWrapsOnlyWhenTheSettingSaysSo(wrap: Bool) async throws {
        let request = CreateSessionRequest(layout: "ko-cheonjiin", settings: SessionSettings(cheonJiInCyclesWrap: wrap))
        let driver = try await StoreDriver(request: request)
        for _ in 0..<4 { try await driver.tap("ㄱㅋ") }
        let shown = Array(driver.text.unicodeScalars)
        // Without wrapping the 4th press starts a new ㄱ after ㄲ; with it, ㄲ goes round to ㄱ.
        #expect(shown == (wrap ? ["ㄱ"] : ["ㄲ", "ㄱ"]).flatMap { Array($0.unicodeScalars) }, "\(driver.text.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(driver.snapshot.settings.cheonJiInCyclesWrap == wrap)
    }
}
