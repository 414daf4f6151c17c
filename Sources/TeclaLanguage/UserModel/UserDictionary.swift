/// The words and shortcuts the user added on purpose: words that are never corrected and never
/// fade (unlike ``UserModel``'s learned words, which decay), and text shortcuts that expand as
/// they do on iOS ("omw" → "On my way!"). A value the host persists, like the user model.
///
/// ```swift
/// var dictionary = UserDictionary()
/// dictionary.add(word: "Ximena")
/// dictionary.setShortcut("omw", expandingTo: "On my way!")
/// dictionary.expansion(of: "OMW")                     // "On my way!"
/// dictionary.words(withPrefix: "xim", limit: 3)       // ["Ximena"]
/// ```
///
/// Lookups fold case and diacritics (``TextFolding``), as the lexicon's do.
/// - Complexity: O(n) in the entries per lookup; a personal dictionary holds hundreds, not more
///   than ``maximumEntries``.
public struct UserDictionary: Equatable, Sendable, Codable {
    /// Words as the user spelled them, in the order added.
    public private(set) var words: [String] = []
    /// Shortcut (as typed) → the text it expands to.
    public private(set) var shortcuts: [String: String] = [:]

    /// The most words, and the most shortcuts, kept.
    public static let maximumEntries = 5_000
    /// The longest word or shortcut accepted, and the longest expansion.
    public static let maximumWordLength = 64, maximumExpansionLength = 500

    public init() {}

    /// Adds a word (its spelling replaces one that folds the same); false if it is empty, has a
    /// space, is too long, or the dictionary is full.
    @discardableResult
    public mutating func add(word: String) -> Bool {
        let word = word.trimmingWhitespace
        guard !word.isEmpty, word.count <= Self.maximumWordLength, !word.contains(where: \.isWhitespace) else { return false }
        let key = TextFolding.fold(word)
        if let existing = words.firstIndex(where: { TextFolding.fold($0) == key }) {
            words[existing] = word
            return true
        }
        guard words.count < Self.maximumEntries else { return false }
        words.append(word)
        return true
    }

    /// Removes a word (folded match).
    public mutating func remove(word: String) {
        let key = TextFolding.fold(word)
        words.removeAll { TextFolding.fold($0) == key }
    }

    /// Makes `shortcut` expand to `phrase`; false if either is empty or too long, the shortcut has
    /// a space, or the dictionary is full.
    @discardableResult
    public mutating func setShortcut(_ shortcut: String, expandingTo phrase: String) -> Bool {
        let shortcut = shortcut.trimmingWhitespace
        guard !shortcut.isEmpty, shortcut.count <= Self.maximumWordLength, !shortcut.contains(where: \.isWhitespace),
            !phrase.isEmpty, phrase.count <= Self.maximumExpansionLength
        else { return false }
        removeShortcut(shortcut)
        guard shortcuts.count < Self.maximumEntries else { return false }
        shortcuts[shortcut] = phrase
        return true
    }

    /// Removes a shortcut (folded match).
    public mutating func removeShortcut(_ shortcut: String) {
        let key = TextFolding.fold(shortcut)
        for existing in shortcuts.keys where TextFolding.fold(existing) == key { shortcuts[existing] = nil }
    }

    /// Whether `word` is one of the user's words (folded match).
    public func contains(_ word: some StringProtocol) -> Bool {
        let key = TextFolding.fold(word)
        return words.contains { TextFolding.fold($0) == key }
    }

    /// What `typed` expands to, if it is a shortcut (folded match).
    public func expansion(of typed: some StringProtocol) -> String? {
        let key = TextFolding.fold(typed)
        guard !key.isEmpty else { return nil }
        return shortcuts.first { TextFolding.fold($0.key) == key }?.value
    }

    /// The user's words that start with `prefix` (folded) and are longer than it, shortest first.
    public func words(withPrefix prefix: some StringProtocol, limit: Int) -> [String] {
        let key = TextFolding.fold(prefix)
        guard !key.isEmpty, limit > 0 else { return [] }
        return words.filter {
            let folded = TextFolding.fold($0); return folded.count > key.count && folded.starts(with: key)
        }
        .sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
        .prefix(limit).map { $0 }
    }

    private enum CodingKeys: String, CodingKey { case words, shortcuts }

    /// Reads a saved dictionary from any version: missing parts are empty, entries that break
    /// the rules (too long, blank, over the cap) are left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for word in (try? container.decodeIfPresent([String].self, forKey: .words)) ?? [] { add(word: word) }
        let saved = (try? container.decodeIfPresent([String: String].self, forKey: .shortcuts)) ?? [:]
        for (shortcut, phrase) in saved.sorted(by: { $0.key < $1.key }) { setShortcut(shortcut, expandingTo: phrase) }
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
