/// The image formats recognized from a file's first bytes (its extension is not trusted).
public enum ImageFormat: String, Sendable, Codable, CaseIterable {
    case png, jpeg, gif, bmp, tiff, webp

    /// The eight bytes every PNG file starts with.
    public static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The format whose signature `bytes` starts with, or nil if it is not an image we know.
    public static func sniff(_ bytes: some Collection<UInt8>) -> ImageFormat? {
        let head = Array(bytes.prefix(12))
        func starts(_ signature: [UInt8]) -> Bool { head.count >= signature.count && Array(head[0..<signature.count]) == signature }
        if starts(pngSignature) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts(Array("BM".utf8)) { return .bmp }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts(Array("RIFF".utf8)), head.count >= 12, Array(head[8..<12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }
}
