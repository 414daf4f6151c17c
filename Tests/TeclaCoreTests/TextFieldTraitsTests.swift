import Foundation
import Testing
import TeclaCore

/// Traits as a host hands them over: from UIKit's raw values, and as JSON from any version.
@Suite struct TextFieldTraitsTests {
    @Test func uiKitRawValuesMapToTheSameCases() {
        // UIKeyboardType, UIReturnKeyType, UITextAutocapitalizationType, UITextAutocorrectionType,
        // UITextSmartQuotesType, UIKeyboardAppearance, as Apple numbers them.
        #expect(KeyboardType(uiKitRawValue: 4) == .numberPad)
        #expect(KeyboardType(uiKitRawValue: 7) == .emailAddress)
        #expect(KeyboardType(uiKitRawValue: 11) == .asciiCapableNumberPad)
        #expect(KeyboardType(uiKitRawValue: 12) == nil, "a type UIKit adds later is not guessed")
        #expect(ReturnKeyType(uiKitRawValue: 7) == .send)
        #expect(ReturnKeyType(uiKitRawValue: 11) == .continue)
        #expect(AutocapitalizationType(uiKitRawValue: 2) == .sentences)
        #expect(AutocorrectionType(uiKitRawValue: 1) == .no)
        #expect(TraitSetting(uiKitRawValue: 2) == .yes)
        #expect(KeyboardAppearance(uiKitRawValue: 1) == .dark)
        #expect(ReturnKeyType.send.uiKitRawValue == 7)
        #expect(TextContentType(rawValue: "one-time-code") == .oneTimeCode)
    }

    @Test func contentTypesChangeTheKeyboard() {
        #expect(TextFieldTraits(textContentType: .oneTimeCode).preferredPage == .numbers)
        #expect(TextFieldTraits(textContentType: .oneTimeCode).allowsSuggestions == false)
        #expect(TextFieldTraits(textContentType: .creditCardNumber).allowsSuggestions == false)
        #expect(TextFieldTraits(textContentType: .username).effectiveAutocapitalization == .none)
        #expect(TextFieldTraits(textContentType: .givenName).allowsSuggestions)
        #expect(TextFieldTraits(spellChecking: .no).allowsSuggestions && !TextFieldTraits(spellChecking: .no).allowsAutocorrection)
    }

    @Test func traitsFromAnotherVersionDecodeWithDefaults() throws {
        let old = try JSONDecoder().decode(TextFieldTraits.self, from: Data(#"{"keyboardType":"url","returnKeyType":"go"}"#.utf8))
        #expect(old.keyboardType == .url && old.returnKeyType == .go && old.autocapitalization == .sentences && old.smartQuotes == .default)
        let newer = try JSONDecoder().decode(TextFieldTraits.self, from: Data(#"{"textContentType":"one-time-code","hapticsOfTheFuture":true}"#.utf8))
        #expect(newer.textContentType == .oneTimeCode)
        let all = TextFieldTraits(keyboardType: .twitter, textContentType: .emailAddress, smartQuotes: .no, keyboardAppearance: .dark)
        #expect(try JSONDecoder().decode(TextFieldTraits.self, from: JSONEncoder().encode(all)) == all)
    }

    @Test func layoutOptionsReadTheFirstVersionsGlobeSetting() throws {
        let legacy = try JSONDecoder().decode(LayoutOptions.self, from: Data(#"{"showsGlobeKey":false}"#.utf8))
        #expect(!legacy.showsGlobeKey && !legacy.needsInputModeSwitchKey)
        let system = LayoutOptions(needsInputModeSwitchKey: true, switchesLayouts: false)
        #expect(system.showsGlobeKey)
        #expect(try JSONDecoder().decode(LayoutOptions.self, from: JSONEncoder().encode(system)) == system)
    }

    @Test func landscapeMetricsAreLowerAndBadMetricsAreRefused() throws {
        let landscape = try LayoutCatalog.standard.layout(id: "en-US", metrics: .iPhoneLandscape(width: 844))
        let portrait = try LayoutCatalog.standard.layout(id: "en-US", width: 390)
        #expect(landscape.size.width == 844 && landscape.size.height < portrait.size.height)
        #expect(throws: LayoutError.self) {
            try LayoutCatalog.standard.layout(id: "en-US", metrics: LayoutMetrics(width: 390, rowHeight: .nan))
        }
        #expect(throws: LayoutError.self) {
            try LayoutCatalog.standard.layout(id: "en-US", metrics: LayoutMetrics(width: 390, rowHeight: 54, horizontalGap: 50))
        }
    }
}
