#if canImport(Vision) && canImport(ImageIO)
import Foundation
import ImageIO
import TeclaCore
import Vision

/// Reads screenshots with Apple's Vision framework (`VNRecognizeTextRequest`, accurate level),
/// on the device. Each `VNRecognizedTextObservation` is one line; its normalized bounding box
/// (origin bottom-left) is turned into image pixels with the origin top-left.
///
/// Not compiled on Linux; kept thin so that everything after recognition is the shared code.
public struct VisionRecognizer: TextRecognizer {
    /// Recognition languages in priority order (BCP 47), e.g. `["en-US"]`.
    public var languages: [String]
    /// Whether Vision applies its language correction.
    public var usesLanguageCorrection: Bool

    public var name: String { "Vision" }

    public init(languages: [String] = ["en-US"], usesLanguageCorrection: Bool = true) {
        self.languages = languages
        self.usesLanguageCorrection = usesLanguageCorrection
    }

    public func recognize(imageData: Data) async throws -> RecognizedPage {
        _ = try RecognitionInput.format(of: imageData)
        // The header is checked before ImageIO allocates: a few KB can claim gigapixels.
        try ImageLimits.screenshots.check(try ImageHeader.read(imageData))
        guard let source = CGImageSourceCreateWithData(imageData as CFData, nil),
            let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
        else {
            throw RecognitionError.notAnImage("the image could not be decoded")
        }
        let width = Double(image.width), height = Double(image.height)
        let request = VNRecognizeTextRequest()
        request.recognitionLevel = .accurate
        request.usesLanguageCorrection = usesLanguageCorrection
        request.recognitionLanguages = languages
        let handler = VNImageRequestHandler(cgImage: image, options: [:])
        do {
            try handler.perform([request])
        } catch {
            throw RecognitionError.engineFailed(engine: name, message: "\(error)")
        }
        let lines: [RecognizedLine] = (request.results ?? []).compactMap { observation in
            guard let best = observation.topCandidates(1).first else { return nil }
            let box = observation.boundingBox
            let frame = Rect(
                x: Double(box.minX) * width, y: (1 - Double(box.maxY)) * height,
                width: Double(box.width) * width, height: Double(box.height) * height
            )
            return RecognizedLine(text: best.string, frame: frame, confidence: Double(best.confidence))
        }
        return RecognizedPage(size: Size(width: width, height: height), lines: lines.sorted { $0.frame.minY < $1.frame.minY })
    }
}
#endif
