import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import TeclaLanguage
import TeclaCore

/// A line of text to type, with `{name}` tokens for keys that type nothing visible and for timing:
/// `"Hi{backspace}o{return}"`, `"abc{hold-backspace 2.5s}"`, `"a{wait 0.6s} b"`.
///
/// Tokens: `{backspace}`, `{return}`, `{shift}`, `{space}`, `{globe}`, `{hold-backspace Ns}`,
/// `{hold KEY Ns}` (long-press a key), `{wait Ns}`, `{lbrace}` and `{rbrace}` for literal braces.
public struct TypingScript: Hashable, Sendable {
    public enum Step: Hashable, Sendable {
        /// Type this character as a person would (shift, page switches, long-press as needed).
        case text(Character)
        case key(KeyAction)
        case holdBackspace(seconds: Double)
        /// Long-press the key that types `key` for `seconds`, then lift without moving.
        case hold(key: String, seconds: Double)
        case wait(seconds: Double)
    }

    public var steps: [Step]

    public init(steps: [Step]) {
        self.steps = steps
    }

    /// Parses a script. Throws for unknown token names, bad durations and unclosed braces.
    public init(parsing source: String) throws(TypingScriptError) {
        var steps: [Step] = []
        var index = source.startIndex
        while index < source.endIndex {
            let c = source[index]
            if c == "{" {
                guard let close = source[index...].firstIndex(of: "}") else {
                    throw .unclosedToken(String(source[index...].prefix(20)))
                }
                let token = String(source[source.index(after: index)..<close])
                steps.append(try Self.step(forToken: token))
                index = source.index(after: close)
            } else if c == "}" {
                throw .unexpectedClosingBrace
            } else {
                steps.append(.text(c))
                index = source.index(after: index)
            }
        }
        self.steps = steps
    }

    public static let tokenNames = ["backspace", "return", "shift", "space", "globe", "hold-backspace Ns", "hold KEY Ns", "wait Ns", "lbrace", "rbrace"]

    static func step(forToken token: String) throws(TypingScriptError) -> Step {
        let parts = token.split(separator: " ").map(String.init)
        switch (parts.first ?? "", parts.count) {
        case ("backspace", 1): return .key(.delete)
        case ("return", 1), ("enter", 1): return .key(.return)
        case ("shift", 1): return .key(.shift)
        case ("space", 1): return .key(.space)
        case ("globe", 1): return .key(.nextLayout)
        case ("lbrace", 1): return .text("{")
        case ("rbrace", 1): return .text("}")
        case ("hold-backspace", 2): return .holdBackspace(seconds: try duration(parts[1], in: token))
        case ("wait", 2): return .wait(seconds: try duration(parts[1], in: token))
        case ("hold", 3): return .hold(key: parts[1], seconds: try duration(parts[2], in: token))
        default: throw .unknownToken(token)
        }
    }

    /// "2.5s", "250ms" or "2.5" (seconds), between 0 and 60 s.
    static func duration(_ text: String, in token: String) throws(TypingScriptError) -> Double {
        var value: Double?
        if text.hasSuffix("ms") {
            value = Double(text.dropLast(2)).map { $0 / 1000 }
        } else if text.hasSuffix("s") {
            value = Double(text.dropLast())
        } else {
            value = Double(text)
        }
        guard let seconds = value, seconds.isFinite, seconds >= 0, seconds <= 60 else { throw .badDuration(token) }
        return seconds
    }
}

/// Why a typing script could not be read or typed.
public enum TypingScriptError: Error, Equatable, CustomStringConvertible {
    case unknownToken(String)
    case unclosedToken(String)
    case unexpectedClosingBrace
    case badDuration(String)
    /// No key or long-press alternate of the layout types this character.
    case untypeable(Character, layout: String)

    public var description: String {
        switch self {
        case .unknownToken(let token):
            "unknown key name '{\(token)}' (known: \(TypingScript.tokenNames.map { "{\($0)}" }.joined(separator: ", ")))"
        case .unclosedToken(let text): "unclosed '{' in \(text.debugDescription)"
        case .unexpectedClosingBrace: "unexpected '}' (type a literal brace with {rbrace})"
        case .badDuration(let token): "bad duration in '{\(token)}' (use e.g. 2.5s or 250ms, at most 60s)"
        case .untypeable(let c, let layout): "cannot type \(String(c).debugDescription) on layout \(layout): no key or long-press alternate types it"
        }
    }
}
