import TeclaCore

/// The text field as the user sees it: committed text around the cursor, the marked
/// (composing) text just before the cursor, and any selection.
public struct DocumentSnapshot: Hashable, Sendable, Codable {
    /// The whole text, marked text included.
    public var text: String
    /// Committed text before the cursor (the marked text follows it).
    public var beforeCursor: String
    /// Composing text, shown underlined just before the cursor.
    public var markedText: String?
    /// The selection, which starts at the cursor.
    public var selectedText: String?
    /// Text after the cursor (or after the selection).
    public var afterCursor: String
    /// Cursor position in graphemes from the start.
    public var cursor: Int

    public init(_ buffer: TextBuffer) {
        text = buffer.text
        markedText = buffer.markedText
        selectedText = buffer.selectedText
        afterCursor = buffer.documentContextAfterInput ?? ""
        let before = buffer.textBeforeCursor
        beforeCursor = String(before.dropLast(buffer.markedText?.count ?? 0))
        cursor = buffer.cursorOffset
    }
}
