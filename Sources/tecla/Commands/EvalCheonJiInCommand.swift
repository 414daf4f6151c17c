import ArgumentParser
import Foundation
import TeclaEvaluation
import TeclaScripts

/// `tecla eval cheonjiin`: replays a Cheon-Ji-In oracle and reports exact matches by kind.
struct EvalCheonJiInCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cheonjiin",
        abstract: "Replay a Cheon-Ji-In oracle (JSON lines of keys and text) and report exact matches by kind.",
        discussion: """
            Each line: {"keys": ["ㄱㅋ", "ㅣ", "ㆍ", ...], "text": "...", "kind": "...", "wrap_text": "..."?}.
            Without --wrap consonant cycles do not wrap and results are compared with `text`; with --wrap
            they wrap and are compared with `wrap_text` where the line has it, else `text`. Comparison is
            by Unicode scalars. Example: tecla eval cheonjiin --oracle ../shared/data/cheonjiin/oracle-dev.jsonl --wrap
            """
    )

    @Option(help: "The oracle file (JSON lines).")
    var oracle: String

    @Flag(help: "Consonant cycles wrap (ㄲ → ㄱ); compare with wrap_text where present.")
    var wrap = false

    @Option(help: "How many mismatches to list.")
    var show = 10

    @Flag(help: "Print the report as JSON.")
    var json = false

    func validate() throws {
        guard show >= 0 else { throw ValidationError("--show must not be negative") }
    }

    func run() throws {
        guard let data = FileManager.default.contents(atPath: oracle) else {
            throw ValidationError("cannot read the oracle file \(oracle)")
        }
        guard let content = String(data: data, encoding: .utf8) else {
            throw ValidationError("\(oracle) is not valid UTF-8")
        }
        var evaluation = CheonJiInOracleEvaluation(options: CheonJiInOptions(cyclesWrap: wrap), mismatchLimit: show)
        for (index, line) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            let oracleCase: CheonJiInOracleCase
            do { oracleCase = try CheonJiInOracleCase(jsonLine: String(line)) } catch {
                throw ValidationError("\(oracle):\(index + 1): not an oracle line (\(error))")
            }
            evaluation.add(oracleCase, line: index + 1)
        }
        guard evaluation.total > 0 else { throw ValidationError("\(oracle) has no oracle lines") }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(Report(evaluation, oracle: oracle)), as: UTF8.self))
        } else {
            printText(evaluation)
        }
    }

    private func printText(_ evaluation: CheonJiInOracleEvaluation) {
        let mode = wrap ? "cycles wrap (expected: wrap_text, else text)" : "cycles do not wrap (expected: text)"
        print("Cheon-Ji-In oracle \(oracle): \(evaluation.total) sequences; \(mode)")
        print("kind".padding(toLength: 14, withPad: " ", startingAt: 0) + "exact / total")
        for kind in evaluation.kinds {
            print(Self.row(kind.kind, exact: kind.exact, total: kind.total))
        }
        print(Self.row("all", exact: evaluation.exact, total: evaluation.total))
        if evaluation.hwaljaBugCases > 0 {
            print("lines where raw Hwalja had the ㄿ bug: \(evaluation.hwaljaBugCasesMatched) / \(evaluation.hwaljaBugCases) exact")
        }
        guard evaluation.mismatchCount > 0 else { return }
        print("\(evaluation.mismatchCount) mismatches; the first \(evaluation.mismatches.count):")
        for mismatch in evaluation.mismatches {
            print("  line \(mismatch.line) [\(mismatch.kind)] \(mismatch.keys.joined(separator: " "))")
            print("    expected \(Self.describe(mismatch.expected))")
            print("    got      \(Self.describe(mismatch.got))")
        }
    }

    static func row(_ label: String, exact: Int, total: Int) -> String {
        let percent = total == 0 ? 0 : Double(exact) * 100 / Double(total)
        return label.padding(toLength: 14, withPad: " ", startingAt: 0) + "\(exact) / \(total)  " + String(format: "%.2f%%", percent)
    }

    /// Text with its scalars, since look-alike results (가 vs ᄀ+ᅡ) differ only there.
    static func describe(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
        return "\"\(text)\" [\(scalars)]"
    }

    struct Report: Encodable {
        struct Kind: Encodable {
            var kind: String
            var exact: Int
            var total: Int
        }

        struct Mismatch: Encodable {
            var line: Int
            var kind: String
            var keys: [String]
            var expected: String
            var got: String
        }

        var oracle: String
        var cyclesWrap: Bool
        var exact: Int
        var total: Int
        var kinds: [Kind]
        var mismatchCount: Int
        var mismatches: [Mismatch]
        var hwaljaBugCases: Int
        var hwaljaBugCasesMatched: Int

        init(_ evaluation: CheonJiInOracleEvaluation, oracle: String) {
            self.oracle = oracle
            cyclesWrap = evaluation.options.cyclesWrap
            exact = evaluation.exact
            total = evaluation.total
            kinds = evaluation.kinds.map { Kind(kind: $0.kind, exact: $0.exact, total: $0.total) }
            mismatchCount = evaluation.mismatchCount
            mismatches = evaluation.mismatches.map {
                Mismatch(line: $0.line, kind: $0.kind, keys: $0.keys, expected: $0.expected, got: $0.got)
            }
            hwaljaBugCases = evaluation.hwaljaBugCases
            hwaljaBugCasesMatched = evaluation.hwaljaBugCasesMatched
        }
    }
}
