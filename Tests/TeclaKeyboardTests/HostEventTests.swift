import Testing
import TeclaCore
import TeclaLanguage
import TeclaScripts
@testable import TeclaKeyboard
import TeclaTestSupport

/// What the host app tells the keyboard: a new field, new text, a rotation, the system globe,
/// a memory warning. Each keeps what the user typed and drops what belonged to the old state.
@Suite struct HostEventTests {
    func harness(
        _ traits: TextFieldTraits = TextFieldTraits(), layoutID: String = "en-US", catalog: LayoutCatalog = .standard,
        options: LayoutOptions = LayoutOptions()
    ) throws -> SessionHarness {
        try SessionHarness(layoutID: layoutID, traits: traits, catalog: catalog, languageModels: SuggestionBarTests.english)
    }

    @Test func aOneTimeCodeFieldOpensOnDigitsAndSuggestsNothing() throws {
        let h = try harness()
        try h.type("Hello ")
        #expect(h.state.page.id == .letters)
        h.session.fieldDidChange(traits: TextFieldTraits(textContentType: .oneTimeCode))
        #expect(h.state.page.id == .numbers, "a one-time code is digits, whatever its keyboard type")
        #expect(h.state.suggestions.isEmpty)
        h.tap("1"); h.tap("2"); h.tap("space")
        #expect(h.text == "Hello 12 ")
        #expect(h.session.userModel.count(of: "12", at: h.clock.now) == 0, "codes are never learned")
        h.session.fieldDidChange(traits: .message)
        #expect(h.state.page.id == .letters, "back to letters in a message field")
        #expect(h.document.traits == .message)
    }

    @Test func aNewFieldDropsTheSwipeAndThePendingRevert() throws {
        let h = try harness()
        try h.type("Can you recieve ")
        #expect(h.text == "Can you receive ")
        h.session.fieldDidChange(traits: .message)
        try h.type("{backspace}")
        #expect(h.text == "Can you receive", "the correction belonged to the old field: backspace deletes one character")

        let s = try harness()
        s.swipe(word: "hello")
        #expect(s.text == "Hello ")
        s.session.fieldDidChange(traits: .message)
        try s.type("{backspace}")
        #expect(s.text == "Hello", "the swipe belonged to the old field")
    }

    @Test func aNewFieldDropsTouchesTheEmojiPageAndComposition() throws {
        let h = try harness()
        h.session.perform(.page(.emoji))
        #expect(h.state.page.id == .emoji)
        let emoji = try #require(h.state.page.rows.joined().first { $0.action.isCharacter })
        let q = emoji.frame.center
        h.session.touchDown(0, at: q)
        h.session.fieldDidChange(traits: TextFieldTraits())
        #expect(h.state.page.id == .letters)
        h.session.touchUp(0, at: q)
        #expect(h.text.isEmpty, "a finger that went down in the old field types nothing in the new one")

        let korean = try SessionHarness(layoutID: CheonJiInLayout.id, catalog: .all)
        try korean.type("안")
        #expect(korean.document.markedText == "안")
        korean.session.fieldDidChange(traits: TextFieldTraits())
        korean.document.unmarkText()  // the host ends composition in the field it leaves
        try korean.type("ㅇ")
        #expect(korean.document.markedText == "ㅇ", "a new syllable starts; nothing of the old one joins it")
    }

    @Test func rotatingKeepsTextShiftAndPageAndUsesLandscapeKeys() throws {
        let h = try harness(TextFieldTraits(autocapitalization: .none))
        try h.type("hi")
        h.tap("shift")
        h.tap("page-numbers")
        let portrait = h.state.size
        try h.session.resize(metrics: .iPhoneLandscape(width: 844))
        #expect(h.text == "hi")
        #expect(h.state.shift == .shifted, "a shift the user set survives the rotation")
        #expect(h.state.page.id == .numbers)
        #expect(h.state.size.width == 844 && h.state.size.height < portrait.height, "landscape rows are lower: \(h.state.size)")
        h.tap("page-letters")
        h.tap("a")
        #expect(h.text == "hiA", "keys are hit at their new frames")
        try h.session.resize(width: 390)
        #expect(h.state.size == portrait)
        #expect(throws: LayoutError.self) { try h.session.resize(width: 10_000) }
        #expect(h.state.size == portrait, "a refused size changes nothing")
    }

    @Test func theSystemGlobeIsTheHostsAndItsHoldSwitchesLayouts() throws {
        let h = try SessionHarness(catalog: .all, languageModels: SuggestionBarTests.english)
        try h.session.resize(width: 390, options: LayoutOptions(needsInputModeSwitchKey: true, switchesLayouts: true))
        let globe = try #require(h.state.page.key(id: "globe"))
        #expect(globe.action == .nextInputMode)
        let before = h.state.layoutID
        let output = h.tap("globe")
        #expect(h.state.layoutID == before && h.text.isEmpty, "a tap asks the host for the next keyboard: nothing changes here")
        #expect(output.edits.isEmpty)
        // A hold switches Tecla's own layouts, and its lift types nothing.
        h.session.touchDown(0, at: globe.frame.center)
        h.clock.advance(by: 0.6)
        let held = h.session.tick()
        #expect(held.feedback.contains(.longPress) && held.feedback.contains(.pageSwitch))
        h.session.touchUp(0, at: globe.frame.center)
        #expect(h.state.layoutID != before)

        // Without a system globe the key switches layouts on a tap; with one layout it is gone.
        try h.session.resize(width: 390, options: LayoutOptions(needsInputModeSwitchKey: false, switchesLayouts: true))
        #expect(h.state.page.key(id: "globe")?.action == .nextLayout)
        try h.session.resize(width: 390, options: LayoutOptions(needsInputModeSwitchKey: false, switchesLayouts: false))
        #expect(h.state.page.key(id: "globe") == nil)
    }

    @Test func autocorrectionOffOffersButNeverApplies() throws {
        let h = try harness()
        h.changeSettings { $0.autocorrection = false }
        try h.type("Can you recieve")
        #expect(h.session.state.suggestions.contains { $0.text == "receive" }, "the correction is still offered")
        #expect(!h.session.state.suggestions.contains { $0.isAutocorrection })
        try h.type(" ")
        #expect(h.text == "Can you recieve ")
        let on = try harness()
        try on.type("Can you recieve ")
        #expect(on.text == "Can you receive ", "on (the default), space applies it")
    }

    @Test func rotatingRightAfterACorrectionStillLetsBackspaceRevertIt() throws {
        let h = try harness()
        try h.type("Can you recieve ")
        #expect(h.text == "Can you receive ")
        try h.session.resize(metrics: .iPhoneLandscape(width: 844))
        try h.type("{backspace}")
        #expect(h.text == "Can you recieve")
    }

    @Test func smartQuotesAndDashesWhenTheFieldAsks() throws {
        let h = try harness(TextFieldTraits(autocapitalization: .none, smartQuotes: .yes, smartDashes: .yes))
        try h.type("it's ")
        h.tap("page-numbers")
        h.tap("\"")
        #expect(h.text == "it’s “")
        let plain = try harness(TextFieldTraits(autocapitalization: .none))
        try plain.type("it's")
        #expect(plain.text == "it's", "by default the host's text system decides")
    }

    @Test func aMemoryWarningKeepsTypingWorking() throws {
        let h = try harness()
        try h.type("Hello wor")
        h.session.purgeCaches()
        try h.type("ld ")
        #expect(h.text == "Hello world ")
        #expect(!h.state.suggestions.isEmpty)
        h.swipe(word: "again")
        #expect(h.text == "Hello world again ")
    }
}
