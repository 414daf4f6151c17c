/// Why a language pack could not be opened. Every case names the part of the file at fault so
/// that a corrupt download or a truncated write can be reported, never crash the keyboard.
public enum PackError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read at all (missing, permission, I/O).
    case unreadable(path: String, reason: String)
    /// The file is shorter than its header or than what its header announces.
    case truncated(section: String, expectedBytes: Int, actualBytes: Int)
    /// The first bytes are not a Tecla pack's magic number.
    case badMagic
    /// The pack was written in a format version this reader does not understand.
    case unsupportedVersion(found: Int, supported: Int)
    /// A checksum did not match: the named section (or "header", "section table") is corrupt.
    case checksumMismatch(section: String, expected: UInt32, actual: UInt32)
    /// A section the reader needs is absent.
    case missingSection(String)
    /// A section is present but its contents are inconsistent (sizes, counts, offsets).
    case malformedSection(String, reason: String)
    /// The manifest section is not valid JSON of the expected shape.
    case invalidManifest(reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read pack at \(path): \(reason)"
        case let .truncated(section, expected, actual):
            "pack truncated in \(section): needs \(expected) bytes, has \(actual)"
        case .badMagic: "not a Tecla language pack (bad magic number)"
        case let .unsupportedVersion(found, supported):
            "pack format version \(found) is not supported (this reader supports \(supported))"
        case let .checksumMismatch(section, expected, actual):
            "checksum mismatch in \(section): expected \(hex(expected)), computed \(hex(actual))"
        case let .missingSection(tag): "pack has no \(tag) section"
        case let .malformedSection(tag, reason): "section \(tag) is malformed: \(reason)"
        case let .invalidManifest(reason): "manifest section is invalid: \(reason)"
        }
    }

    private func hex(_ v: UInt32) -> String {
        let s = String(v, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 8 - s.count)) + s
    }
}
