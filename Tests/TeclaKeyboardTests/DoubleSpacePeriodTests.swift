import Testing
import TeclaCore
@testable import TeclaKeyboard
import TeclaTestSupport

@Suite struct DoubleSpacePeriodTests {
    @Test func twoQuickSpacesAfterAWordTypeAPeriod() throws {
        let h = try SessionHarness()
        try h.type("hello  world")
        #expect(h.text == "Hello. World", "and the next word is capitalized")
    }

    @Test func afterANumberToo() throws {
        let h = try SessionHarness()
        try h.type("at 5  ok")
        #expect(h.text == "At 5. Ok")
    }

    @Test func notAtTheStartOfTheDocument() throws {
        let h = try SessionHarness()
        h.tap("space"); h.tap("space")
        #expect(h.text == "  ")
    }

    @Test func notAfterAPeriodOrOtherPunctuation() throws {
        let h = try SessionHarness()
        try h.type("end.  a,  b")
        #expect(h.text == "End.  A,  b")
    }

    @Test func notWhenTheSecondSpaceIsSlow() throws {
        let h = try SessionHarness()
        try h.type("hi {wait 0.5s} ")
        #expect(h.text == "Hi  ")
    }

    @Test func notWhenSomethingWasTypedBetween() throws {
        let h = try SessionHarness()
        try h.type("hi {backspace} ")
        #expect(h.text == "Hi ")
    }

    @Test func aThirdSpaceIsJustASpace() throws {
        let h = try SessionHarness()
        try h.type("hi   ")
        #expect(h.text == "Hi.  ")
    }

    @Test func theSettingAndTheWindowAreInjected() throws {
        var settings = KeyboardSettings()
        settings.doubleSpacePeriod = false
        let off = try SessionHarness(settings: settings)
        try off.type("hi  ")
        #expect(off.text == "Hi  ")
        settings.doubleSpacePeriod = true
        settings.doubleSpaceWindow = 1.0
        let slow = try SessionHarness(settings: settings)
        try slow.type("hi {wait 0.7s} ")
        #expect(slow.text == "Hi. ")
    }
}
