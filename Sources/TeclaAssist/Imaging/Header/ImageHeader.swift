/// What an image file's header says about its size, read without decoding a pixel: enough to
/// refuse a decompression bomb before a decoder or an OCR engine allocates for it.
///
/// Every format ``ImageFormat`` recognizes is read: PNG (IHDR), JPEG (every start-of-frame
/// before the scan), GIF (every image descriptor), BMP (the DIB header), TIFF (every IFD) and
/// WebP (VP8, VP8L or VP8X). A header that is truncated or contradicts itself is
/// ``RecognitionError/notAnImage(_:)``.
///
/// ```swift
/// let header = try ImageHeader.read(data)      // .png, 1290 × 2796, 32 bits a pixel
/// try ImageLimits.screenshots.check(header)
/// ```
///
/// - Complexity: O(n) in the bytes before the first scan for JPEG, in the block structure for
///   GIF (its compressed data is skipped block by block), O(1) otherwise.
public struct ImageHeader: Hashable, Sendable {
    /// One frame (GIF), page (TIFF) or the image itself.
    public struct Frame: Hashable, Sendable {
        public var width: Int
        public var height: Int
        /// Bits a decoded pixel takes (all channels).
        public var bitsPerPixel: Int
    }

    public var format: ImageFormat
    public var frames: [Frame]
    /// The surface frames are drawn on, when the format has one apart from them (a GIF's logical
    /// screen): checked like a frame, counted once.
    public var canvas: Frame?

    /// The first frame's width.
    public var width: Int { frames.first?.width ?? 0 }
    /// The first frame's height.
    public var height: Int { frames.first?.height ?? 0 }

    /// "1290 × 2796" (and the frame count when there are several).
    var describedSize: String {
        let first = "\(width) × \(height) pixels"
        return frames.count > 1 ? "\(frames.count) frames, the first \(first)" : first
    }

    /// Reads the header of `bytes`, whose format is sniffed from its first bytes.
    public static func read(_ bytes: some Collection<UInt8>) throws(RecognitionError) -> ImageHeader {
        let data = Array(bytes)
        guard let format = ImageFormat.sniff(data) else {
            throw .notAnImage("not an image (expected PNG, JPEG, GIF, BMP, TIFF or WebP)")
        }
        let reader = ByteReader(data)
        let frames: [Frame]
        switch format {
        case .png: frames = try readPNG(reader)
        case .jpeg: frames = try readJPEG(reader)
        case .gif: frames = try readGIF(reader)
        case .bmp: frames = try readBMP(reader)
        case .tiff: frames = try readTIFF(reader)
        case .webp: frames = try readWebP(reader)
        }
        guard !frames.isEmpty else { throw .notAnImage("the \(format.rawValue.uppercased()) file holds no image") }
        return ImageHeader(format: format, frames: frames, canvas: format == .gif ? try gifCanvas(reader) : nil)
    }
}
