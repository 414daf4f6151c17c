import Testing
import TeclaCore
@testable import TeclaKeyboard
import TeclaTestSupport

@Suite struct FeedbackTests {
    @Test func everyKeyKindReportsItsEvent() throws {
        let h = try SessionHarness(text: "abc")
        #expect(h.tap("q").feedback == [.character])
        #expect(h.tap("space").feedback == [.space])
        #expect(h.tap("delete").feedback == [.delete])
        #expect(h.tap("shift", after: 0.1).feedback == [.shift])
        #expect(h.tap("shift").feedback == [.capsLock])
        #expect(h.tap("return").feedback == [.return])
        #expect(h.tap("page-numbers").feedback == [.pageSwitch])
        #expect(h.session.touchDown(0, at: Point(x: .nan, y: 3)).feedback == [.error])
        #expect(h.session.tap(keyID: "no-such-key").feedback == [.error])
    }

    @Test func theHapticSettingScalesIntensities() throws {
        var settings = KeyboardSettings()
        settings.haptics = .off
        let off = try SessionHarness(settings: settings)
        #expect(off.session.hapticIntensity(for: .character) == .none)
        settings.haptics = .strong
        let strong = try SessionHarness(settings: settings)
        #expect(strong.session.hapticIntensity(for: .character) == .medium)
    }
}
