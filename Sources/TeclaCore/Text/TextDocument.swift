/// The part of `UITextDocumentProxy` a keyboard uses: read around the cursor, edit, and the
/// field's traits. `TextBuffer` implements it in memory; on iOS an adapter wraps the proxy.
///
/// Offsets are in extended grapheme clusters (user-perceived characters).
public protocol TextDocument: AnyObject {
    /// Text before the cursor (or the selection), marked text included; iOS may truncate it.
    var documentContextBeforeInput: String? { get }
    /// Text after the cursor (or the selection).
    var documentContextAfterInput: String? { get }
    /// The selected text, or nil when the selection is empty.
    var selectedText: String? { get }
    /// The marked (composing) text, or nil.
    var markedText: String? { get }
    /// The field's traits; the session sets them when the host reports a new field.
    var traits: TextFieldTraits { get set }

    /// Inserts `text` at the cursor, replacing the selection or the marked text.
    func insertText(_ text: String)
    /// Deletes the selection if there is one, else the grapheme before the cursor.
    func deleteBackward()
    /// Moves the cursor by `offset` graphemes (negative: towards the start), collapsing the selection.
    func adjustTextPosition(byCharacterOffset offset: Int)
    /// Replaces the marked text (or the selection) with `text`, shown as composing.
    func setMarkedText(_ text: String)
    /// Commits the marked text as ordinary text.
    func unmarkText()
    /// What the field holds, as far as the keyboard can see it (a session's log records it
    /// when the host changes the text). By default the context around the cursor.
    var contents: DocumentContents { get }
}

extension TextDocument {
    /// Applies one edit.
    public func apply(_ edit: TextEdit) {
        switch edit {
        case .insert(let text): insertText(text)
        case .deleteBackward(let count): for _ in 0..<max(0, count) { deleteBackward() }
        case .setMarkedText(let text): setMarkedText(text)
        case .unmarkText: unmarkText()
        case .moveCursor(let offset): adjustTextPosition(byCharacterOffset: offset)
        }
    }

    /// Text before the cursor, empty when the proxy gives nil.
    public var textBeforeCursor: String { documentContextBeforeInput ?? "" }

    public var contents: DocumentContents {
        let marked = markedText ?? ""
        let before = textBeforeCursor
        let committed = before.hasSuffix(marked) ? String(before.dropLast(marked.count)) : before
        return DocumentContents(
            before: committed, marked: markedText, selected: selectedText, after: documentContextAfterInput ?? "", traits: traits)
    }
}
