import TeclaCore

/// One word of a recognized line, where the engine reports words (tesseract does; Vision reports
/// whole lines).
public struct RecognizedWord: Hashable, Sendable, Codable {
    public var text: String
    /// Bounding box in image pixels.
    public var frame: Rect
    /// The engine's confidence, 0…1.
    public var confidence: Double

    public init(text: String, frame: Rect, confidence: Double) {
        self.text = text
        self.frame = frame
        self.confidence = confidence
    }
}
