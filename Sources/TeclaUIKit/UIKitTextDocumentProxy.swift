#if canImport(UIKit)
import Foundation
import TeclaCore
import TeclaHost
import UIKit

/// The host's `UITextDocumentProxy` seen as TeclaHost's ``TextDocumentProxy``.
///
/// It asks the controller for `textDocumentProxy` on every call instead of keeping the object:
/// UIKit may hand out a new proxy, and overriding `textDocumentProxy` is not supported. UIKit's
/// trait enums become Tecla's by their raw values; a value a newer iOS adds reads as missing,
/// which the session treats as the default.
@MainActor
final class UIKitTextDocumentProxy: TextDocumentProxy {
    private unowned let controller: UIInputViewController

    init(controller: UIInputViewController) {
        self.controller = controller
    }

    private var proxy: any UITextDocumentProxy { controller.textDocumentProxy }

    var documentContextBeforeInput: String? { proxy.documentContextBeforeInput }
    var documentContextAfterInput: String? { proxy.documentContextAfterInput }
    var selectedText: String? { proxy.selectedText }
    var documentIdentifier: UUID { proxy.documentIdentifier }

    func adjustTextPosition(byCharacterOffset offset: Int) { proxy.adjustTextPosition(byCharacterOffset: offset) }
    func setMarkedText(_ markedText: String, selectedRange: NSRange) { proxy.setMarkedText(markedText, selectedRange: selectedRange) }
    func unmarkText() { proxy.unmarkText() }
    func insertText(_ text: String) { proxy.insertText(text) }
    func deleteBackward() { proxy.deleteBackward() }

    var keyboardType: KeyboardType? { proxy.keyboardType.flatMap { KeyboardType(uiKitRawValue: $0.rawValue) } }
    var returnKeyType: ReturnKeyType? { proxy.returnKeyType.flatMap { ReturnKeyType(uiKitRawValue: $0.rawValue) } }
    var autocapitalizationType: AutocapitalizationType? {
        proxy.autocapitalizationType.flatMap { AutocapitalizationType(uiKitRawValue: $0.rawValue) }
    }
    var autocorrectionType: AutocorrectionType? { proxy.autocorrectionType.flatMap { AutocorrectionType(uiKitRawValue: $0.rawValue) } }
    var spellCheckingType: TraitSetting? { proxy.spellCheckingType.flatMap { TraitSetting(uiKitRawValue: $0.rawValue) } }
    var smartQuotesType: TraitSetting? { proxy.smartQuotesType.flatMap { TraitSetting(uiKitRawValue: $0.rawValue) } }
    var smartDashesType: TraitSetting? { proxy.smartDashesType.flatMap { TraitSetting(uiKitRawValue: $0.rawValue) } }
    var keyboardAppearance: KeyboardAppearance? { proxy.keyboardAppearance.flatMap { KeyboardAppearance(uiKitRawValue: $0.rawValue) } }
    var isSecureTextEntry: Bool? { proxy.isSecureTextEntry }
    var enablesReturnKeyAutomatically: Bool? { proxy.enablesReturnKeyAutomatically }
    var textContentType: TextContentType? {
        // Doubly optional through the protocol (an optional requirement of IUO type); `?? nil`
        // flattens it whichever way the SDK imports it.
        (proxy.textContentType ?? nil).map { TextContentType(rawValue: $0.rawValue) }
    }
}
#endif
