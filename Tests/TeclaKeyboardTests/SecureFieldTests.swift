import Testing
import TeclaCore
@testable import TeclaKeyboard
import TeclaTestSupport

@Suite struct SecureFieldTests {
    @Test func passwordsTypeExactlyWithoutCapitalsOrSuggestions() throws {
        let h = try SessionHarness(traits: .password)
        try h.type("hunter2  x")
        #expect(h.state.isSecure)
        #expect(h.state.suggestions.isEmpty)
        #expect(h.state.shift == .off)
        #expect(h.text == "hunter2. x", "double-space still works as the user expects")
        #expect(!TextFieldTraits.password.allowsSuggestions)
    }
}
