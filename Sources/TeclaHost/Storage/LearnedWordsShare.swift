import Foundation

/// The words the keyboard learned, as the app's dictionary screen lists them. The keyboard keeps
/// its model in its own container; with Full Access it also writes this list (the most used
/// words) to the App Group, so the user can see and remove what it learned.
public struct LearnedWordsSnapshot: Hashable, Sendable, Codable {
    /// How many words the list holds at most, the most used first.
    public static let limit = 300

    public var words: [String]
    public var updated: Date

    public init(words: [String], updated: Date) {
        self.words = words
        self.updated = updated
    }

    public static let empty = LearnedWordsSnapshot(words: [], updated: .distantPast)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        words = try container.decodeIfPresent([String].self, forKey: .words) ?? []
        updated = try container.decodeIfPresent(Date.self, forKey: .updated) ?? .distantPast
    }
}

/// What the app asks the keyboard to forget; the keyboard applies it when it next appears and
/// clears it (both need Full Access, as every write to the App Group does).
public struct ForgetRequest: Hashable, Sendable, Codable {
    public var words: [String]
    /// Forget every learned word and pair.
    public var everything: Bool

    public init(words: [String] = [], everything: Bool = false) {
        self.words = words
        self.everything = everything
    }

    public static let none = ForgetRequest()
    public var isEmpty: Bool { words.isEmpty && !everything }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        words = try container.decodeIfPresent([String].self, forKey: .words) ?? []
        everything = try container.decodeIfPresent(Bool.self, forKey: .everything) ?? false
    }
}
