import Foundation

/// The emoji set of the emoji page: Unicode 15.0's fully-qualified emoji in the keyboard's
/// categories, each with its skin-tone variants as long-press alternates.
public struct EmojiCatalog: Sendable, Hashable {
    /// One emoji and its skin-tone variants.
    public struct Emoji: Hashable, Sendable, Codable {
        public var emoji: String
        public var tones: [String]

        public init(emoji: String, tones: [String] = []) {
            self.emoji = emoji
            self.tones = tones
        }

        enum CodingKeys: String, CodingKey {
            case emoji = "e"
            case tones
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            emoji = try container.decode(String.self, forKey: .emoji)
            tones = try container.decodeIfPresent([String].self, forKey: .tones) ?? []
        }
    }

    /// A category tab: smileys, nature, food…
    public struct Category: Hashable, Sendable, Codable, Identifiable {
        public var id: String
        public var name: String
        /// The emoji drawn on the category's tab.
        public var icon: String
        public var emoji: [Emoji]
    }

    /// The pseudo-category of recently used emoji.
    public static let recentsID = "recents"

    public var categories: [Category]

    public init(categories: [Category]) {
        self.categories = categories
    }

    public func category(id: String) -> Category? {
        categories.first { $0.id == id }
    }

    /// The catalog shipped in the module's resources, decoded on first use and released by
    /// ``SharedResources/purge()``.
    public static var bundled: EmojiCatalog { bundledResource.value }

    static let bundledResource = SharedResource<EmojiCatalog> {
        struct File: Decodable { var categories: [Category] }
        // The resource is part of the build; failing to read it is a packaging error, not bad input.
        guard let url = Bundle.module.url(forResource: "emoji", withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let file = try? JSONDecoder().decode(File.self, from: data)
        else { return EmojiCatalog(categories: []) }
        return EmojiCatalog(categories: file.categories)
    }
}
