import Foundation
import Testing

/// Runs the built `tecla` executable as a user would.
@Suite struct CommandLineTests {
    /// The `tecla` product, which SwiftPM builds next to the test bundle.
    static var executable: URL {
        let bundles = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for directory in bundles {
            let candidate = directory.appendingPathComponent("tecla")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return bundles[1].appendingPathComponent("tecla")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], stdin: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func typePrintsTheTextAndTheEvents() throws {
        let result = try Self.run(["type", "hi  there{backspace}"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.last == "Hi. Ther")
        #expect(lines.contains { $0.contains("tap h") && $0.contains("insert(\"H\")") && $0.contains("[character]") })
        #expect(lines.contains { $0.contains("deleteBackward(1)") && $0.contains("insert(\". \")") })
    }

    @Test func typeReadsStandardInputAndWritesJSON() throws {
        let result = try Self.run(["type", "-", "--json", "--field", "email"], stdin: Data("Ada@example.com\n".utf8))
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["text"] as? String == "Ada@example.com")
        #expect((json?["events"] as? [Any])?.isEmpty == false)
    }

    @Test func unknownKeyNamesFailClearly() throws {
        let result = try Self.run(["type", "a{bogus}"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("unknown key name '{bogus}'"))
    }

    /// Bad input text is a usage error everywhere: exit 64, the same words, the subcommand's help.
    @Test func invalidUTF8FailsTheSameWayInEveryCommand() throws {
        for arguments in [["type", "-"], ["reply", "--text", "-"]] {
            let result = try Self.run(arguments, stdin: Data([0x68, 0xFF, 0xFE, 0x69]))
            #expect(result.status == 64, "\(arguments): \(result.status)")
            #expect(result.stderr.contains("standard input is not valid UTF-8"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("See 'tecla \(arguments[0]) --help'"), "\(arguments): \(result.stderr)")
        }
        // A byte that is no UTF-8 in an argument reaches the tool as U+FFFD: refused, not dropped.
        for arguments in [["predict", "ab\u{FFFD}c "], ["type", "ab\u{FFFD}c"]] {
            let result = try Self.run(arguments)
            #expect(result.status == 64 && result.stderr.contains("not valid UTF-8"), "\(arguments): \(result.stderr)")
        }
    }

    /// The trace quotes what was typed as it is: an apostrophe needs no backslash.
    @Test func theTraceQuotesTextPlainly() throws {
        let result = try Self.run(["type", "don't"])
        #expect(result.stdout.contains(#"insert("'")"#), "\(result.stdout)")
        #expect(!result.stdout.contains(#"\'"#))
    }

    @Test func layoutsListAndDump() throws {
        let list = try Self.run(["layouts"])
        #expect(list.status == 0 && list.stdout.contains("en-US"))
        let dump = try Self.run(["layouts", "en-US", "--width", "375", "--json"])
        #expect(dump.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        #expect(json?["id"] as? String == "en-US")
        let bad = try Self.run(["layouts", "xx"])
        #expect(bad.status != 0 && bad.stderr.contains("unknown layout 'xx'"))
    }

    @Test func countsOutOfRangeAreUsageErrors() throws {
        for arguments in [["predict", "I would ", "--limit", "0"], ["predict", "I would ", "--limit=-5"], ["stdio", "--candidates", "0"]] {
            let result = try Self.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains("must be between 1 and 1000"), "\(arguments)")
        }
    }

    @Test func typeRefusesMoreTextThanItsLimit() throws {
        let result = try Self.run(["type", "-", "--max-characters", "10"], stdin: Data("hello there world".utf8))
        #expect(result.status == 64)
        #expect(result.stderr.contains("the text has 17 characters, more than --max-characters 10"))
    }

    @Test func evalSwipeWritesEachGesturesOutcomeForSplitsOfTheGestures() throws {
        // A 10-key-wide QWERTY in How We Swipe's layouts format (key centres), and gestures drawn
        // through the key centres: one word in the vocabulary, one that is not.
        let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        var keys: [String: [Double]] = [:]
        for (r, row) in rows.enumerated() {
            for (c, letter) in row.enumerated() { keys[String(letter)] = [20 + 40 * Double(c) + 20 * Double(r), 30 + 55 * Double(r), 38, 50] }
        }
        let layouts: [String: Any] = ["grid": ["width": 400, "height": 170, "key_w": 40, "key_h": 55, "keys": keys]]
        func gesture(_ id: String, _ word: String) throws -> String {
            var points: [[Double]] = []
            let centres = word.map { keys[String($0)]! }
            for (a, b) in zip(centres, centres.dropFirst()) {
                for step in 0..<8 { let t = Double(step) / 8; points.append([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, Double(points.count) * 16]) }
            }
            points.append([centres.last![0], centres.last![1], Double(points.count) * 16])
            let sample: [String: Any] = [
                "id": id, "word": word, "layout": "grid", "points": points, "context": "", "set": "rand", "bin": "rand2k", "participant": "p1",
            ]
            return String(decoding: try JSONSerialization.data(withJSONObject: sample), as: UTF8.self)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("eval-swipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let dataset = directory.appendingPathComponent("gestures.jsonl"), layoutFile = directory.appendingPathComponent("layouts.json")
        let ranks = directory.appendingPathComponent("ranks.jsonl")
        try Data((try gesture("g1", "keyboard") + "\n" + (try gesture("g2", "qwxzv")) + "\n").utf8).write(to: dataset)
        try JSONSerialization.data(withJSONObject: layouts).write(to: layoutFile)
        let result = try Self.run(["eval", "swipe", "--dataset", dataset.path, "--layouts", layoutFile.path, "--part", "all", "--ranks", ranks.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try String(contentsOf: ranks, encoding: .utf8).split(separator: "\n")
        let outcomes = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        #expect(outcomes.map { $0["id"] as? String } == ["g1", "g2"])
        #expect(outcomes[0]["rank"] as? Int == 0 && outcomes[0]["inv"] as? Bool == true && outcomes[0]["set"] as? String == "rand")
        #expect(outcomes[1]["rank"] is NSNull && outcomes[1]["inv"] as? Bool == false)
    }
}
