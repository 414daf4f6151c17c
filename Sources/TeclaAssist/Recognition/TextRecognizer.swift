import Foundation

/// Reads the text of an image into lines with bounding boxes.
///
/// Implementations: `TesseractRecognizer` (in `TeclaTesseract`) (any platform with the `tesseract` program) and
/// `VisionRecognizer` (Apple platforms). Failures are ``RecognitionError``s.
public protocol TextRecognizer: Sendable {
    /// A short name for reports ("tesseract 5.3.0", "Vision").
    var name: String { get }
    /// Reads the image held in `imageData` (PNG, JPEG and the other formats the engine knows).
    func recognize(imageData: Data) async throws -> RecognizedPage
}

extension TextRecognizer {
    /// Reads the image file at `url`; a missing or unreadable file is a ``RecognitionError``.
    public func recognize(imageAt url: URL) async throws -> RecognizedPage {
        try await recognize(imageData: RecognitionInput.read(url))
    }
}
