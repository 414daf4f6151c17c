import TeclaCore
import TeclaScripts

/// Backspace over marks typed on keys of their own (N'Ko tones and nasalization, Arabic
/// harakat): the last mark first, then the letter. Shared by every input method that types them.
enum MarkDeletion {
    /// Edits that take the last mark off the grapheme before the cursor, or nil when it has none
    /// (or text is selected or marked): then the session deletes the grapheme as usual.
    static func edits(in document: any TextDocument) -> [TextEdit]? {
        guard document.selectedText == nil, document.markedText == nil,
            let last = document.textBeforeCursor.last,
            let remaining = NKoComposition.removingLastMark(from: String(last))
        else { return nil }
        return [.deleteBackward(1), .insert(remaining)]
    }
}
