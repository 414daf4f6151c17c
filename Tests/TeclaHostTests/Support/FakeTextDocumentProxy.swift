import Foundation
import TeclaCore
import TeclaHost

/// A text field behind a `UITextDocumentProxy` that misbehaves the way real hosts do, each
/// behaviour switched on by a test: a late context (our edits show only after `deliver()`), a
/// short or sentence-cut context, `deleteBackward()` removing one combining mark at a time,
/// `textDidChange` fired back for our own edits, marked text dropped when the host edits.
@MainActor
final class FakeTextDocumentProxy: TextDocumentProxy {
    // The field as it really is.
    private(set) var before: String
    private(set) var marked = ""
    private(set) var after: String
    private(set) var selection = ""
    private(set) var documentIdentifier = UUID()

    /// The context is as of the last `deliver()` (edits cross processes).
    var isLate = false
    /// At most this many characters of context before the cursor.
    var contextLimit: Int?
    /// Context before the cursor starts after the last sentence end.
    var cutsAtSentence = false
    /// `deleteBackward()` removes the last Unicode scalar of a grapheme that has marks.
    var deletesMarksOneByOne = false
    /// Host edits throw marked text away instead of committing it.
    var dropsMarkedText = false
    /// Called after each of our edits (the host reporting them back).
    var onTextDidChange: (() -> Void)?

    /// Every offset passed to `adjustTextPosition`, in UTF-16 code units.
    private(set) var adjustments: [Int] = []
    private var delivered: (before: String, after: String)

    var traitsForTest = TextFieldTraits()

    init(text: String = "") {
        before = text
        after = ""
        delivered = (text, "")
    }

    /// The marked text the field holds now.
    var markedTextForTest: String { marked }

    /// The whole text, marked text included.
    var text: String { before + marked + selection + after }

    /// The late context catches up.
    func deliver() {
        delivered = (before + marked, after)
    }

    // MARK: What the keyboard reads

    var documentContextBeforeInput: String? {
        var context = isLate ? delivered.before : before + marked
        // The host never shows marked text back.
        if !isLate, !marked.isEmpty { context = before }
        if cutsAtSentence, let end = context.range(of: ". ", options: .backwards) { context = String(context[end.upperBound...]) }
        if let contextLimit { context = String(context.suffix(contextLimit)) }
        return context.isEmpty ? nil : context
    }

    var documentContextAfterInput: String? {
        let context = isLate ? delivered.after : after
        return context.isEmpty ? nil : context
    }

    var selectedText: String? { selection.isEmpty ? nil : selection }

    // MARK: What the keyboard does

    func adjustTextPosition(byCharacterOffset offset: Int) {
        adjustments.append(offset)
        commitMarked()
        after = selection + after
        selection = ""
        if offset < 0 {
            let utf16 = Array(before.utf16)
            let cut = max(0, utf16.count + offset)
            after = String(decoding: utf16[cut...], as: UTF16.self) + after
            before = String(decoding: utf16[..<cut], as: UTF16.self)
        } else if offset > 0 {
            let utf16 = Array(after.utf16)
            let cut = min(utf16.count, offset)
            before += String(decoding: utf16[..<cut], as: UTF16.self)
            after = String(decoding: utf16[cut...], as: UTF16.self)
        }
        edited()
    }

    func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        selection = ""
        marked = markedText
        edited()
    }

    func unmarkText() {
        commitMarked()
        edited()
    }

    func insertText(_ text: String) {
        selection = ""
        marked = ""
        before += text
        edited()
    }

    func deleteBackward() {
        if !marked.isEmpty {
            marked.removeLast()
        } else if !selection.isEmpty {
            selection = ""
        } else if let last = before.last {
            if deletesMarksOneByOne, last.unicodeScalars.count > 1 {
                before.unicodeScalars.removeLast()
            } else {
                before.removeLast()
            }
        }
        edited()
    }

    // MARK: The host's own doings

    /// The user typed or pasted in the host (not through the keyboard).
    func hostInserts(_ text: String) {
        if dropsMarkedText { marked = "" } else { commitMarked() }
        before += text
        deliver()
    }

    /// The user tapped elsewhere in the text: the cursor moves to `index` graphemes from the start.
    func hostMovesCursor(to index: Int) {
        if dropsMarkedText { marked = "" } else { commitMarked() }
        let whole = before + selection + after
        before = String(whole.prefix(index))
        after = String(whole.dropFirst(index))
        selection = ""
        deliver()
    }

    /// The app empties the field (a message sent).
    func hostClears() {
        marked = ""
        before = ""
        after = ""
        selection = ""
        deliver()
    }

    /// Another field takes the keyboard.
    func switchField(text: String, traits: TextFieldTraits) {
        if dropsMarkedText { marked = "" } else { commitMarked() }
        documentIdentifier = UUID()
        before = text
        after = ""
        selection = ""
        traitsForTest = traits
        deliver()
    }

    private func commitMarked() {
        before += marked
        marked = ""
    }

    private func edited() {
        onTextDidChange?()
    }

    // MARK: Traits

    var keyboardType: KeyboardType? { traitsForTest.keyboardType }
    var returnKeyType: ReturnKeyType? { traitsForTest.returnKeyType }
    var autocapitalizationType: AutocapitalizationType? { traitsForTest.autocapitalization }
    var autocorrectionType: AutocorrectionType? { traitsForTest.autocorrection }
    var spellCheckingType: TraitSetting? { traitsForTest.spellChecking }
    var smartQuotesType: TraitSetting? { traitsForTest.smartQuotes }
    var smartDashesType: TraitSetting? { traitsForTest.smartDashes }
    var keyboardAppearance: KeyboardAppearance? { traitsForTest.keyboardAppearance }
    var isSecureTextEntry: Bool? { traitsForTest.isSecureTextEntry }
    var enablesReturnKeyAutomatically: Bool? { traitsForTest.enablesReturnKeyAutomatically }
    var textContentType: TextContentType? { traitsForTest.textContentType }
}
