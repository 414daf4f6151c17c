import TeclaTyping
import TeclaEvaluation
import Testing
import TeclaCore
@testable import TeclaKeyboard
import TeclaTestSupport

@Suite struct TypingScriptTests {
    @Test func tokensParse() throws {
        let script = try TypingScript(parsing: "a{backspace}{hold-backspace 2.5s}{wait 250ms}{lbrace}{hold e 1s}")
        #expect(script.steps == [.text("a"), .key(.delete), .holdBackspace(seconds: 2.5), .wait(seconds: 0.25), .text("{"), .hold(key: "e", seconds: 1)])
    }

    @Test func badScriptsAreTypedErrors() {
        #expect(throws: TypingScriptError.unknownToken("bogus")) { try TypingScript(parsing: "x{bogus}") }
        #expect(throws: TypingScriptError.unclosedToken("{wait")) { try TypingScript(parsing: "{wait") }
        #expect(throws: TypingScriptError.unexpectedClosingBrace) { try TypingScript(parsing: "}") }
        #expect(throws: TypingScriptError.badDuration("wait -1s")) { try TypingScript(parsing: "{wait -1s}") }
        #expect(throws: TypingScriptError.badDuration("wait 999s")) { try TypingScript(parsing: "{wait 999s}") }
    }

    @Test func charactersNoKeyTypesAreReported() throws {
        let h = try SessionHarness()
        #expect(throws: TypingScriptError.untypeable("ж", layout: "en-US")) { try h.type("ж") }
    }

    @Test func aPersonsSentenceComesOutExactly() throws {
        let h = try SessionHarness()
        try h.type("Hello world. I'm 25, you're #1! Email: ada@example.com (ok?) 😀")
        #expect(h.text == "Hello world. I'm 25, you're #1! Email: ada@example.com (ok?) 😀")
    }

    @Test(arguments: LayoutCatalog.commonWidths)
    func typingWorksAtEveryWidth(width: Double) throws {
        let h = try SessionHarness(width: width)
        try h.type("Quick brown fox, 42.")
        #expect(h.text == "Quick brown fox, 42.")
    }
}
