// Linux stand-in for the parts of Vision that TeclaAssist's VisionRecognizer uses; written from
// https://developer.apple.com/documentation/vision. Nothing here runs.
@_exported import Foundation
import ImageIO

/// https://developer.apple.com/documentation/vision/vnconfidence
public typealias VNConfidence = Float

/// https://developer.apple.com/documentation/vision/vnrequest
open class VNRequest: NSObject {}

/// https://developer.apple.com/documentation/vision/vnrequesttextrecognitionlevel
public enum VNRequestTextRecognitionLevel: Int, Sendable {
    case accurate = 0, fast
}

/// https://developer.apple.com/documentation/vision/vnrecognizetextrequest
open class VNRecognizeTextRequest: VNRequest {
    public override init() {}
    /// https://developer.apple.com/documentation/vision/vnrecognizetextrequest/recognitionlevel
    open var recognitionLevel: VNRequestTextRecognitionLevel = .accurate
    /// https://developer.apple.com/documentation/vision/vnrecognizetextrequest/useslanguagecorrection
    open var usesLanguageCorrection: Bool = true
    /// https://developer.apple.com/documentation/vision/vnrecognizetextrequest/recognitionlanguages
    open var recognitionLanguages: [String] = []
    /// https://developer.apple.com/documentation/vision/vnrecognizetextrequest/results
    open var results: [VNRecognizedTextObservation]? { nil }
}

/// https://developer.apple.com/documentation/vision/vnrecognizedtextobservation
open class VNRecognizedTextObservation: NSObject {
    /// https://developer.apple.com/documentation/vision/vndetectedobjectobservation/boundingbox
    open var boundingBox: CGRect { .zero }
    /// https://developer.apple.com/documentation/vision/vnrecognizedtextobservation/topcandidates(_:)
    open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] { [] }
}

/// https://developer.apple.com/documentation/vision/vnrecognizedtext
open class VNRecognizedText: NSObject {
    /// https://developer.apple.com/documentation/vision/vnrecognizedtext/string
    open var string: String { "" }
    /// https://developer.apple.com/documentation/vision/vnrecognizedtext/confidence
    open var confidence: VNConfidence { 0 }
}

/// https://developer.apple.com/documentation/vision/vnimagerequesthandler
open class VNImageRequestHandler: NSObject {
    /// https://developer.apple.com/documentation/vision/vnimagerequesthandler/init(cgimage:options:)
    public init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) {}
    /// https://developer.apple.com/documentation/vision/vnimagerequesthandler/perform(_:)
    open func perform(_ requests: [VNRequest]) throws {}
}

/// https://developer.apple.com/documentation/vision/vnimageoption
public struct VNImageOption: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
