import Foundation
import TeclaCore

/// The members of `UITextDocumentProxy` Tecla uses, as UIKit declares them: contexts that may be
/// nil, cut short or late, offsets in UTF-16 code units, and the input traits optional (they are
/// optional requirements of `UITextInputTraits`). The iOS controller wraps the real proxy in one
/// of these; tests use a fake that misbehaves the way hosts do.
@MainActor
public protocol TextDocumentProxy: AnyObject {
    /// Text before the cursor as the host reports it: often cut at a sentence start or a few
    /// hundred characters, and late after our own edits (they cross processes).
    var documentContextBeforeInput: String? { get }
    var documentContextAfterInput: String? { get }
    var selectedText: String? { get }
    /// Changes when another field (or another document) takes the keyboard.
    var documentIdentifier: UUID { get }

    /// Moves the cursor by `offset` UTF-16 code units.
    func adjustTextPosition(byCharacterOffset offset: Int)
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    func unmarkText()
    func insertText(_ text: String)
    /// Deletes backwards: a whole grapheme in most hosts, a single combining mark in some.
    func deleteBackward()

    var keyboardType: KeyboardType? { get }
    var returnKeyType: ReturnKeyType? { get }
    var autocapitalizationType: AutocapitalizationType? { get }
    var autocorrectionType: AutocorrectionType? { get }
    var spellCheckingType: TraitSetting? { get }
    var smartQuotesType: TraitSetting? { get }
    var smartDashesType: TraitSetting? { get }
    var keyboardAppearance: KeyboardAppearance? { get }
    var isSecureTextEntry: Bool? { get }
    var enablesReturnKeyAutomatically: Bool? { get }
    var textContentType: TextContentType? { get }
}

extension TextFieldTraits {
    /// The traits a proxy reports, each missing one at UIKit's default.
    @MainActor
    public init(proxy: any TextDocumentProxy) {
        self.init(
            keyboardType: proxy.keyboardType ?? .default,
            returnKeyType: proxy.returnKeyType ?? .default,
            autocapitalization: proxy.autocapitalizationType ?? .sentences,
            autocorrection: proxy.autocorrectionType ?? .default,
            isSecureTextEntry: proxy.isSecureTextEntry ?? false,
            enablesReturnKeyAutomatically: proxy.enablesReturnKeyAutomatically ?? false,
            textContentType: proxy.textContentType,
            smartQuotes: proxy.smartQuotesType ?? .default,
            smartDashes: proxy.smartDashesType ?? .default,
            spellChecking: proxy.spellCheckingType ?? .default,
            keyboardAppearance: proxy.keyboardAppearance ?? .default
        )
    }
}
