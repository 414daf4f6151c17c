import Testing
import TeclaCore
@testable import TeclaKeyboard
import TeclaTestSupport

@Suite struct ReturnKeyTests {
    @Test(arguments: [
        (ReturnKeyType.default, "return", false), (.send, "send", true), (.search, "search", true), (.google, "search", true),
        (.go, "go", true), (.done, "done", true), (.next, "next", false),
    ])
    func labelComesFromTheField(type: ReturnKeyType, label: String, primary: Bool) throws {
        let h = try SessionHarness(traits: TextFieldTraits(returnKeyType: type))
        #expect(h.state.returnKey.label == label)
        #expect(h.state.returnKey.isPrimary == primary)
    }

    /// The return key speaks the layout's language, as its other keys do (issue 34: "return" in
    /// English on the Arabic, N'Ko and Korean keyboards).
    @Test(arguments: [
        ("ar", ReturnKeyType.default, "رجوع"), ("ar", .send, "إرسال"), ("ar", .search, "بحث"),
        ("ko-cheonjiin", .default, "⏎"), ("ko-cheonjiin", .send, "보내기"), ("ko-cheonjiin", .done, "완료"),
        ("nqo", .default, "⏎"), ("nqo-latin", .default, "⏎"), ("en-US", .default, "return"),
    ])
    func labelSpeaksTheLayoutsLanguage(layoutID: String, type: ReturnKeyType, label: String) throws {
        let h = try SessionHarness(layoutID: layoutID, traits: TextFieldTraits(returnKeyType: type), catalog: .all)
        #expect(h.state.returnKey.label == label)
    }

    @Test func returnTypesANewLineAndCapitalizesAfterIt() throws {
        let h = try SessionHarness(traits: .message)
        try h.type("hi")
        #expect(h.tap("return").feedback == [.return])
        #expect(h.text == "Hi\n")
        #expect(h.state.shift == .shifted)
    }

    @Test func returnIsDisabledOnAnEmptyFieldWhenTheFieldSaysSo() throws {
        let h = try SessionHarness(traits: TextFieldTraits(returnKeyType: .send, enablesReturnKeyAutomatically: true))
        #expect(!h.state.returnKey.isEnabled)
        h.tap("a")
        #expect(h.state.returnKey.isEnabled)
    }
}
