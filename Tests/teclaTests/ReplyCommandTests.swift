import Foundation
import Testing

/// `tecla reply` and `tecla eval reply` as a user runs them.
@Suite struct ReplyCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TeclaAssistTests/Fixtures").standardizedFileURL
    static var screenshots: URL { fixtures.appendingPathComponent("Screenshots") }
    static let hasTesseract = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .contains { FileManager.default.isExecutableFile(atPath: "\($0)/tesseract") }

    static func run(_ arguments: [String], path: String? = nil, temporaryFolder: URL? = nil) throws -> CommandLineTests.Result {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        if let path { environment["PATH"] = path }
        if let temporaryFolder { environment["TMPDIR"] = temporaryFolder.path }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return .init(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test(.enabled(if: hasTesseract, "tesseract is not installed (apt-get install tesseract-ocr)"))
    func twoScrollsOfAChatGiveOneConversationAndThreeReplies() throws {
        let result = try Self.run([
            "reply", Self.screenshots.appendingPathComponent("dating-dark-concert-1.png").path,
            Self.screenshots.appendingPathComponent("dating-dark-concert-2.png").path, "--tone", "flirty", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let messages = try #require((json["conversation"] as? [String: Any])?["messages"] as? [[String: Any]])
        let texts = messages.compactMap { $0["text"] as? String }
        #expect(texts.filter { $0 == "Would you want to go together?" }.count == 1)
        #expect(messages.first { $0["text"] as? String == "Would you want to go together?" }?["speaker"] as? String == "them")
        let replies = try #require(json["replies"] as? [[String: Any]])
        #expect(replies.count == 3)
        #expect(json["tone"] as? String == "flirty")
    }

    @Test(.enabled(if: hasTesseract, "tesseract is not installed (apt-get install tesseract-ocr)"))
    func textOutputShowsWhoSaidWhat() throws {
        let result = try Self.run(["reply", Self.screenshots.appendingPathComponent("imessage-light-dinner.png").path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Conversation with Sam Rivera"))
        #expect(result.stdout.contains("  me: Yes! What time does it start?"))
        #expect(result.stdout.contains("Replies (casual, offline, answering invitation):"))
    }

    @Test func badInputFailsClearly() throws {
        let missing = try Self.run(["reply", "/nonexistent/chat.png"])
        #expect(missing.status != 0 && missing.stderr.contains("no such file: /nonexistent/chat.png"))
        let notImage = try Self.run(["reply", #filePath])
        #expect(notImage.status != 0 && notImage.stderr.contains("is not an image"))
        let badTone = try Self.run(["reply", #filePath, "--tone", "sarcastic"])
        #expect(badTone.status != 0 && badTone.stderr.contains("--tone must be one of casual, friendly, professional, flirty, funny"))
    }

    @Test func noTesseractFailsClearly() throws {
        let result = try Self.run(["reply", Self.screenshots.appendingPathComponent("imessage-light-dinner.png").path], path: "/nonexistent")
        #expect(result.status != 0)
        #expect(result.stderr.contains("tesseract is not installed"))
    }

    @Test(.enabled(if: hasTesseract, "tesseract is not installed (apt-get install tesseract-ocr)"))
    func anImageWithoutTextFailsClearly() throws {
        let result = try Self.run(["reply", Self.fixtures.appendingPathComponent("blank.png").path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("no chat messages found in"))
    }

    @Test func aRemoteEndpointIsRefused() throws {
        let result = try Self.run(
            ["reply", Self.screenshots.appendingPathComponent("imessage-light-dinner.png").path, "--endpoint", "https://api.example.com"], path: "/nonexistent")
        // Refused before anything is read (no tesseract is needed to be told).
        #expect(result.status != 0)
        #expect(result.stderr.contains("refusing to send the conversation to api.example.com"))
    }

    @Test func aLyingImageHeaderIsAnErrorNotACrashAndLeavesNothingBehind() throws {
        // The upload as a file: `tecla reply` once trapped (exit 132) on its size and left
        // its temporary folder behind. It gets a temporary folder of its own: other tests run OCR
        // in parallel and their folders come and go in the shared one.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reply-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("claim.png")
        try Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUv//////////CAIAAABdlLlp")!.write(to: url)
        let result = try Self.run(["reply", url.path], temporaryFolder: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("image too large: 4294967295 × 4294967295 pixels"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["claim.png"])
    }
}
