import Foundation
import Testing
import TeclaAssist
import TeclaTesseract

/// Bad input to the recognizer: typed errors, never a crash.
@Suite struct RecognitionInputTests {
    @Test func missingFilesNonImagesAndEmptyFilesAreNamed() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tecla-assist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: RecognitionError.fileNotFound(path: directory.appendingPathComponent("nope.png").path)) {
            try RecognitionInput.read(directory.appendingPathComponent("nope.png"))
        }
        let text = directory.appendingPathComponent("notes.png")
        try Data("hello".utf8).write(to: text)
        #expect(throws: RecognitionError.notAnImage("input is not an image (expected PNG, JPEG, GIF, BMP, TIFF or WebP)")) {
            try RecognitionInput.format(of: try RecognitionInput.read(text))
        }
        #expect(throws: RecognitionError.notAnImage("input is empty")) { try RecognitionInput.format(of: Data()) }
        #expect(throws: RecognitionError.unreadable(path: directory.path, reason: "it is a directory")) { try RecognitionInput.read(directory) }
    }

    @Test func aMissingTesseractIsATypedError() {
        #expect(throws: RecognitionError.self) { try TesseractRecognizer(executable: URL(fileURLWithPath: "/nonexistent/tesseract")) }
        #expect(TesseractRecognizer.locate(path: "/nonexistent") == nil)
    }

    @Test func aTruncatedPNGFallsBackToTesseractsOwnReading() async throws {
        guard let recognizer = ScreenshotFixtures.recognizer else { return }
        let png = try Data(contentsOf: ScreenshotFixtures.url("imessage-light-dinner.png"))
        // Header intact, image data cut: our decoder refuses it and tesseract reports the damage.
        do {
            let page = try await recognizer.recognize(imageData: png.prefix(2000))
            #expect(page.lines.count < 3)
        } catch let error as RecognitionError {
            switch error {
            case .notAnImage, .engineFailed: break
            default: Issue.record("\(error)")
            }
        }
    }

    /// While tesseract runs, the screenshot and what it read are someone's chat: the folder is
    /// 0700 and the files 0600, so another local user cannot read them (they were 755 and 644).
    @Test func ocrTemporariesArePrivate() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tecla-fake-ocr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent("tesseract")
        let script = "#!/bin/sh\nd=$(dirname \"$1\")\nstat -c 'mode %a' \"$d\" \"$1\" \"$d/out.tsv\" >&2\nexit 3\n"
        try Data(script.utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let recognizer = try TesseractRecognizer(executable: fake)
        let png = try Data(contentsOf: ScreenshotFixtures.url("imessage-light-dinner.png"))
        do {
            _ = try await recognizer.recognize(imageData: png)
            Issue.record("the fake tesseract fails")
        } catch let error as RecognitionError {
            guard case .engineFailed(_, let message) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(message.hasSuffix("mode 700; mode 600; mode 600"), "\(message)")
        }
    }

    @Test func tsvParsingRejectsGarbage() {
        #expect(throws: RecognitionError.self) { try TesseractTSVParser.parse("level\tpage_num\nnot\ta\trow") }
        let page = try? TesseractTSVParser.parse(
            """
            level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext
            1\t1\t0\t0\t0\t0\t0\t0\t780\t1688\t-1\t
            4\t1\t1\t1\t1\t0\t40\t300\t200\t30\t-1\t
            5\t1\t1\t1\t1\t1\t40\t300\t90\t30\t95.5\tHello
            5\t1\t1\t1\t1\t2\t140\t300\t100\t30\t90.1\tthere
            """)
        #expect(page?.size.width == 780)
        #expect(page?.lines.map(\.text) == ["Hello there"])
    }

    @Test func linksAreFollowedAndPipesAndHugeFilesRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tecla-assist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = directory.appendingPathComponent("shot.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]).write(to: image)
        let link = directory.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: image)
        #expect(try RecognitionInput.read(link).count == 9)
        #expect(throws: RecognitionError.tooLarge(bytes: 9, limit: 8)) { try RecognitionInput.read(image, maxBytes: 8) }
    }
}
