/// Which emoji are on screen.
public struct EmojiPageState: Hashable, Sendable, Codable {
    public var category: String
    public var screen: Int
    public var screenCount: Int
    public var recents: [String]
}
