// Linux stand-in for the parts of ImageIO (and the CoreGraphics and CoreFoundation types it
// hands out) that TeclaAssist's VisionRecognizer uses; written from
// https://developer.apple.com/documentation/imageio. Nothing here runs.
@_exported import Foundation

/// Swift bridges `Data` to `CFData` with `as`; on Linux `NSData` stands in for it.
public typealias CFData = NSData
public typealias CFDictionary = NSDictionary

/// https://developer.apple.com/documentation/coregraphics/cgimage
public final class CGImage {
    /// https://developer.apple.com/documentation/coregraphics/cgimage/width
    public var width: Int { 0 }
    /// https://developer.apple.com/documentation/coregraphics/cgimage/height
    public var height: Int { 0 }
}

/// https://developer.apple.com/documentation/imageio/cgimagesource
public final class CGImageSource {}

/// https://developer.apple.com/documentation/imageio/cgimagesourcecreatewithdata(_:_:)
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? { nil }

/// https://developer.apple.com/documentation/imageio/cgimagesourcecreateimageatindex(_:_:_:)
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? { nil }
