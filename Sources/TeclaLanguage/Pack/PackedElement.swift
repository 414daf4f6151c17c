/// A fixed-width value that can be stored in a pack section.
public protocol PackedElement: Sendable {
    static var width: Int { get }
    static var zero: Self { get }
    static func load(from pointer: UnsafeRawPointer) -> Self
    func appendLittleEndian(to bytes: inout [UInt8])
}

extension UInt8: PackedElement {
    public static var width: Int { 1 }
    @inline(__always) public static func load(from p: UnsafeRawPointer) -> UInt8 { p.load(as: UInt8.self) }
    public func appendLittleEndian(to bytes: inout [UInt8]) { bytes.append(self) }
}

extension UInt16: PackedElement {
    public static var width: Int { 2 }
    @inline(__always) public static func load(from p: UnsafeRawPointer) -> UInt16 {
        UInt16(littleEndian: p.loadUnaligned(as: UInt16.self))
    }
    public func appendLittleEndian(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: littleEndian) { bytes.append(contentsOf: $0) }
    }
}

extension UInt32: PackedElement {
    public static var width: Int { 4 }
    @inline(__always) public static func load(from p: UnsafeRawPointer) -> UInt32 {
        UInt32(littleEndian: p.loadUnaligned(as: UInt32.self))
    }
    public func appendLittleEndian(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: littleEndian) { bytes.append(contentsOf: $0) }
    }
}

extension UInt64: PackedElement {
    public static var width: Int { 8 }
    @inline(__always) public static func load(from p: UnsafeRawPointer) -> UInt64 {
        UInt64(littleEndian: p.loadUnaligned(as: UInt64.self))
    }
    public func appendLittleEndian(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: littleEndian) { bytes.append(contentsOf: $0) }
    }
}

extension Float: PackedElement {
    public static var width: Int { 4 }
    @inline(__always) public static func load(from p: UnsafeRawPointer) -> Float {
        Float(bitPattern: UInt32(littleEndian: p.loadUnaligned(as: UInt32.self)))
    }
    public func appendLittleEndian(to bytes: inout [UInt8]) {
        bitPattern.appendLittleEndian(to: &bytes)
    }
}
