import Foundation
import TeclaCore

/// Tidies one recognized line before it is placed: drops icon junk at its ends, the time and
/// ticks some apps print inside the bubble after the text, and fixes OCR's favourite confusion
/// of a capital I with a bar ("| can" → "I can"). The frame shrinks to the words kept.
public enum LineCleaner {
    /// The cleaned line, and whether a time was cut from its end (in apps that print the time
    /// inside the bubble, that line is the bubble's last).
    public static func clean(_ line: RecognizedLine) -> (line: RecognizedLine, endsBubble: Bool)? {
        guard !line.words.isEmpty else { return cleanText(line).map { ($0, false) } }
        var endsBubble = false
        var words = line.words.map { word in
            var w = word
            w.text = fixBars(w.text)
            return w
        }
        while let first = words.first, ScreenChrome.isIconJunk(first) { words.removeFirst() }
        // Trailing: ticks, then a time (WhatsApp: "four 18:46", "you up 19:10 ✓✓"), then junk again.
        var trimmed = true
        while trimmed, let last = words.last {
            trimmed = false
            if words.count > 1, ScreenChrome.isTickMark(last.text) || ScreenChrome.isIconJunk(last) {
                words.removeLast(); trimmed = true
            } else if words.count > 1, ScreenChrome.isTime(last.text) || ScreenChrome.isGarbledTime(last.text) {
                words.removeLast(); trimmed = true; endsBubble = true
                if let am = words.last, ["am", "pm"].contains(am.text.lowercased()) { words.removeLast() }
            }
        }
        guard !words.isEmpty else { return nil }
        if words.count == 1, ScreenChrome.isIconJunk(words[0]) { return nil }
        let minX = words.map(\.frame.minX).min()!, maxX = words.map(\.frame.maxX).max()!
        let minY = words.map(\.frame.minY).min()!, maxY = words.map(\.frame.maxY).max()!
        let confidence = words.map(\.confidence).reduce(0, +) / Double(words.count)
        let cleaned = RecognizedLine(
            text: words.map(\.text).joined(separator: " "),
            frame: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY),
            confidence: confidence, words: words
        )
        return (cleaned, endsBubble)
    }

    /// Lines without word boxes (Vision): the same rules on the text alone.
    private static func cleanText(_ line: RecognizedLine) -> RecognizedLine? {
        var tokens = line.text.split(separator: " ").map { fixBars(String($0)) }
        while tokens.count > 1, let last = tokens.last, ScreenChrome.isTickMark(last) || ScreenChrome.isTime(last) || ["AM", "PM", "am", "pm"].contains(last) {
            tokens.removeLast()
        }
        guard !tokens.isEmpty else { return nil }
        var cleaned = line
        cleaned.text = tokens.joined(separator: " ")
        return cleaned
    }

    /// "|" read for "I": alone, or before an apostrophe ("|'m", "|’ll").
    static func fixBars(_ word: String) -> String {
        if word == "|" { return "I" }
        if word.hasPrefix("|'") || word.hasPrefix("|’") { return "I" + word.dropFirst() }
        if word.hasPrefix("|") && word.count > 1 { return "I" + word.dropFirst() }
        return word
    }
}
