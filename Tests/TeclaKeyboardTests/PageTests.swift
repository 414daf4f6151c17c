import Testing
import TeclaCore
@testable import TeclaKeyboard
import TeclaTestSupport

@Suite struct PageTests {
    @Test func spaceOnTheNumbersPageReturnsToLetters() throws {
        let h = try SessionHarness()
        h.tap("page-numbers")
        #expect(h.state.page.id == .numbers)
        h.tap("4"); h.tap("2")
        h.tap("space")
        #expect(h.state.page.id == .letters)
        #expect(h.text == "42 ")
    }

    @Test func anApostropheReturnsToLetters() throws {
        let h = try SessionHarness(traits: TextFieldTraits(autocapitalization: .none))
        h.tap("d"); h.tap("o"); h.tap("n"); h.tap("page-numbers"); h.tap("'")
        #expect(h.state.page.id == .letters)
        h.tap("t")
        #expect(h.text == "don't")
    }

    @Test func otherSymbolsStayOnTheirPage() throws {
        let h = try SessionHarness()
        h.tap("page-numbers"); h.tap("("); h.tap("page-symbols"); h.tap("#")
        #expect(h.state.page.id == .symbols)
        h.tap("page-numbers")
        #expect(h.state.page.id == .numbers)
        h.tap("page-letters")
        #expect(h.state.page.id == .letters)
        #expect(h.text == "(#")
    }

    @Test func numericFieldsOpenOnNumbersAndStayThere() throws {
        let h = try SessionHarness(traits: TextFieldTraits(keyboardType: .numbersAndPunctuation))
        #expect(h.state.page.id == .numbers)
        h.tap("1"); h.tap("space"); h.tap("2")
        #expect(h.state.page.id == .numbers)
        #expect(h.text == "1 2")
    }

    @Test func emojiAreTypedAndRemembered() throws {
        let h = try SessionHarness()
        try h.type("🍕")
        #expect(h.text == "🍕")
        h.tap("page-letters")
        h.tap("page-emoji")
        #expect(h.state.emoji?.category == EmojiCatalog.recentsID)
        #expect(h.state.page.rows[0].first?.label == "🍕")
    }

    @Test func emojiRecentsCarryOverToTheNextSession() throws {
        let first = try SessionHarness()
        try first.type("🍕😀🍕")
        #expect(first.session.emojiRecents == ["🍕", "😀"])
        // The host saved them; the extension is relaunched with a new session.
        let next = try SessionHarness()
        next.session.handle(.host(.userDataDidLoad(UserData(emojiRecents: first.session.emojiRecents + ["😀", ""] + Array(repeating: "🎉", count: 3)))))
        #expect(next.session.emojiRecents == ["🍕", "😀", "🎉"], "repeats and blanks dropped")
        next.tap("page-emoji")
        #expect(next.state.emoji?.category == EmojiCatalog.recentsID)
        #expect(next.state.page.rows[0].first?.label == "🍕")
        var few = KeyboardSettings()
        few.emojiRecentsLimit = 2
        let limited = try SessionHarness(settings: few)
        limited.session.handle(.host(.userDataDidLoad(UserData(emojiRecents: ["🍕", "😀", "🎉"]))))
        #expect(limited.session.emojiRecents == ["🍕", "😀"])
    }

    @Test func tappingTheShownCategoryTurnsItsScreens() throws {
        let h = try SessionHarness()
        h.tap("page-emoji")
        h.tap("category-food")
        let first = h.state.page.rows[0].first?.label
        h.tap("category-food")
        #expect(h.state.emoji?.screen == 1)
        #expect(h.state.page.rows[0].first?.label != first)
        let screens = try #require(h.state.emoji?.screenCount)
        for _ in 1..<screens { h.tap("category-food") }
        #expect(h.state.emoji?.screen == 0)
    }

    @Test func skinTonesAreLongPressAlternates() throws {
        let h = try SessionHarness()
        try h.type("👍🏽")
        #expect(h.text == "👍🏽")
    }

    @Test func pageSwitchesAreFelt() throws {
        let h = try SessionHarness()
        #expect(h.tap("page-numbers").feedback == [.pageSwitch])
    }
}
