import TeclaCore
import TeclaScripts

/// Backspace in N'Ko (and over Arabic harakat): the last combining mark first, then the letter.
enum NKoDeletion {
    /// Edits that take the last mark off the grapheme before the cursor, or nil when it has none
    /// (or text is selected or marked): then the session deletes the grapheme as usual.
    static func edits(in document: any TextDocument) -> [TextEdit]? {
        guard document.selectedText == nil, document.markedText == nil,
              let last = document.textBeforeCursor.last,
              let remaining = NKoComposition.removingLastMark(from: String(last))
        else { return nil }
        return [.deleteBackward(1), .insert(remaining)]
    }

    /// Whether a key's text continues an N'Ko word: N'Ko letters and marks, apostrophes, digits.
    static func isWordText(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        if NKoAlphabet.isNKo(first) {
            // ߸ ߹ ߷ ߺ ߶ are punctuation and signs, not letters.
            return !(0x07F6...0x07FA).contains(first.value)
        }
        return text.count == 1 && text.first.map { $0.isLetter || $0.isNumber } == true
    }
}
