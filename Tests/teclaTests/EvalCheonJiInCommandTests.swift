import Foundation
import Testing
import TeclaTestSupport

/// `tecla eval cheonjiin` on small oracle files written here (the real oracle lives outside the repo).
@Suite struct EvalCheonJiInCommandTests {
    let scratch = try! TemporaryFolder(prefix: "cheonjiin")

    func oracleFile(_ lines: [String]) throws -> String {
        try scratch.file(lines.joined(separator: "\n") + "\n", extension: "jsonl")
    }

    static let lines = [
        #"{"keys": ["ㅇㅁ", "ㅣ", "ㆍ", "ㄴㄹ", "ㅣ"], "text": "아니", "kind": "edge"}"#,
        #"{"keys": ["ㄱㅋ", "ㄱㅋ", "ㄱㅋ", "ㄱㅋ"], "text": "ㄲㄱ", "kind": "edge", "wrap_text": "ㄱ"}"#,
        #"{"keys": ["ㅇㅁ", "ㅡ", "ㄴㄹ", "ㄴㄹ", "ㅂㅍ", "ㅂㅍ"], "text": "읊", "kind": "edge", "hwalja_raw": "을ㅍ"}"#,
        #"{"keys": ["ㄱㅋ", "ㅣ", "ㆍ"], "text": "가", "kind": "syllable"}"#,
    ]

    @Test func exactInBothModes() throws {
        let path = try oracleFile(Self.lines)
        for flags in [[], ["--wrap"]] {
            let result = try CommandLineTests.run(["eval", "cheonjiin", "--oracle", path, "--json"] + flags)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            #expect(json?["exact"] as? Int == 4 && json?["total"] as? Int == 4)
            #expect(json?["cyclesWrap"] as? Bool == !flags.isEmpty)
            #expect(json?["hwaljaBugCasesMatched"] as? Int == 1)
        }
        let text = try CommandLineTests.run(["eval", "cheonjiin", "--oracle", path])
        #expect(text.stdout.contains("edge          3 / 3  100.00%") && text.stdout.contains("all           4 / 4  100.00%"))
    }

    @Test func mismatchesAreListedWithTheirScalars() throws {
        let path = try oracleFile([#"{"keys": ["ㄱㅋ", "ㅣ", "ㆍ"], "text": "\u1100\u1161", "kind": "syllable"}"#])
        let result = try CommandLineTests.run(["eval", "cheonjiin", "--oracle", path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("0 / 1") && result.stdout.contains("line 1") && result.stdout.contains("U+1100 U+1161"))
    }

    @Test func badInputIsAnError() throws {
        let missing = try CommandLineTests.run(["eval", "cheonjiin", "--oracle", "/nonexistent/oracle.jsonl"])
        #expect(missing.status != 0 && missing.stderr.contains("cannot read"))
        let bad = try CommandLineTests.run(["eval", "cheonjiin", "--oracle", try oracleFile(["{not json"])])
        #expect(bad.status != 0 && bad.stderr.contains(":1:"))
    }
}
