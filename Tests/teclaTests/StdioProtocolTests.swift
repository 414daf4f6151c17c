import Foundation
import Testing
import TeclaPacks

/// `tecla stdio` as kebbie's runner sees it: one JSON line answered per request line, in
/// order, whatever the request (shared/kebbie/PROTOCOL.md, kebbie-jsonl/1).
@Suite struct StdioProtocolTests {
    private var executable: URL { CommandLineTests.executable }

    private func run(_ requests: [String]) throws -> [[String: Any]] {
        try StdioLanguageTests.answers(requests, executable: executable, arguments: ["stdio"])
    }

    @Test func everyRequestGetsExactlyOneAnswerInOrder() throws {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record("tecla not built next to the tests at \(executable.path)")
            return
        }
        let answers = try run([
            #"{"op":"hello","protocol":"kebbie-jsonl/1","layout":"en-US","keyboard":{"width":320,"height":288,"origin":"top-left","y_axis":"down"}}"#,
            #"{"op":"predict","context":"Thank you "}"#,
            #"{"op":"complete","context":"My wife is ","keystrokes":[[160.3,120.0],[72.2,25.6]],"word":"ge"}"#,
            #"{"op":"correct","context":"My wife is getting back from a trip to ","keystrokes":[null,[80.2,19.9],[120.1,49.7],[257.6,178.9],[41.3,102.9],[230.1,186.9],[182.8,43.2]],"word":"Germany"}"#,
            #"{"op":"correct","context":"What are you ","keystrokes":[],"word":"doinghere"}"#,
            #"{"op":"swipe","context":"Some random guy ","points":[[41.1,16.2],[41.1,16.2],[41.1,16.4],[41.4,17.9],[42.5,23.7],[44.8,37.7],[46.9,57.3],[46.7,72.6],[44.8,79.8],[43.1,82.4],[42.0,83.2],[41.4,83.5],[41.4,83.3],[45.4,87.5],[57.1,105.0],[58.1,112.8],[57.1,113.9]]}"#,
            "this is not json",
            #"{"op":"teleport"}"#,
            #"{"op":"predict","context":"Thank you "}"#,
            #"{"op":"swipe","context":"","points":[[10,20],[30,"x"]]}"#,
            #"{"op":"swipe","context":"","points":[]}"#,
            #"{"op":"swipe","points":[[1e308,1e308],[-1e308,-1e308]]}"#,
            #"{"op":"predict","context":"Thank you "}"#,
            // The same trace with times (ms), steady then lingering at s: read by the timed model.
            #"{"op":"swipe","context":"Some random guy ","points":[[41.1,16.2,0],[41.1,16.2,8],[41.1,16.4,16],[41.4,17.9,24],[42.5,23.7,32],[44.8,37.7,40],[46.9,57.3,48],[46.7,72.6,56],[44.8,79.8,64],[43.1,82.4,72],[42.0,83.2,80],[41.4,83.5,88],[41.4,83.3,96],[45.4,87.5,104],[57.1,105.0,112],[58.1,112.8,160],[57.1,113.9,200]]}"#,
        ])
        #expect(answers.count == 14)
        let candidates = answers.map { $0["candidates"] as? [String] }
        #expect(candidates.allSatisfy { $0 != nil }, "every answer carries a candidates list")
        #expect(candidates[1]?.contains("for") == true)
        #expect(candidates[2]?.first == "getting")
        #expect(candidates[3]?.first == "Germany")
        #expect(candidates[4]?.first == "doing here")
        #expect(candidates[5]?.first == "was", "the protocol's example trace: w → a → s")
        #expect(candidates[6] == [] && answers[6]["error"] is String)
        #expect(candidates[7] == [])
        #expect(candidates[8] == candidates[1], "no learning: the same request gets the same answer")
        #expect(candidates[9] == [] && answers[9]["error"] is String, "a malformed trace is refused")
        #expect(candidates[10] == [] && answers[10]["error"] is String, "an empty trace is refused")
        #expect(
            candidates[11] == [] && (answers[11]["error"] as? String)?.contains("outside the keyboard") == true,
            "huge finite coordinates are refused, not a trap")
        #expect(candidates[12] == candidates[1], "the engine answers on after a refused trace")
        #expect(candidates[13]?.first == "was", "a timed trace")
    }
}

extension StdioProtocolTests {
    /// `complete` is asked while a longer word is being typed: letters that are a word already
    /// ("I", "on", "the") are not offered back, in any case; the words they begin are (and,
    /// since the letters may hold a typo, a few others).
    @Test func completeOffersWordsLongerThanTheLettersTyped() throws {
        let answers = try run([
            #"{"op":"complete","context":"","word":"I"}"#,
            #"{"op":"complete","context":"Yes ","word":"on"}"#,
            #"{"op":"complete","context":"I saw ","word":"the"}"#,
        ])
        let typed = ["I", "on", "the"]
        for (answer, word) in zip(answers, typed) {
            let candidates = try #require(answer["candidates"] as? [String])
            #expect(candidates.count >= 3, "\(word): \(candidates)")
            #expect(!candidates.contains { $0.lowercased() == word.lowercased() }, "\(word): \(candidates)")
            #expect(candidates.first?.lowercased().hasPrefix(word.lowercased()) == true, "\(word): \(candidates)")
        }
        #expect((answers[0]["candidates"] as? [String])?.prefix(3).contains("I'm") == true)
    }

    /// Issue 32: `correct` on "t" + N accents cost 0.26 ms an accent (200 KB: 26.5 s, near
    /// kebbie's 30 s timeout). A word or context holding a character past the bound is refused.
    @Test func wordsOfHugeCharactersAreRefusedAtOnce() throws {
        let marks = String(repeating: "\u{0301}", count: 50_000)
        let answers = try run([
            #"{"op":"correct","context":"I am ","word":"t\#(marks)"}"#,
            #"{"op":"predict","context":"I am t\#(marks) "}"#,
            #"{"op":"correct","context":"I am ","word":"tierd"}"#,
        ])
        #expect(answers.count == 3)
        #expect((answers[0]["error"] as? String)?.hasPrefix("\"word\": character 1 is 50001 Unicode scalars long") == true, "\(answers[0])")
        #expect((answers[1]["error"] as? String)?.hasPrefix("\"context\": character 6 is 50001") == true, "\(answers[1])")
        #expect((answers[2]["candidates"] as? [String])?.first == "tired")
    }

    /// `--pack` with an English pack (served as its own language and as English, the same key):
    /// it used to trap building its table of packs before answering anything.
    @Test func anEnglishPackGivenByPathIsServed() throws {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record("tecla not built next to the tests at \(executable.path)")
            return
        }
        let pack = try #require(BundledPacks.englishURL).path
        let answers = try StdioLanguageTests.answers(
            [#"{"op":"predict","context":"Thank you "}"#], executable: executable, arguments: ["stdio", "--pack", pack])
        #expect((answers.first?["candidates"] as? [String])?.contains("for") == true, "\(answers)")
    }
}

/// The same engine a keyboard session uses, in any language the bundled packs serve.
@Suite struct StdioLanguageTests {
    static func answers(_ requests: [String], executable: URL = CommandLineTests.executable, arguments: [String]) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data((requests.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
        }
    }

    @Test func theLeanEngineAnswersAsTeclaStdioDoes() throws {
        let engine = CommandLineTests.executable.deletingLastPathComponent().appendingPathComponent("tecla-engine")
        try #require(FileManager.default.isExecutableFile(atPath: engine.path), "tecla-engine is built with the package")
        let requests = [
            #"{"op":"predict","context":"Thank you "}"#,
            #"{"op":"correct","context":"Can you ","word":"recieve","keystrokes":[]}"#,
            #"{"op":"complete","context":"","word":"مرح","language":"ar"}"#,
        ]
        let lean = try Self.answers(requests, executable: engine, arguments: [])
        let full = try Self.answers(requests, arguments: ["stdio"])
        #expect(lean.map { $0["candidates"] as? [String] ?? [] } == full.map { $0["candidates"] as? [String] ?? [] })
        #expect((lean[1]["candidates"] as? [String])?.first == "receive")
    }

    @Test func requestsNameTheirLanguageAndEachIsOpenedWhenAsked() throws {
        let requests = [
            #"{"op":"predict","context":"Thank you "}"#,
            #"{"op":"complete","context":"","word":"안녕","language":"ko"}"#,
            #"{"op":"complete","context":"","word":"مرح","language":"ar"}"#,
            #"{"op":"swipe","context":"","points":[[1,1]],"language":"ko"}"#,
            #"{"op":"predict","context":"","language":"tlh"}"#,
            #"{"op":"predict","context":"","language":7}"#,
            #"{"op":"predict","context":"Thank you ","language":"en"}"#,
        ]
        let answers = try Self.answers(requests, arguments: ["stdio", "--candidates", "3"])
        try #require(answers.count == requests.count)
        let candidates = answers.map { $0["candidates"] as? [String] ?? [] }
        #expect(!candidates[0].isEmpty)
        #expect(candidates[1].contains { $0.hasPrefix("안녕") }, "\(candidates[1])")
        #expect(candidates[2].contains { $0.hasPrefix("مرح") }, "\(candidates[2])")
        #expect(answers[3]["error"] as? String == "no swipe typing for language ko")
        #expect(answers[4]["error"] as? String == "no layout for language tlh")
        #expect(answers[5]["error"] as? String == "\"language\" must be a language tag")
        #expect(candidates[6] == candidates[0], "back in English, the same answers")
    }
}
