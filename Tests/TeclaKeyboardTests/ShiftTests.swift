import Testing
import TeclaCore
@testable import TeclaKeyboard
import TeclaTestSupport

@Suite struct ShiftTests {
    @Test func shiftCapitalizesOneLetter() throws {
        let h = try SessionHarness(traits: TextFieldTraits(autocapitalization: .none))
        #expect(h.state.shift == .off)
        h.tap("shift")
        #expect(h.state.shift == .shifted)
        #expect(h.state.page.key(id: "q")?.label == "Q", "caps show capitals while shifted")
        h.tap("a"); h.tap("b")
        #expect(h.text == "Ab")
        #expect(h.state.shift == .off)
    }

    @Test func doubleTapLocksCapsAndATapReleasesIt() throws {
        let h = try SessionHarness(traits: TextFieldTraits(autocapitalization: .none))
        h.tap("shift", after: 0.1)
        h.tap("shift")
        #expect(h.state.shift == .capsLock)
        h.tap("a"); h.tap("space"); h.tap("b")
        #expect(h.text == "A B")
        #expect(h.state.shift == .capsLock)
        h.tap("shift")
        #expect(h.state.shift == .off)
        h.tap("c")
        #expect(h.text == "A Bc")
    }

    @Test func slowSecondTapOrALetterBetweenDoesNotLock() throws {
        let h = try SessionHarness(traits: TextFieldTraits(autocapitalization: .none))
        h.tap("shift", after: 0.6)
        h.tap("shift")
        #expect(h.state.shift == .off)
        h.clock.advance(by: 1)
        h.tap("shift", after: 0.05)
        h.tap("a", after: 0.05)
        h.tap("shift", after: 0.05)
        #expect(h.state.shift == .shifted)
        h.tap("b")
        #expect(h.text == "AB")
        #expect(h.state.shift == .off)
    }

    @Test func doubleTapFromAutoShiftLocksToo() throws {
        let h = try SessionHarness()
        #expect(h.state.shift == .shifted)
        h.tap("shift", after: 0.1)
        #expect(h.state.shift == .off)
        h.tap("shift")
        #expect(h.state.shift == .capsLock)
    }

    @Test func autoCapitalizesSentenceStarts() throws {
        let h = try SessionHarness()
        try h.type("hi. how? yes! ok{return}new line")
        #expect(h.text == "Hi. How? Yes! Ok\nNew line")
    }

    @Test func noCapitalAfterAnAbbreviationlessWordOrAComma() throws {
        let h = try SessionHarness()
        try h.type("so, then and")
        #expect(h.text == "So, then and")
    }

    @Test func shiftingOffAnAutoCapitalTypesLowerCase() throws {
        let h = try SessionHarness()
        h.tap("shift")
        h.tap("i")
        #expect(h.text == "i")
    }

    @Test(arguments: [TextFieldTraits.email, .url, TextFieldTraits(keyboardType: .emailAddress, autocapitalization: .sentences)])
    func noAutoCapitalizationInAddressFields(traits: TextFieldTraits) throws {
        let h = try SessionHarness(traits: traits)
        #expect(h.state.shift == .off)
        try h.type("me. you")
        #expect(h.text == "me. you")
    }

    @Test func wordsAndAllCharactersFields() throws {
        let words = try SessionHarness(traits: TextFieldTraits(autocapitalization: .words))
        try words.type("ada lovelace")
        #expect(words.text == "Ada Lovelace")
        let all = try SessionHarness(traits: TextFieldTraits(autocapitalization: .allCharacters))
        for key in ["a", "b", "space", "c"] { all.tap(key) }
        #expect(all.text == "AB C")
    }

    @Test func theSettingTurnsAutoCapitalizationOff() throws {
        var settings = KeyboardSettings()
        settings.autoCapitalization = false
        let h = try SessionHarness(settings: settings)
        h.tap("a")
        #expect(h.text == "a")
    }

    @Test func deletingBackToASentenceStartShiftsAgain() throws {
        let h = try SessionHarness()
        try h.type("Ok. a")
        #expect(h.state.shift == .off)
        h.tap("delete")
        #expect(h.state.shift == .shifted)
    }

    @Test func hostEditsRecomputeShift() throws {
        let h = try SessionHarness(text: "Done. ")
        #expect(h.state.shift == .shifted)
        h.document.replaceAll(with: "Done")
        h.session.documentDidChange()
        #expect(h.state.shift == .off)
    }

    @Test func policyEdgeCases() {
        let policy = AutoCapitalizationPolicy()
        #expect(policy.shouldCapitalize(after: "", type: .sentences))
        #expect(policy.shouldCapitalize(after: "   ", type: .sentences))
        #expect(policy.shouldCapitalize(after: "He said \"Stop.\" ", type: .sentences))
        #expect(!policy.shouldCapitalize(after: "Stop.", type: .sentences), "no capital before the space")
        #expect(!policy.shouldCapitalize(after: "well ", type: .sentences))
        #expect(policy.shouldCapitalize(after: "line\n", type: .sentences))
        #expect(!policy.shouldCapitalize(after: "anything", type: .none) && policy.shouldCapitalize(after: "x", type: .allCharacters))
    }
}
