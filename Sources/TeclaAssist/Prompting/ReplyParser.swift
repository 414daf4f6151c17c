import Foundation

/// Reads replies out of a model's answer: numbered or bulleted lines, or a JSON array of strings;
/// strips the numbering, surrounding quotes and a "Me:" prefix, drops empty and repeated lines.
public enum ReplyParser {
    public static func parse(_ answer: String, limit: Int) -> [String] {
        let trimmed = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("["), let data = trimmed.data(using: .utf8),
            let array = try? JSONSerialization.jsonObject(with: data) as? [Any]
        {
            return unique(array.compactMap { $0 as? String }.map(clean), limit: limit)
        }
        return unique(trimmed.split(whereSeparator: \.isNewline).map { clean(String($0)) }, limit: limit)
    }

    static func clean(_ line: String) -> String {
        var text = line.trimmingCharacters(in: .whitespaces)
        // "1." "2)" "3 -" "-" "*" "•"
        let numbering = text.prefix { $0.isNumber }
        if !numbering.isEmpty, numbering.count <= 2 {
            let rest = text.dropFirst(numbering.count).drop { $0 == " " }
            if let mark = rest.first, ".):-".contains(mark) { text = String(rest.dropFirst()) }
        }
        while let first = text.first, "-*•".contains(first) { text.removeFirst() }
        text = text.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("me:") { text = String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
        let quotes: Set<Character> = ["\"", "“", "”", "'"]
        if text.count >= 2, let first = text.first, let last = text.last, quotes.contains(first), quotes.contains(last) {
            text = String(text.dropFirst().dropLast())
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    private static func unique(_ lines: [String], limit: Int) -> [String] {
        var seen = Set<String>()
        var out: [String] = []
        for line in lines where !line.isEmpty && out.count < limit {
            let key = String(MessageSimilarity.normalize(line))
            if seen.insert(key).inserted { out.append(line) }
        }
        return out
    }
}
