// Stand-in for the CZlib system-library module (Sources/CZlib: <zlib.h>) when TeclaTesseract is
// checked for macOS (Scripts/ci/availability): clang cannot read Linux's C headers for an Apple
// target. Written as Swift imports zlib.h (https://zlib.net/manual.html); nothing here runs.

public typealias uInt = UInt32
public typealias uLong = UInt
public typealias Bytef = UInt8

/// `z_stream` (zlib.h), the fields TeclaTesseract touches.
public struct z_stream {
    public var next_in: UnsafeMutablePointer<Bytef>! = nil
    public var avail_in: uInt = 0
    public var total_in: uLong = 0
    public var next_out: UnsafeMutablePointer<Bytef>! = nil
    public var avail_out: uInt = 0
    public var total_out: uLong = 0
    public var msg: UnsafeMutablePointer<CChar>! = nil
    public init() {}
}
public typealias z_streamp = UnsafeMutablePointer<z_stream>

public var ZLIB_VERSION: String { "1.2.12" }
public var Z_OK: Int32 { 0 }
public var Z_STREAM_END: Int32 { 1 }
public var Z_NEED_DICT: Int32 { 2 }
public var Z_BUF_ERROR: Int32 { -5 }
public var Z_FINISH: Int32 { 4 }

public func inflateInit_(_ stream: z_streamp!, _ version: UnsafePointer<CChar>!, _ size: Int32) -> Int32 { 0 }
public func inflate(_ stream: z_streamp!, _ flush: Int32) -> Int32 { 0 }
@discardableResult public func inflateEnd(_ stream: z_streamp!) -> Int32 { 0 }
