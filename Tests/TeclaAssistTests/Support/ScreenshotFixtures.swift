import TeclaEvaluation
import Foundation
import TeclaAssist
import TeclaTesseract

/// The rendered chat screenshots (Scripts/assets/chat-fixtures/render.py) and their ground truth.
enum ScreenshotFixtures {
    static var directory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Screenshots")
    }

    static func index() throws -> FixtureIndex {
        try JSONDecoder().decode(FixtureIndex.self, from: Data(contentsOf: directory.appendingPathComponent("index.json")))
    }

    static func truth(_ image: String) throws -> ScreenshotTruth {
        let name = (image as NSString).deletingPathExtension + ".json"
        return try JSONDecoder().decode(ScreenshotTruth.self, from: Data(contentsOf: directory.appendingPathComponent(name)))
    }

    static func url(_ image: String) -> URL { directory.appendingPathComponent(image) }

    /// Tesseract, or nil with the reason printed once (the screenshot tests then skip).
    static let recognizer: TesseractRecognizer? = {
        do { return try TesseractRecognizer() } catch {
            print("Skipping the screenshot tests: \(error)")
            return nil
        }
    }()

    /// Every screenshot read once per test run (tesseract takes about a second an image).
    static let pages = PageCache()
}
