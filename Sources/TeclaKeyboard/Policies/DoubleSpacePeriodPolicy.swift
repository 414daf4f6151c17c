import TeclaCore

/// Decides when a second space becomes ". " (the iOS "." shortcut).
///
/// Only right after a word or a number — never at the start of the text, after ". " or after other
/// punctuation — and only when the first space was typed with the space key within the window.
public struct DoubleSpacePeriodPolicy: Hashable, Sendable {
    public var window: Double
    /// What replaces the two spaces (". " in Latin scripts, "߸ " in N'Ko).
    public var replacement: String

    public init(window: Double, replacement: String = ". ") {
        self.window = window
        self.replacement = replacement
    }

    /// Characters after which a sentence can end: letters, digits, closing quotes and brackets, emoji.
    static func endsWord(_ c: Character) -> Bool {
        if c.isLetter || c.isNumber { return true }
        switch c {
        case "\"", "'", ")", "]", "”", "’", "»": return true
        default: break
        }
        return c.unicodeScalars.first.map { $0.properties.isEmojiPresentation } ?? false
    }

    /// Whether a space typed at `now`, after `textBeforeCursor`, with the previous space typed by
    /// the space key at `previousSpaceTime`, should turn the pair into the replacement.
    public func shouldReplace(textBeforeCursor: String, previousSpaceTime: Double?, now: Double) -> Bool {
        guard let previous = previousSpaceTime, now - previous <= window, now >= previous else { return false }
        guard textBeforeCursor.last == " " else { return false }
        let beforeSpace = textBeforeCursor.dropLast()
        guard let c = beforeSpace.last else { return false }
        return Self.endsWord(c)
    }
}
