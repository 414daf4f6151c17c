import TeclaCore

/// Turns the keys of one script into text edits: letters straight through for alphabetic
/// scripts, syllable composition for Korean, transliteration for N'Ko.
///
/// The session calls these for text keys, backspace and space; everything else (shift, pages,
/// timing, suggestions) is the session's.
public protocol InputMethod: AnyObject {
    /// Edits for a key that types `text` (already in the case shift calls for).
    func type(_ text: String, in document: any TextDocument) -> [TextEdit]
    /// Edits for a backspace tap, or nil to let the session delete one grapheme.
    func deleteBackward(in document: any TextDocument) -> [TextEdit]?
    /// Edits for the space key, or nil to let the session type a space.
    func space(in document: any TextDocument) -> [TextEdit]?
    /// Edits that finish any composition in progress (before a cursor move, page or layout switch).
    func commit(in document: any TextDocument) -> [TextEdit]
    /// Forgets any composition without editing (the host moved the cursor).
    func reset()
    /// Whether a key typing `text` continues the word (a letter) rather than ending it
    /// (punctuation, which autocorrects and learns the word before it).
    func continuesWord(_ text: String) -> Bool
    /// What two quick spaces after a word become (". " in Latin scripts, "߸ " in N'Ko).
    var doubleSpaceReplacement: String { get }
}

extension InputMethod {
    /// One letter, digit or apostrophe continues a word, and so does a combining mark (Arabic
    /// tashkeel typed on its own key joins the letter before it, it does not end the word).
    public func continuesWord(_ text: String) -> Bool {
        text.count == 1
            && text.first.map {
                $0.isLetter || $0.isNumber || $0 == "'" || $0 == "’"
                    || $0.unicodeScalars.first?.properties.generalCategory == .nonspacingMark
            } == true
    }

    public var doubleSpaceReplacement: String { ". " }
}

/// Letters straight through: English, Latin, Arabic and other alphabets. Backspace takes a
/// typed mark (Arabic tashkeel) off its letter before the letter itself.
public final class AlphabeticInputMethod: InputMethod {
    public init() {}
    public func type(_ text: String, in document: any TextDocument) -> [TextEdit] { [.insert(text)] }
    public func deleteBackward(in document: any TextDocument) -> [TextEdit]? { MarkDeletion.edits(in: document) }
    public func space(in document: any TextDocument) -> [TextEdit]? { nil }
    public func commit(in document: any TextDocument) -> [TextEdit] { [] }
    public func reset() {}
}
