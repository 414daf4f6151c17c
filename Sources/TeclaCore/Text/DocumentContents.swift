/// A text field's contents at one moment: the committed text before the cursor, the marked
/// (composing) text, the selection, the text after, and the field's traits. A session's log
/// records it where the host changed the field, so that a replay types into the same text.
public struct DocumentContents: Hashable, Sendable, Codable {
    public var before: String
    public var marked: String?
    public var selected: String?
    public var after: String
    public var traits: TextFieldTraits

    public init(before: String, marked: String? = nil, selected: String? = nil, after: String = "", traits: TextFieldTraits = TextFieldTraits()) {
        self.before = before
        self.marked = marked
        self.selected = selected
        self.after = after
        self.traits = traits
    }
}

extension TextBuffer {
    /// The whole field (not the window the keyboard reads).
    public var contents: DocumentContents {
        DocumentContents(before: committedBeforeCursor, marked: markedText, selected: selectedText, after: textAfterSelection, traits: traits)
    }

    /// A buffer holding `contents`.
    public convenience init(contents: DocumentContents, contextLimit: Int? = nil) {
        self.init(traits: contents.traits, contextLimit: contextLimit)
        restore(contents)
    }
}
