import Foundation

/// Screenshots of one chat, in scrolling order → one conversation: each image recognized
/// (``TextRecognizer``), read into messages (``ConversationExtractor``), and the readings stitched
/// (``ConversationMerger``). An image with no messages is an error naming it.
public struct ScreenshotReader: Sendable {
    public let recognizer: any TextRecognizer
    public var extractor = ConversationExtractor()
    public var merger = ConversationMerger()

    public init(recognizer: any TextRecognizer) {
        self.recognizer = recognizer
    }

    /// What was read: the merged conversation, each screenshot's own reading, and how long each
    /// recognition took (seconds).
    public struct Reading: Sendable {
        public var conversation: Conversation
        public var screenshots: [Conversation]
        public var recognitionSeconds: [Double]

        public init(conversation: Conversation, screenshots: [Conversation], recognitionSeconds: [Double]) {
            self.conversation = conversation
            self.screenshots = screenshots
            self.recognitionSeconds = recognitionSeconds
        }
    }

    /// Reads `images` (their bytes, with a name for messages).
    public func read(_ images: [(name: String, data: Data)]) async throws -> Reading {
        var screenshots: [Conversation] = []
        var seconds: [Double] = []
        for image in images {
            let clock = ContinuousClock()
            let start = clock.now
            let page = try await recognizer.recognize(imageData: image.data)
            let elapsed = start.duration(to: clock.now)
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            let conversation = extractor.extract(page)
            guard !conversation.messages.isEmpty else { throw RecognitionError.noText(image: image.name) }
            screenshots.append(conversation)
        }
        return Reading(conversation: merger.merge(screenshots), screenshots: screenshots, recognitionSeconds: seconds)
    }
}
