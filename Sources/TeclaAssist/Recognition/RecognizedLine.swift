import TeclaCore

/// One line of text an OCR engine read, with where it is on the image (pixels, origin top-left).
public struct RecognizedLine: Hashable, Sendable, Codable {
    /// The words of the line, separated by single spaces.
    public var text: String
    /// The line's bounding box in image pixels.
    public var frame: Rect
    /// The engine's confidence, 0…1.
    public var confidence: Double
    /// The words with their boxes (empty when the engine reports lines only).
    public var words: [RecognizedWord]

    public init(text: String, frame: Rect, confidence: Double, words: [RecognizedWord] = []) {
        self.text = text
        self.frame = frame
        self.confidence = confidence
        self.words = words
    }
}
