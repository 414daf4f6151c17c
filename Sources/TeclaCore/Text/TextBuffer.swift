/// An in-memory text field that behaves like `UITextDocumentProxy` over a real text view: the
/// document the CLI, the playground and the tests type into.
///
/// The text is kept in four parts: committed text before the cursor, the marked (composing) text
/// that ends at the cursor, the selection, and the text after. Marked text is held apart so that
/// a composing jamo or combining mark never merges with committed text in the bookkeeping.
public final class TextBuffer: TextDocument {
    private var before: String
    private var marked: String = ""
    private var selection: String
    private var after: String

    public var traits: TextFieldTraits
    /// The most text `documentContextBeforeInput` returns (iOS gives a limited window); nil: all.
    public var contextLimit: Int?

    public init(text: String = "", traits: TextFieldTraits = TextFieldTraits(), contextLimit: Int? = nil) {
        self.before = text
        self.selection = ""
        self.after = ""
        self.traits = traits
        self.contextLimit = contextLimit
    }

    /// The whole text of the field.
    public var text: String { before + marked + selection + after }

    /// Cursor position in graphemes from the start (the start of the selection, if any).
    public var cursorOffset: Int { (before + marked).count }

    /// The window iOS typically gives a keyboard (characters): what the CLI and the playground use,
    /// so that each keystroke reads a bounded context however long the document grows.
    public static let typicalContextLimit = 512

    // With a limit, only the window is walked: O(limit), not O(document), per read.
    public var documentContextBeforeInput: String? {
        guard let limit = contextLimit else { return before + marked }
        let markedCount = marked.count
        if markedCount >= limit { return String(marked.suffix(limit)) }
        return String(before.suffix(limit - markedCount)) + marked
    }

    public var documentContextAfterInput: String? {
        guard let limit = contextLimit else { return after }
        return String(after.prefix(limit))
    }

    public var selectedText: String? { selection.isEmpty ? nil : selection }

    public var markedText: String? { marked.isEmpty ? nil : marked }

    public func insertText(_ text: String) {
        marked = ""
        selection = ""
        before += text
    }

    public func deleteBackward() {
        if !marked.isEmpty {
            marked.removeLast()
            return
        }
        if !selection.isEmpty {
            selection = ""
        } else if !before.isEmpty {
            before.removeLast()
        }
    }

    public func adjustTextPosition(byCharacterOffset offset: Int) {
        unmarkText()
        after = selection + after
        selection = ""
        if offset < 0 {
            let n = min(-offset, before.count)
            after = String(before.suffix(n)) + after
            before.removeLast(n)
        } else if offset > 0 {
            let n = min(offset, after.count)
            before += after.prefix(n)
            after.removeFirst(n)
        }
    }

    public func setMarkedText(_ text: String) {
        selection = ""
        marked = text
    }

    public func unmarkText() {
        before += marked
        marked = ""
    }

    /// Selects `length` graphemes starting at `offset` (as a user dragging the selection handles).
    public func select(offset: Int, length: Int) {
        unmarkText()
        let all = text
        let start = max(0, min(offset, all.count))
        let end = max(start, min(start + length, all.count))
        let startIndex = all.index(all.startIndex, offsetBy: start)
        let endIndex = all.index(all.startIndex, offsetBy: end)
        before = String(all[..<startIndex])
        selection = String(all[startIndex..<endIndex])
        after = String(all[endIndex...])
    }

    /// The committed text before the cursor (the marked text not included).
    var committedBeforeCursor: String { before }
    /// The text after the selection (all of it, not the window).
    var textAfterSelection: String { after }

    /// Puts `contents` in the field: its text, cursor, selection, marked text and traits.
    public func restore(_ contents: DocumentContents) {
        before = contents.before
        marked = contents.marked ?? ""
        selection = contents.marked == nil ? contents.selected ?? "" : ""
        after = contents.after
        traits = contents.traits
    }

    /// Replaces the whole text, cursor at the end (a field cleared or prefilled by the app).
    public func replaceAll(with text: String) {
        before = text
        selection = ""
        after = ""
        marked = ""
    }
}
