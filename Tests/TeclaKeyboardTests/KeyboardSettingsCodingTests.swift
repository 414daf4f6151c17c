import Foundation
import TeclaCore
import Testing
@testable import TeclaKeyboard

/// Saved settings survive updates both ways: what an older version did not write takes its
/// default, what a newer one wrote and this one does not know is ignored.
@Suite struct KeyboardSettingsCodingTests {
    func decode(_ json: String) throws -> KeyboardSettings {
        try JSONDecoder().decode(KeyboardSettings.self, from: Data(json.utf8))
    }

    @Test func settingsRoundTrip() throws {
        var settings = KeyboardSettings()
        settings.haptics = .light
        settings.swipeTyping = false
        settings.enabledLayouts = ["en-US", "ko-cheonjiin"]
        settings.backspace.interval = 0.08
        #expect(try JSONDecoder().decode(KeyboardSettings.self, from: JSONEncoder().encode(settings)) == settings)
    }

    @Test func missingSettingsTakeTheirDefaults() throws {
        let settings = try decode(#"{"keyClicks": false, "backspace": {"interval": 0.2}}"#)
        var expected = KeyboardSettings()
        expected.keyClicks = false
        expected.backspace.interval = 0.2
        #expect(settings == expected)
        #expect(try decode("{}") == KeyboardSettings())
    }

    @Test func unknownAndUnreadableSettingsAreIgnored() throws {
        let settings = try decode(#"{"privateMode": true, "aSettingFromANewerVersion": [1, 2], "longPressDelay": "slow"}"#)
        var expected = KeyboardSettings()
        expected.privateMode = true
        #expect(settings == expected, "the user's choice kept, the rest at defaults")
    }
}

/// Learned words decay on calendar time: a reboot restarts the uptime clock the timers use, not
/// the age of what the user typed.
@Suite struct LearningClockTests {
    @Test func aModelSavedBeforeARebootDecaysByTheDaysThatPassed() throws {
        let day = 86_400.0
        // Before the reboot: uptime 5,000 s, calendar time day 100.
        let uptime = ManualClock(now: 5_000), calendar = ManualClock(now: 100 * day)
        let document = TextBuffer()
        let before = try KeyboardSession(document: document, clock: uptime, wallClock: calendar)
        for _ in 0..<2 {
            for key in ["x", "i", "m", "e", "n", "a", "space"] {
                before.tap(keyID: key)
                uptime.advance(by: 0.2)
            }
        }
        let learned = before.userModel.count(of: "Ximena", at: calendar.now) + before.userModel.count(of: "ximena", at: calendar.now)
        #expect(learned > 1.9)
        // After: uptime starts again near zero, the calendar is 30 days on (one half-life).
        let restarted = ManualClock(now: 3), later = ManualClock(now: 130 * day)
        let after = try KeyboardSession(document: TextBuffer(), clock: restarted, wallClock: later)
        after.userModel = before.userModel
        let remembered = after.userModel.count(of: "Ximena", at: after.wallClock.now) + after.userModel.count(of: "ximena", at: after.wallClock.now)
        #expect(abs(remembered - learned / 2) < 0.01, "half of it after one half-life, not as new as the day it was typed")
    }
}
