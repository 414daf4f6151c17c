import Foundation
import Testing
@testable import TeclaPlayground

/// `POST /api/reply`: screenshots in, conversation and replies out; bad uploads refused clearly.
@Suite struct ReplyEndpointTests {
    static let screenshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TeclaAssistTests/Fixtures/Screenshots").standardizedFileURL
    static let hasTesseract = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .contains { FileManager.default.isExecutableFile(atPath: "\($0)/tesseract") }

    static func base64(_ name: String) throws -> String {
        try Data(contentsOf: screenshots.appendingPathComponent(name)).base64EncodedString()
    }

    @Test(.enabled(if: hasTesseract, "tesseract is not installed (apt-get install tesseract-ocr)"))
    func screenshotsBecomeAConversationAndThreeReplies() async throws {
        let body = #"{"images": ["data:image/png;base64,\#(try Self.base64("imessage-light-dinner.png"))"], "tone": "friendly"}"#
        try await RunningPlayground.with { server in
            let answer = try await server.post("api/reply", json: body)
            #expect(answer.status == 200, "\(answer.text)")
            let messages = try #require((answer.json["conversation"] as? [String: Any])?["messages"] as? [[String: Any]])
            #expect(messages.first?["speaker"] as? String == "them")
            #expect(messages.contains { $0["text"] as? String == "Perfect, I'll bring something to drink" && $0["speaker"] as? String == "me" })
            #expect((answer.json["replies"] as? [[String: Any]])?.count == 3)
            #expect(answer.json["tone"] as? String == "friendly")
            #expect(answer.json["intent"] as? String == "invitation")
        }
    }

    @Test func badUploadsAreRefusedWithAReason() async throws {
        var limits = PlaygroundLimits()
        limits.maxReplyBodyBytes = 4096
        limits.maxReplyImageBytes = 1024
        try await RunningPlayground.with(limits: limits) { server in
            let notBase64 = try await server.post("api/reply", json: #"{"images": ["%%%"]}"#)
            #expect(notBase64.status == 400 && notBase64.error == "images[0]: not base64-encoded image data")
            let text = Data("just some text".utf8).base64EncodedString()
            let notImage = try await server.post("api/reply", json: #"{"images": ["\#(text)"]}"#)
            #expect(notImage.status == 400 && notImage.error?.contains("not an image") == true)
            let none = try await server.post("api/reply", json: #"{"images": []}"#)
            #expect(none.status == 400)
            let tone = try await server.post("api/reply", json: #"{"images": ["\#(text)"], "tone": "sarcastic"}"#)
            #expect(tone.status == 400 && tone.error?.contains("tone") == true)
            let unknown = try await server.post("api/reply", json: #"{"images": ["\#(text)"], "model": "gpt"}"#)
            #expect(unknown.status == 400 && unknown.error?.contains("unknown field \"model\"") == true)
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 2000)).base64EncodedString()
            let big = try await server.post("api/reply", json: #"{"images": ["\#(png)"]}"#)
            #expect(big.status == 413 && big.error?.contains("the limit is 1024 per screenshot") == true)
            let huge = try await server.post("api/reply", json: #"{"images": ["\#(String(repeating: "A", count: 8000))"]}"#)
            #expect(huge.status == 413 && huge.error?.contains("send fewer or smaller screenshots") == true)
            let tooMany = try await server.post("api/reply", json: #"{"images": ["a", "b", "c", "d", "e"]}"#)
            #expect(tooMany.status == 413)
            // Lying headers are refused from the header, with or without tesseract on the machine:
            // 0xFFFFFFFF × 0xFFFFFFFF once overflowed and killed the server, and the bare signature
            // went to tesseract and answered 500.
            let claim = try await server.post("api/reply", json: #"{"images": ["iVBORw0KGgoAAAANSUhEUv//////////CAIAAABdlLlp"]}"#)
            #expect(claim.status == 413 && claim.error?.contains("4294967295 × 4294967295 pixels") == true, "\(claim.text)")
            let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00]).base64EncodedString()
            let bare = try await server.post("api/reply", json: #"{"images": ["\#(signature)"]}"#)
            #expect(bare.status == 400 && bare.error?.contains("images[0]:") == true, "\(bare.text)")
            // The server goes on serving.
            #expect(try await server.get("api/status").status == 200)
        }
    }

    @Test(.enabled(if: hasTesseract, "tesseract is not installed (apt-get install tesseract-ocr)"))
    func aScreenshotWithoutTextIsUnprocessable() async throws {
        let blank = try Data(contentsOf: Self.screenshots.deletingLastPathComponent().appendingPathComponent("blank.png")).base64EncodedString()
        try await RunningPlayground.with { server in
            let answer = try await server.post("api/reply", json: #"{"images": ["\#(blank)"]}"#)
            #expect(answer.status == 422)
            #expect(answer.error?.contains("no chat messages found in images[0]") == true)
        }
    }

    /// A web page or a settings list has text but no chat: API.md promises a 422, not replies to
    /// a conversation made up from the page.
    @Test(.enabled(if: hasTesseract, "tesseract is not installed (apt-get install tesseract-ocr)"))
    func aScreenshotWithTextButNoChatIsUnprocessable() async throws {
        let folder = Self.screenshots.deletingLastPathComponent()
        try await RunningPlayground.with { server in
            for name in ["article.png", "settings.png"] {
                let image = try Data(contentsOf: folder.appendingPathComponent(name)).base64EncodedString()
                let answer = try await server.post("api/reply", json: #"{"images": ["\#(image)"]}"#)
                #expect(answer.status == 422, "\(name): \(answer.text.prefix(300))")
                #expect(answer.error?.contains("no chat messages found in images[0]") == true, "\(name)")
            }
        }
    }

    /// Copied chat text is answered like screenshots, with no OCR.
    @Test func pastedChatTextGetsReplies() async throws {
        try await RunningPlayground.with { server in
            let chat = #"{"text": "Dave: Sounds like a worn seal\nDave: I can come round on Thursday morning, would that suit you?", "tone": "professional"}"#
            let answer = try await server.post("api/reply", json: chat)
            #expect(answer.status == 200, "\(answer.text.prefix(300))")
            #expect((answer.json["replies"] as? [[String: Any]])?.count == 3)
            #expect(answer.json["intent"] as? String == "scheduling")
            let mine = try await server.post("api/reply", json: #"{"text": "Ana: How was it?\nSam: Great!", "me": ["Sam"]}"#)
            #expect(mine.json["intent"] as? String == "followUp", "the user spoke last: \(mine.text.prefix(300))")
            let both = try await server.post("api/reply", json: #"{"text": "hi", "images": ["aGk="]}"#)
            #expect(both.status == 400)
            let dates = try await server.post("api/reply", json: #"{"text": "Yesterday\n14:05"}"#)
            #expect(dates.status == 422 && dates.error?.contains("no chat messages found in text") == true)
            let long = String(repeating: #"Ana: hello there\n"#, count: 2_000)
            let tooLong = try await server.post("api/reply", json: #"{"text": "\#(long)"}"#)
            #expect(tooLong.status == 413, "\(tooLong.text.prefix(200))")
        }
    }

    /// Issue 32: "Sam: a" + 3 M accents was "6 characters", read for 26 s while other replies
    /// waited, and pastes skipped the concurrency limit. Bytes and scalars are limited now, and a
    /// paste takes a place among the replies read at once like screenshots do.
    @Test func pastesOfHugeCharactersAreRefusedAndPastesShareTheLimit() async throws {
        try await RunningPlayground.with { server in
            let marks = String(repeating: "\u{0301}", count: 200)
            let overlong = try await server.post("api/reply", json: #"{"text": "Sam: a\#(marks)"}"#)
            #expect(overlong.status == 400 && overlong.error?.contains("character 6 is 201 Unicode scalars long") == true, "\(overlong.text)")
            let word = "ok" + String(repeating: "\u{0301}", count: 20) + " "
            let heavy = try await server.post("api/reply", json: #"{"text": "Sam: \#(String(repeating: word, count: 6_000))"}"#)
            #expect(heavy.status == 413 && heavy.error?.contains("bytes, the limit is 240000") == true, "\(heavy.text.prefix(200))")
        }
        var none = PlaygroundLimits()
        none.maxConcurrentReplies = 0
        try await RunningPlayground.with(limits: none) { server in
            let busy = try await server.post("api/reply", json: #"{"text": "Ana: How was it?\nSam: Great!"}"#)
            #expect(busy.status == 429, "\(busy.text.prefix(200))")
        }
    }

    @Test func theLimitsArePublished() async throws {
        try await RunningPlayground.with { server in
            let limits = try #require((try await server.get("api/options")).json["limits"] as? [String: Any])
            #expect(limits["maxReplyImages"] as? Int == 4)
            #expect(limits["maxReplyBodyBytes"] as? Int == 12 * 1024 * 1024)
        }
    }
}
