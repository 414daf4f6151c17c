import Foundation
import TeclaLanguage

/// Exporting the user dictionary to a file and importing one, as the app's dictionary screen
/// offers. The file is JSON (`{"words": [...], "shortcuts": {"omw": "On my way!"}}`); a plain
/// text file is also read: a word per line, or `shortcut<TAB>phrase`.
public enum DictionaryTransfer {
    /// What an import did.
    public struct Summary: Hashable, Sendable {
        public var wordsAdded = 0
        public var shortcutsAdded = 0
        /// Entries refused (too long, empty, over the dictionary's limit) or lines not understood.
        public var skipped = 0
    }

    public enum Failure: Error, Equatable {
        /// Not UTF-8 text, or larger than a dictionary could be.
        case unreadable
    }

    /// The largest file read (a full dictionary is well under it).
    public static let maximumBytes = 4 * 1024 * 1024

    public static func export(_ dictionary: UserDictionary) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(dictionary)) ?? Data("{}".utf8)
    }

    /// Adds what `data` holds to `dictionary` (nothing is removed).
    public static func importing(_ data: Data, into dictionary: inout UserDictionary) throws(Failure) -> Summary {
        guard data.count <= maximumBytes, let text = String(data: data, encoding: .utf8) else { throw .unreadable }
        var summary = Summary()
        if let decoded = try? JSONDecoder().decode(UserDictionary.self, from: data),
            text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("{")
        {
            for word in decoded.words {
                if dictionary.contains(word) { continue }
                if dictionary.add(word: word) { summary.wordsAdded += 1 } else { summary.skipped += 1 }
            }
            for (shortcut, phrase) in decoded.shortcuts.sorted(by: { $0.key < $1.key }) {
                if dictionary.expansion(of: shortcut) == phrase { continue }
                if dictionary.setShortcut(shortcut, expandingTo: phrase) { summary.shortcutsAdded += 1 } else { summary.skipped += 1 }
            }
            return summary
        }
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "\t", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 {
                if dictionary.setShortcut(parts[0], expandingTo: parts[1]) { summary.shortcutsAdded += 1 } else { summary.skipped += 1 }
            } else if let word = parts.first, !word.isEmpty, !word.contains(" ") {
                if dictionary.contains(word) { continue }
                if dictionary.add(word: word) { summary.wordsAdded += 1 } else { summary.skipped += 1 }
            } else if !(parts.first ?? "").isEmpty {
                summary.skipped += 1
            }
        }
        return summary
    }
}
