import Foundation

/// The JSON manifest stored in every pack: what the pack is, where its data came from and under
/// which licenses, and how big it is.
public struct PackManifest: Codable, Equatable, Sendable {
    /// One input the pack was built from.
    public struct Source: Codable, Equatable, Sendable {
        /// Short name (file name or package name with version).
        public var name: String
        /// What the source contributed ("lexicon", "n-grams", "word filter", "casing").
        public var role: String
        /// License of the source (SPDX identifier where one exists).
        public var license: String
        /// Tokens, words or lines taken from the source.
        public var count: Int

        public init(name: String, role: String, license: String, count: Int) {
            self.name = name
            self.role = role
            self.license = license
            self.count = count
        }
    }

    /// BCP 47 language tag ("en").
    public var language: String
    /// License of the pack as a whole (derived from its most restrictive source).
    public var license: String
    /// Inputs, in the order given to the builder.
    public var sources: [Source]
    /// Entry counts: "words", "unigrams", "bigrams", "trigrams", "trieNodes".
    public var counts: [String: Int]
    /// Builder name and version.
    public var builder: String
    /// Parameters the builder used (pruning, smoothing), for reproduction.
    public var parameters: [String: String]
    /// CRC-32 digest of every other section (`PackWriter.contentChecksum()`), hex.
    public var contentChecksum: String

    public init(
        language: String, license: String, sources: [Source], counts: [String: Int],
        builder: String, parameters: [String: String], contentChecksum: String
    ) {
        self.language = language
        self.license = license
        self.sources = sources
        self.counts = counts
        self.builder = builder
        self.parameters = parameters
        self.contentChecksum = contentChecksum
    }

    /// Deterministic JSON (sorted keys, no timestamps).
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(self))
    }

    /// Decodes a manifest section.
    public static func decode(_ bytes: [UInt8]) throws(PackError) -> PackManifest {
        do {
            return try JSONDecoder().decode(PackManifest.self, from: Data(bytes))
        } catch {
            throw .invalidManifest(reason: String(describing: error))
        }
    }
}
