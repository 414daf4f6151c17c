import Foundation
import TeclaCore
import TeclaLanguage
import TeclaPacks
import TeclaTestSupport
import Testing
@testable import TeclaKeyboard

/// The words and shortcuts a user adds: shortcuts expand at space (and a backspace takes the
/// expansion back), the user's words are never corrected and are offered as completions.
@Suite struct UserDictionaryTests {
    static let languageModels = LanguageModels(packs: ["en": try! BundledPacks.english()])

    func harness() throws -> SessionHarness {
        let h = try SessionHarness(languageModels: Self.languageModels)
        var dictionary = UserDictionary()
        dictionary.add(word: "Xmena")
        dictionary.add(word: "recieve")
        dictionary.setShortcut("omw", expandingTo: "On my way!")
        h.session.handle(.host(.userDataDidLoad(UserData(dictionary: dictionary))))
        return h
    }

    @Test func aShortcutExpandsAtSpaceAndABackspaceTakesItBack() throws {
        let h = try harness()
        try h.type("see you omw")
        #expect(h.state.suggestions.contains { $0.kind == .shortcut && $0.text == "On my way!" && $0.isAutocorrection })
        try h.type(" ")
        #expect(h.text == "See you On my way! ")
        try h.type("{backspace}")
        #expect(h.text == "See you omw")
    }

    @Test func aShortcutTypedAsItsExpansionIsNoAutocorrection() throws {
        let h = try harness()
        h.session.userDictionary.setShortcut("iphone", expandingTo: "iPhone")
        try h.type("see my iphone")
        #expect(h.state.suggestions.contains { $0.kind == .shortcut && $0.text == "iPhone" && $0.isAutocorrection })
        try h.type(" my iPhone")
        #expect(!h.state.suggestions.contains { $0.isAutocorrection && $0.text == "iPhone" }, "\(h.state.suggestions)")
        #expect(h.state.suggestions.first?.text == "iPhone", "what was typed keeps the first slot: \(h.state.suggestions)")
        try h.type(" ")
        #expect(h.text == "See my iPhone my iPhone ")
    }

    @Test func theUsersWordsAreNeverCorrectedAndAreOffered() throws {
        let plain = try SessionHarness(languageModels: Self.languageModels)
        try plain.type("Can you recieve ")
        #expect(plain.text == "Can you receive ", "without the word, the corrector fixes it")
        let h = try harness()
        try h.type("Can you recieve ")
        #expect(h.text == "Can you recieve ", "the user's word is kept as typed")
        try h.type("xm")
        #expect(h.state.suggestions.contains { $0.text.lowercased() == "xmena" && $0.kind == .completion })
    }

    @Test func savedDictionariesDecodeFromAnyVersion() throws {
        let json = #"{"words": ["Ximena", " ", "Ximena"], "shortcuts": {"brb": "be right back", "": "nothing"}, "color": "blue"}"#
        let dictionary = try JSONDecoder().decode(UserDictionary.self, from: Data(json.utf8))
        #expect(dictionary.words == ["Ximena"])
        #expect(dictionary.expansion(of: "BRB") == "be right back")
        #expect(dictionary.shortcuts.count == 1)
        #expect(try JSONDecoder().decode(UserDictionary.self, from: JSONEncoder().encode(dictionary)) == dictionary)
        #expect(try JSONDecoder().decode(UserDictionary.self, from: Data("{}".utf8)) == UserDictionary())
    }
}
