import Foundation
import TeclaCore

/// The session's text field on iOS: a ``TextDocument`` over a ``TextDocumentProxy``.
///
/// The proxy cannot be trusted to say what the field holds right after we edit it: its context
/// crosses processes and arrives late, is cut at a sentence start or after a few hundred
/// characters, and never shows marked text. So the document keeps its own copy of the text
/// around the cursor, the marked text and the selection, writes every edit through to the proxy,
/// and reads the proxy again only when the host changed the text itself.
///
/// ```swift
/// let document = ProxyDocument(proxy: wrapped)
/// let session = try KeyboardSession(document: document, clock: clock)
/// // UIKit's textWillChange / textDidChange:
/// document.textWillChange()
/// switch document.textDidChange() {
/// case .field(let traits)?: session.fieldDidChange(traits: traits)
/// case .text?: session.documentDidChange()
/// case nil: break  // our own edit, reported back
/// }
/// ```
///
/// Offsets the session gives are graphemes; the proxy's are UTF-16 code units. Where a host's
/// `deleteBackward()` removes one combining mark instead of the grapheme (N'Ko tones, Arabic
/// harakat), the document deletes the rest of the grapheme when the host's context shows it.
@MainActor
public final class ProxyDocument {
    /// What the host did, for the session.
    public enum HostChange: Equatable {
        /// The host changed the text or moved the cursor: `KeyboardSession.documentDidChange()`.
        case text
        /// Another field took the keyboard: `KeyboardSession.fieldDidChange(traits:)`.
        case field(TextFieldTraits)
    }

    public let proxy: any TextDocumentProxy
    public var traits: TextFieldTraits
    private var before: String
    private var marked = ""
    private var selection: String?
    private var after: String
    private var identifier: UUID
    /// The text around the cursor after each of our last edits: a late context showing one of
    /// them is our edit coming back, not the host's.
    private var recent: [(before: String, after: String)] = []

    public init(proxy: any TextDocumentProxy) {
        self.proxy = proxy
        traits = TextFieldTraits(proxy: proxy)
        before = Self.bounded(proxy.documentContextBeforeInput)
        after = Self.bounded(proxy.documentContextAfterInput)
        selection = proxy.selectedText.map { Self.bounded($0) }
        identifier = proxy.documentIdentifier
        recent = [(before, after)]
    }

    /// UIKit's `textWillChange`: the host is about to edit. Marked text is committed first, since
    /// some hosts drop it when they edit.
    public func textWillChange() {
        if !marked.isEmpty { unmarkText() }
    }

    /// UIKit's `textDidChange`: what the host did, or nil when the host's context is our own
    /// text (now or after one of our recent edits: contexts arrive late). Hosts differ in
    /// whether they report our edits back at all, so nothing is counted: the text decides. A
    /// new `documentIdentifier` is a new field, whatever the text says.
    public func textDidChange() -> HostChange? {
        if proxy.documentIdentifier != identifier {
            identifier = proxy.documentIdentifier
            marked = ""
            resync()
            traits = TextFieldTraits(proxy: proxy)
            return .field(traits)
        }
        let reported = (before: Self.bounded(proxy.documentContextBeforeInput), after: Self.bounded(proxy.documentContextAfterInput))
        if [(before + marked, after), (before, after)].contains(where: { Self.shows($0, reported) }) {
            // The host has caught up: an older state shown from now on is the host's doing
            // (the user cleared the field, or undid), not a late report.
            recent.removeAll()
            return nil
        }
        if recent.contains(where: { Self.shows($0, reported) }) { return nil }
        marked = ""
        resync()
        return .text
    }

    /// Whether a host's (possibly cut) context shows `state`: the text before the cursor ends
    /// with what it reports, and the text after starts with it. An empty report before the
    /// cursor shows a field that is empty there or a context cut at a sentence end.
    private static func shows(_ state: (before: String, after: String), _ reported: (before: String, after: String)) -> Bool {
        let beforeAgrees: Bool
        if reported.before.isEmpty {
            let end = state.before.last { !$0.isWhitespace || $0.isNewline }
            beforeAgrees = end.map { ".!?\n".contains($0) } ?? true
        } else {
            beforeAgrees = state.before.hasSuffix(reported.before)
        }
        return beforeAgrees && state.after.hasPrefix(reported.after)
    }

    private func resync() {
        before = Self.bounded(proxy.documentContextBeforeInput)
        after = Self.bounded(proxy.documentContextAfterInput)
        selection = proxy.selectedText.map { Self.bounded($0) }
        recent.removeAll()
    }

    /// The host's text as the session may read it: a field can hold a "character" of 60,000
    /// marks, and the keyboard must not hang on it (iOS kills an extension that does), so each
    /// character is cut to ``GraphemeBound/maxScalars`` scalars. Linear in what the host gives.
    private static func bounded(_ text: String?) -> String {
        GraphemeBound.clamped(text ?? "")
    }

    private func wrote() {
        recent.append((before + marked, after))
        if recent.count > 16 { recent.removeFirst() }
    }
}

// Every edit updates our copy and counts the echo it expects *before* it reaches the proxy: a
// host may report the edit back (textDidChange) while the call is still running.
extension ProxyDocument: @MainActor TextDocument {
    public var documentContextBeforeInput: String? { before + marked }
    public var documentContextAfterInput: String? { after }
    public var selectedText: String? { selection }
    public var markedText: String? { marked.isEmpty ? nil : marked }

    public func insertText(_ text: String) {
        let replacesComposition = !marked.isEmpty
        marked = ""
        selection = nil
        before += text
        wrote()
        if replacesComposition {
            // Replaces the composition: set as marked, then committed where it stands.
            wrote()
            proxy.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
            proxy.unmarkText()
        } else {
            proxy.insertText(text)
        }
    }

    public func deleteBackward() {
        if !marked.isEmpty {
            marked.removeLast()
            wrote()
            if marked.isEmpty {
                wrote()
                proxy.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
                proxy.unmarkText()
            } else {
                proxy.setMarkedText(marked, selectedRange: NSRange(location: marked.utf16.count, length: 0))
            }
            return
        }
        if selection != nil {
            selection = nil
            wrote()
            proxy.deleteBackward()
            return
        }
        guard let grapheme = before.last else { return }
        before.removeLast()
        wrote()
        proxy.deleteBackward()
        finishDeleting(grapheme)
    }

    /// After one `deleteBackward()`, deletes what a host that removes one mark at a time left of
    /// `grapheme`: only when the host's context shows it (a late context shows the whole
    /// grapheme still, and nothing more is deleted).
    private func finishDeleting(_ grapheme: Character) {
        var left = Array(grapheme.unicodeScalars.dropLast())
        let tail = Array(before.unicodeScalars.suffix(16))
        while !left.isEmpty {
            // Only a report as long as what it is compared with can tell "the base letter is
            // left" from "a letter like it was there before".
            let reported = Array((proxy.documentContextBeforeInput ?? "").unicodeScalars.suffix(tail.count + left.count))
            guard reported.count == tail.count + left.count, reported == tail + left else { return }
            wrote()
            proxy.deleteBackward()
            left.removeLast()
        }
    }

    public func adjustTextPosition(byCharacterOffset offset: Int) {
        guard offset != 0 else { return }
        if !marked.isEmpty { unmarkText() }
        if let selection {
            after = selection + after
            self.selection = nil
        }
        let utf16: Int
        if offset < 0 {
            let moved = String(before.suffix(-offset))
            before.removeLast(moved.count)
            after = moved + after
            utf16 = -moved.utf16.count
        } else {
            let moved = String(after.prefix(offset))
            after.removeFirst(moved.count)
            before += moved
            utf16 = moved.utf16.count
        }
        wrote()
        proxy.adjustTextPosition(byCharacterOffset: utf16)
    }

    public func setMarkedText(_ text: String) {
        marked = text
        selection = nil
        wrote()
        proxy.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
    }

    public func unmarkText() {
        guard !marked.isEmpty else { return }
        before += marked
        marked = ""
        wrote()
        proxy.unmarkText()
    }
}
