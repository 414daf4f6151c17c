import Testing
@testable import TeclaCore

@Suite struct HapticPolicyTests {
    @Test func offIsSilentForEveryEvent() {
        let policy = HapticPolicy(setting: .off)
        for event in FeedbackEvent.allCases { #expect(policy.intensity(for: event) == .none) }
    }

    @Test func strongerSettingsNeverTapSofter() {
        let settings: [HapticsSetting] = [.light, .medium, .strong]
        for event in FeedbackEvent.allCases {
            let levels = settings.map { HapticPolicy(setting: $0).intensity(for: event) }
            #expect(levels == levels.sorted(), "\(event): \(levels)")
            #expect(levels.allSatisfy { $0 != .none }, "\(event) is felt unless haptics are off")
        }
    }

    @Test func stateChangesAreFeltMoreThanTypingAndErrorsMost() {
        let policy = HapticPolicy(setting: .medium)
        #expect(policy.intensity(for: .character) < policy.intensity(for: .shift))
        #expect(policy.intensity(for: .character) < policy.intensity(for: .suggestionAccepted))
        for event in FeedbackEvent.allCases where event != .error {
            #expect(policy.intensity(for: event) <= policy.intensity(for: .error))
        }
        #expect(policy.intensity(for: .selectionChanged) == .selection)
    }
}
