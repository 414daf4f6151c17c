/// Copied chat text → a ``Conversation``, so that replies can read the clipboard as well as
/// screenshots: the same generator answers either.
///
/// Each line is a message. A line may start with a time stamp, as chat exports write them
/// ("[12/03/2024, 14:05] Ana: …", "12/03/2024, 14:05 - Ana: …", "14:05 Ana: …"), and with a
/// sender's name and a colon: "Me:", "You:" or one of `myNames` is the user; any other short name
/// is the other side (its name kept as the sender). A line without a name continues the message
/// above it, or, first of all, is a message from the other side (a single copied message is
/// someone else's words to answer). Lines that are only a date or a time are dropped.
///
/// ```swift
/// let chat = PastedConversation.parse("Dave: I can come round on Thursday, would that suit you?\nMe: Let me check")
/// chat.messages.last?.speaker  // .me
/// ```
public enum PastedConversation {
    /// Names that mean the user, besides `myNames`.
    public static let userNames: Set<String> = ["me", "you", "i", "myself"]
    /// A sender's name is at most this long (longer text before a colon is a message: "Note: …").
    public static let longestName = 30

    public static func parse(_ text: String, myNames: [String] = []) -> Conversation {
        let mine = userNames.union(myNames.map { $0.lowercased() })
        var messages: [Message] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            var line = Substring(raw).trimmingWhitespace()
            line = strippingTimeStamp(line)
            guard !line.isEmpty, !ScreenChrome.isDateOrTime(String(line)) else { continue }
            if let (name, body) = splitName(line) {
                guard !body.isEmpty else { continue }
                let isMine = mine.contains(name.lowercased())
                messages.append(Message(speaker: isMine ? .me : .them, text: String(body), sender: isMine ? nil : String(name)))
            } else if !messages.isEmpty {
                messages[messages.count - 1].text += " " + line
            } else {
                messages.append(Message(speaker: .them, text: String(line)))
            }
        }
        return Conversation(messages: messages)
    }

    /// "Ana: text" → ("Ana", "text"): a name of one to three words, letters first, before ": ".
    static func splitName(_ line: Substring) -> (Substring, Substring)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let name = line[..<colon].trimmingWhitespace()
        let words = name.split(separator: " ")
        guard !name.isEmpty, name.count <= longestName, (1...3).contains(words.count), name.first?.isLetter == true,
            !name.contains(where: { ".!?,;\"".contains($0) })
        else { return nil }
        return (name, line[line.index(after: colon)...].trimmingWhitespace())
    }

    /// The line without a leading "[date, time]", "date, time - " or "time " stamp.
    static func strippingTimeStamp(_ line: Substring) -> Substring {
        if line.first == "[", let close = line.firstIndex(of: "]") {
            let inside = line[line.index(after: line.startIndex)..<close]
            if inside.contains(where: \.isNumber) { return line[line.index(after: close)...].trimmingWhitespace() }
        }
        if let dash = line.range(of: " - "), line[..<dash.lowerBound].contains(":"),
            line[..<dash.lowerBound].allSatisfy({ $0.isNumber || "/.,: APMapm".contains($0) })
        {
            return line[dash.upperBound...].trimmingWhitespace()
        }
        // "14:05 Ana: …" (a clock first).
        let first = line.prefix { !$0.isWhitespace }
        if first.count >= 4, first.contains(":"), first.allSatisfy({ $0.isNumber || $0 == ":" }) {
            return line.dropFirst(first.count).trimmingWhitespace()
        }
        return line
    }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> Substring {
        var s = self
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return s
    }
}
