import TeclaCore

/// Everything an OCR engine read on one image: its size and its lines, top to bottom.
public struct RecognizedPage: Hashable, Sendable, Codable {
    /// The image size in pixels.
    public var size: Size
    /// The lines, in reading order (top to bottom).
    public var lines: [RecognizedLine]

    public init(size: Size, lines: [RecognizedLine]) {
        self.size = size
        self.lines = lines
    }
}
