/// The largest image Tecla reads, checked from the file's header before any decoder or OCR engine
/// allocates a pixel: a 300 KB PNG can claim 20,000 × 20,000 pixels and a few bytes of deflate
/// expand to gigabytes.
///
/// The defaults hold every phone screenshot (an iPhone Pro Max is 1290 × 2796, 3.6 Mpx) and a
/// scrolling capture several screens tall, and keep one decode under about 200 MB:
///
/// ```swift
/// let header = try ImageHeader.read(data)
/// try ImageLimits.screenshots.check(header)   // RecognitionError.imageTooLarge if not
/// ```
public struct ImageLimits: Hashable, Sendable {
    /// The most pixels along either side.
    public var maxDimension: Int
    /// The most pixels of all frames or pages together.
    public var maxPixels: Int
    /// The most frames (GIF) or pages (TIFF): OCR engines read every one.
    public var maxFrames: Int
    /// The most bytes the decoded samples may take (width × height × bytes per pixel, summed
    /// over frames): a 16-bit RGBA image takes eight bytes a pixel.
    public var maxDecodedBytes: Int

    public init(maxDimension: Int = 16_384, maxPixels: Int = 16_777_216, maxFrames: Int = 8, maxDecodedBytes: Int = 96 * 1024 * 1024) {
        self.maxDimension = maxDimension
        self.maxPixels = maxPixels
        self.maxFrames = maxFrames
        self.maxDecodedBytes = maxDecodedBytes
    }

    /// The limits for chat screenshots (the defaults).
    public static let screenshots = ImageLimits()

    /// Throws ``RecognitionError/imageTooLarge(_:)`` when `header` exceeds a limit. The arithmetic
    /// cannot overflow: products and sums saturate at `Int.max`, whatever the limits.
    public func check(_ header: ImageHeader) throws(RecognitionError) {
        guard header.frames.count <= maxFrames else {
            throw .imageTooLarge("\(header.frames.count) frames or pages, the limit is \(maxFrames)")
        }
        var pixels = 0
        var bytes = 0
        // Frames add up; a canvas (a GIF's screen) is its own image, counted once for its bytes.
        for (frame, isCanvas) in header.frames.map({ ($0, false) }) + (header.canvas.map { [($0, true)] } ?? []) {
            guard frame.width > 0, frame.height > 0 else {
                throw .notAnImage("the \(header.format.rawValue.uppercased()) header gives an empty image (\(frame.width) × \(frame.height))")
            }
            guard frame.width <= maxDimension, frame.height <= maxDimension else {
                throw .imageTooLarge("\(frame.width) × \(frame.height) pixels, the limit is \(maxDimension) on each side")
            }
            // Overflow-safe whatever limits a caller chose (sides of up to 2³² − 1 multiply past Int.max).
            let (area, areaOverflow) = frame.width.multipliedReportingOverflow(by: frame.height)
            let (size, sizeOverflow) = area.multipliedReportingOverflow(by: max(1, (frame.bitsPerPixel + 7) / 8))
            let counted = isCanvas ? 0 : area
            pixels = areaOverflow || pixels.addingReportingOverflow(counted).overflow ? .max : pixels + counted
            if isCanvas, areaOverflow || area > maxPixels { pixels = .max }
            bytes = areaOverflow || sizeOverflow || bytes.addingReportingOverflow(size).overflow ? .max : bytes + size
        }
        guard pixels <= maxPixels else {
            throw .imageTooLarge("\(header.describedSize), more than \(maxPixels / 1_000_000) million pixels")
        }
        guard bytes <= maxDecodedBytes else {
            throw .imageTooLarge(
                "\(header.describedSize) at \(header.frames.map(\.bitsPerPixel).max() ?? 0) bits a pixel decodes to \(bytes) bytes, the limit is \(maxDecodedBytes)"
            )
        }
    }
}
