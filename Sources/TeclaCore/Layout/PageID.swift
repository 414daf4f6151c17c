/// Names a page of a keyboard layout: the letters, the numbers, the symbols, the emoji…
///
/// A layout may define pages of its own (for example a tone-mark picker), so this is an open
/// set of names rather than a closed enum.
public struct PageID: Hashable, Sendable, Codable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static let letters: PageID = "letters"
    public static let numbers: PageID = "numbers"
    public static let symbols: PageID = "symbols"
    public static let emoji: PageID = "emoji"

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
