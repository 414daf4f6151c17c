import TeclaAssist
import TeclaTesseract

/// Recognized pages by image name, read on first use.
actor PageCache {
    private var pages: [String: RecognizedPage] = [:]

    func page(_ image: String, recognizer: TesseractRecognizer) async throws -> RecognizedPage {
        if let page = pages[image] { return page }
        let page = try await recognizer.recognize(imageAt: ScreenshotFixtures.url(image))
        pages[image] = page
        return page
    }
}
