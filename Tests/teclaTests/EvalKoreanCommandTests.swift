import Foundation
import Testing
import TeclaTestSupport

/// `tecla eval korean` on small texts written here (the held-out Korean text lives outside the repo).
@Suite struct EvalKoreanCommandTests {
    let scratch = try! TemporaryFolder(prefix: "korean")

    func file(_ text: String, extension ext: String) throws -> String { try scratch.file(text, extension: ext) }

    static func report(_ arguments: [String]) throws -> [String: Any] {
        let result = try CommandLineTests.run(["eval", "korean", "--json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func countsKeysWithAndWithoutSuggestions() throws {
        let path = try file("2024년 정말 행복한 하루.\n감사합니다\n", extension: "txt")
        let json = try Self.report(["--text", path])
        let result = try #require(json["result"] as? [String: Any])
        #expect(result["words"] as? Int == 4 && result["skippedTokens"] as? Int == 1, "\(result)")
        let without = try #require(result["keysWithout"] as? Int), with = try #require(result["keysWith"] as? Int)
        #expect(with < without, "frequent words are offered before they are fully typed")
        #expect(abs((json["savings"] as? Double ?? 0) - (1 - Double(with) / Double(without))) < 1e-9)
        #expect(json["lines"] as? Int == 2 && json["matching"] as? String == "jamo")
    }

    @Test func readsTheTurnsOfACSVFile() throws {
        let csv = "Q,A,label\n\"안녕, 친구\",반가워요,0\n\"그래 \"\"좋아\"\"\",응,1\n"
        let json = try Self.report(["--text", try file(csv, extension: "csv")])
        let result = try #require(json["result"] as? [String: Any])
        // 안녕 친구 반가워요 / 그래 좋아 응: quotes and commas inside fields, labels left out.
        #expect(result["words"] as? Int == 6 && result["skippedTokens"] as? Int == 0, "\(result)")
        let even = try Self.report(["--text", try file(csv, extension: "csv"), "--part", "even"])
        #expect(even["lines"] as? Int == 1)
    }

    @Test func badInputIsAnError() throws {
        let missing = try CommandLineTests.run(["eval", "korean", "--text", "/nonexistent/ko.txt"])
        #expect(missing.status != 0 && missing.stderr.contains("cannot read"))
        let bad = try CommandLineTests.run(["eval", "korean", "--text", "/nonexistent/ko.txt", "--matching", "fuzzy"])
        #expect(bad.status != 0 && bad.stderr.contains("--matching"))
    }
}
