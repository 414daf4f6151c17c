import Foundation
import Testing
import TeclaCore
@testable import TeclaKeyboard
import TeclaTestSupport

/// The house rule: a session's state changes only inside `handle(_:)`. Hosts, renderers and
/// settings send inputs; nothing outside the module can set what the session holds.
@Suite struct SessionStateRuleTests {
    /// The session's own source files (`KeyboardSession*.swift` and the state it holds).
    static var sessionSources: [(name: String, text: String)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TeclaKeyboard/Session")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("KeyboardSession") || $0 == "SessionState.swift" }.sorted().compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }

    @Test func theSessionHoldsAtMostTwelveThings() throws {
        let h = try SessionHarness()
        let stored = Mirror(reflecting: h.session).children.compactMap(\.label)
        #expect(stored.count <= 12, "stored properties: \(stored)")
        #expect(stored.contains("sessionState") && stored.contains("services"))
    }

    /// No `public var` in the session's files may be set from outside the module: each is
    /// `private(set)` / `internal(set)`, or computed without a setter.
    @Test func noPropertyOfTheSessionHasAPublicSetter() throws {
        let sources = Self.sessionSources
        #expect(sources.count >= 8, "the session's files were found: \(sources.map(\.name))")
        var offenders: [String] = []
        for (name, text) in sources {
            let lines = text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard code.hasPrefix("public var ") || code.hasPrefix("@_spi(Inspection) public var ") else { continue }
                // Computed and get-only: its braces hold no setter.
                if code.hasSuffix("{") || code.contains("{ ") {
                    var depth = 0
                    var body = ""
                    for next in lines[index...] {
                        body += next + "\n"
                        depth += next.filter { $0 == "{" }.count - next.filter { $0 == "}" }.count
                        if depth <= 0 { break }
                    }
                    if body.contains("set {") || body.contains("set(") || body.contains("didSet") || body.contains("willSet") {
                        offenders.append("\(name):\(index + 1): \(code)")
                    }
                } else {
                    offenders.append("\(name):\(index + 1): \(code) (stored, settable)")
                }
            }
        }
        #expect(offenders.isEmpty, "public setters: \(offenders)")
    }

    /// Every input is plain data: it survives JSON as it is.
    @Test func inputsAreData() throws {
        let inputs: [SessionInput] = [
            .touch(.down(1, at: Point(x: 10, y: 20))), .touch(.move(1, to: Point(x: 12, y: 21), previews: false)), .touch(.tick),
            .key(.character("é"), casing: false, liftPoint: Point(x: 1, y: 2)), .deleteRepeat(.word),
            .swipe(points: [Point(x: 1, y: 1), Point(x: 50, y: 2)], times: [0, 0.1]), .suggestion(2), .layout(id: "ko-cheonjiin"),
            .moveCursor(-3), .insertText("On my way", origin: .reply), .host(.settingsDidChange(KeyboardSettings())),
            .host(.userDataDidLoad(UserData(emojiRecents: ["🍕"]))), .host(.forget(words: ["teh"])), .host(.memoryWarning),
            .host(.fieldDidChange(TextFieldTraits(keyboardType: .numberPad))),
        ]
        let data = try JSONEncoder().encode(inputs)
        #expect(try JSONDecoder().decode([SessionInput].self, from: data) == inputs)
    }
}
