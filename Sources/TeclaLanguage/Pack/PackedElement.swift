/// A fixed-width value that can be stored in a pack section.
public protocol PackedElement: Sendable {
    /// Bytes per element.
    static var width: Int { get }
    /// The value read for an out-of-range index.
    static var zero: Self { get }
    /// Reads one little-endian element (no alignment needed).
    static func load(from pointer: UnsafeRawPointer) -> Self
    /// Appends the element's little-endian bytes.
    func appendLittleEndian(to bytes: inout [UInt8])
}

/// One byte: quantized probabilities, spellings.
extension UInt8: PackedElement {
    public static var width: Int { 1 }
    @inline(__always) public static func load(from p: UnsafeRawPointer) -> UInt8 { p.load(as: UInt8.self) }
    public func appendLittleEndian(to bytes: inout [UInt8]) { bytes.append(self) }
}

/// Two bytes.
extension UInt16: PackedElement {
    public static var width: Int { 2 }
    @inline(__always) public static func load(from p: UnsafeRawPointer) -> UInt16 {
        UInt16(littleEndian: p.loadUnaligned(as: UInt16.self))
    }
    public func appendLittleEndian(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// Four bytes: word ids, offsets.
extension UInt32: PackedElement {
    public static var width: Int { 4 }
    @inline(__always) public static func load(from p: UnsafeRawPointer) -> UInt32 {
        UInt32(littleEndian: p.loadUnaligned(as: UInt32.self))
    }
    public func appendLittleEndian(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// Eight bytes: trie nodes.
extension UInt64: PackedElement {
    public static var width: Int { 8 }
    @inline(__always) public static func load(from p: UnsafeRawPointer) -> UInt64 {
        UInt64(littleEndian: p.loadUnaligned(as: UInt64.self))
    }
    public func appendLittleEndian(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// IEEE 754 single precision: codebooks.
extension Float: PackedElement {
    public static var width: Int { 4 }
    @inline(__always) public static func load(from p: UnsafeRawPointer) -> Float {
        Float(bitPattern: UInt32(littleEndian: p.loadUnaligned(as: UInt32.self)))
    }
    public func appendLittleEndian(to bytes: inout [UInt8]) {
        bitPattern.appendLittleEndian(to: &bytes)
    }
}
