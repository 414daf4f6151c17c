import Foundation

/// Recognizes the text on a chat screenshot that is not a message: clocks and dates, read
/// receipts, input-field placeholders, and the small junk OCR makes of icons.
public enum ScreenChrome {
    private static let dateWords: Set<String> = [
        "today", "yesterday", "now", "at", "am", "pm", "a.m.", "p.m.", "and", "on",
        "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
        "min", "mins", "ago", "h", "m", "hr", "hrs",
    ]
    private static let receiptWords: Set<String> = ["delivered", "read", "seen", "sent", "edited", "opened", "received", "not", "delivered:"]
    private static let placeholders: Set<String> = [
        "message", "imessage", "text message", "type a message", "write a message", "send a message",
        "aa", "say something", "say something nice", "reply", "write a reply", "start typing", "send",
        "type a message send", "message send",
    ]

    /// Whether a word is a clock time ("9:41", "18:46", "10.05", "9:41pm").
    public static func isTime(_ word: some StringProtocol) -> Bool {
        let w = word.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ",.()[]"))
        let core = w.hasSuffix("am") || w.hasSuffix("pm") ? String(w.dropLast(2)) : w
        let parts = core.split(whereSeparator: { $0 == ":" || $0 == "." })
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), parts[1].count == 2 else { return false }
        return (0...24).contains(hour) && (0...59).contains(minute)
    }

    /// Whether a word is the ticks WhatsApp draws after a time (✓✓ read by OCR as "vv", "W", "v/").
    public static func isTickMark(_ word: some StringProtocol) -> Bool {
        let w = String(word)
        if w.allSatisfy({ "✓✔".contains($0) }) { return true }
        return ["vv", "VV", "Vv", "vV", "v/", "W", "w", "VW", "Ww", "wv", "vw", "v", "V", "/", "//", "~"].contains(w)
    }

    /// Whether a whole line is a date, a time or a date separator ("Today 6:12 PM", "Sat, Jun 14
    /// at 10:21 AM", "YESTERDAY", "18:55").
    public static func isDateOrTime(_ line: String) -> Bool {
        let tokens = words(line)
        guard !tokens.isEmpty else { return false }
        var sawDateWord = false
        for token in tokens {
            if isTime(token) { sawDateWord = true; continue }
            let t = token.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ",.·-•"))
            if t.isEmpty || dateWords.contains(t) { sawDateWord = sawDateWord || !t.isEmpty; continue }
            if let n = Int(t.trimmingCharacters(in: CharacterSet(charactersIn: "stndrh"))), n <= 3000, t.count <= 4 { continue }
            if t.split(separator: "/").count >= 2, t.split(separator: "/").allSatisfy({ Int($0) != nil }) { sawDateWord = true; continue }
            if isTickMark(token) { continue }
            return false
        }
        return sawDateWord
    }

    /// Whether a line is a read receipt ("Delivered", "Read 11:02 AM", "Seen", "Read Yesterday").
    public static func isReceipt(_ line: String) -> Bool {
        let tokens = words(line).map { $0.lowercased() }
        guard let first = tokens.first, receiptWords.contains(first) else { return false }
        return tokens.dropFirst().allSatisfy {
            receiptWords.contains($0) || isTime($0) || dateWords.contains($0.trimmingCharacters(in: CharacterSet(charactersIn: ",."))) || Int($0) != nil
        }
    }

    /// Whether a line is an input field's placeholder or send button ("iMessage", "Type a message").
    public static func isPlaceholder(_ line: String) -> Bool {
        // Icons beside the field are often read as one stray character ("O Message ©").
        var tokens = words(line)
        while let first = tokens.first, tokens.count > 1, first.count <= 1 { tokens.removeFirst() }
        while let last = tokens.last, tokens.count > 1, last.count <= 1 { tokens.removeLast() }
        return placeholders.contains(tokens.joined(separator: " ").lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ".…")))
    }

    /// A time OCR garbled at the end of a bubble ("is:55", "i¢:52" for 18:55, 18:52): one or two
    /// characters, a separator, two digits.
    public static func isGarbledTime(_ word: some StringProtocol) -> Bool {
        let w = Array(word)
        guard (4...5).contains(w.count), w.suffix(2).allSatisfy(\.isNumber) else { return false }
        let separator = w[w.count - 3]
        return separator == ":" || separator == "." || separator == "¢"
    }

    /// Whether a word looks like OCR's reading of an icon or an avatar rather than text: no letter
    /// or digit, or one or two characters that are not a common short word.
    public static func isIconJunk(_ word: RecognizedWord) -> Bool {
        let text = word.text
        if !text.contains(where: { $0.isLetter || $0.isNumber }) { return true }
        if text.count <= 2, word.confidence < 0.75, !shortWords.contains(text) { return true }
        return false
    }

    private static let shortWords: Set<String> = [
        "I", "a", "A", "ok", "OK", "Ok", "no", "No", "hi", "Hi", "so", "So", "we", "We", "me", "to", "do", "go", "is", "it", "in", "on", "at", "be", "my", "of",
        "or", "up", "us", "if", "he", "an", "am", "as", "by", "oh", "Oh", "ha", "Ha", "yo", "x", "xx",
    ]

    static func words(_ line: String) -> [Substring] {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    }
}
