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
