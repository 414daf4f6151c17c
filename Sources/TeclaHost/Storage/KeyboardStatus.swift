import Foundation

/// What the keyboard tells the app through the App Group when it appears: that it is installed
/// and has Full Access (without it, iOS gives it no way to write there, so an old or missing
/// status means "not seen with Full Access").
public struct KeyboardStatus: Hashable, Sendable, Codable {
    public var lastSeen: Date
    /// The layout the keyboard was on.
    public var layoutID: String

    public init(lastSeen: Date, layoutID: String) {
        self.lastSeen = lastSeen
        self.layoutID = layoutID
    }

    public static let never = KeyboardStatus(lastSeen: .distantPast, layoutID: "")

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lastSeen = try container.decodeIfPresent(Date.self, forKey: .lastSeen) ?? .distantPast
        layoutID = try container.decodeIfPresent(String.self, forKey: .layoutID) ?? ""
    }
}
