/// Why an image could not be read into text.
public enum RecognitionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file at this path.
    case fileNotFound(path: String)
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The data is not an image of a known format (the message says what it is).
    case notAnImage(String)
    /// The image is too large to be sent to the engine.
    case tooLarge(bytes: Int, limit: Int)
    /// The image's header claims more pixels, frames or decoded bytes than ``ImageLimits``
    /// allow (the message says which); nothing was decoded.
    case imageTooLarge(String)
    /// The OCR engine is not installed; `hint` says how to install it.
    case engineMissing(engine: String, hint: String)
    /// The OCR engine ran and failed.
    case engineFailed(engine: String, message: String)
    /// The engine answered something that could not be parsed.
    case malformedOutput(String)
    /// The image holds no text (or none that reads as chat messages).
    case noText(image: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path): "no such file: \(path)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .notAnImage(let message): message
        case .tooLarge(let bytes, let limit): "image too large: \(bytes) bytes, the limit is \(limit)"
        case .imageTooLarge(let message): "image too large: \(message)"
        case .engineMissing(let engine, let hint): "\(engine) is not installed: \(hint)"
        case .engineFailed(let engine, let message): "\(engine) failed: \(message)"
        case .malformedOutput(let message): "unexpected OCR output: \(message)"
        case .noText(let image): "no chat messages found in \(image): no text was recognized, or none that reads as a chat"
        }
    }
}
