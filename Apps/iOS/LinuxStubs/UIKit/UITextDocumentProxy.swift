import Foundation

/// https://developer.apple.com/documentation/uikit/uitextinput (only named as a parameter type)
@MainActor public protocol UITextInput: UIKeyInput {}

/// https://developer.apple.com/documentation/uikit/uikeyinput
@MainActor public protocol UIKeyInput: UITextInputTraits {
    /// https://developer.apple.com/documentation/uikit/uikeyinput/hastext
    var hasText: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:)
    func insertText(_ text: String)
    /// https://developer.apple.com/documentation/uikit/uikeyinput/deletebackward()
    func deleteBackward()
}

/// https://developer.apple.com/documentation/uikit/uitextinputtraits
/// Every member is an optional requirement (`optional var keyboardType: UIKeyboardType { get set }`):
/// read through the protocol, Swift sees an Optional, which is what is declared here.
@MainActor public protocol UITextInputTraits: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype
    var autocapitalizationType: UITextAutocapitalizationType? { get }
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/autocorrectiontype
    var autocorrectionType: UITextAutocorrectionType? { get }
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/spellcheckingtype
    var spellCheckingType: UITextSpellCheckingType? { get }
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/smartquotestype
    var smartQuotesType: UITextSmartQuotesType? { get }
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/smartdashestype
    var smartDashesType: UITextSmartDashesType? { get }
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
    var keyboardType: UIKeyboardType? { get }
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardappearance
    var keyboardAppearance: UIKeyboardAppearance? { get }
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype
    var returnKeyType: UIReturnKeyType? { get }
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/enablesreturnkeyautomatically
    var enablesReturnKeyAutomatically: Bool? { get }
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
    var isSecureTextEntry: Bool? { get }
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/textcontenttype
    /// Declared `optional var textContentType: UITextContentType! { get set }`: read through the
    /// protocol it is doubly optional. The adapter flattens it with `?? nil`, which compiles
    /// whether the SDK gives one level of Optional or two.
    var textContentType: UITextContentType?? { get }
}

/// https://developer.apple.com/documentation/uikit/uitextdocumentproxy
@MainActor public protocol UITextDocumentProxy: UIKeyInput {
    /// https://developer.apple.com/documentation/uikit/uitextdocumentproxy/documentcontextbeforeinput
    var documentContextBeforeInput: String? { get }
    /// https://developer.apple.com/documentation/uikit/uitextdocumentproxy/documentcontextafterinput
    var documentContextAfterInput: String? { get }
    /// https://developer.apple.com/documentation/uikit/uitextdocumentproxy/selectedtext (iOS 11)
    var selectedText: String? { get }
    /// https://developer.apple.com/documentation/uikit/uitextdocumentproxy/documentidentifier (iOS 11)
    var documentIdentifier: UUID { get }
    /// https://developer.apple.com/documentation/uikit/uitextdocumentproxy/adjusttextposition(bycharacteroffset:)
    func adjustTextPosition(byCharacterOffset offset: Int)
    /// https://developer.apple.com/documentation/uikit/uitextdocumentproxy/setmarkedtext(_:selectedrange:) (iOS 13)
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    /// https://developer.apple.com/documentation/uikit/uitextdocumentproxy/unmarktext() (iOS 13)
    func unmarkText()
}

/// https://developer.apple.com/documentation/uikit/uikeyboardtype
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
        twitter, webSearch, asciiCapableNumberPad
}

/// https://developer.apple.com/documentation/uikit/uireturnkeytype
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// https://developer.apple.com/documentation/uikit/uitextautocorrectiontype
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// https://developer.apple.com/documentation/uikit/uitextspellcheckingtype
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// https://developer.apple.com/documentation/uikit/uitextsmartquotestype
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// https://developer.apple.com/documentation/uikit/uitextsmartdashestype
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// https://developer.apple.com/documentation/uikit/uikeyboardappearance
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    public static let alert = UIKeyboardAppearance.dark
}

/// https://developer.apple.com/documentation/uikit/uitextcontenttype
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uitextcontenttype/onetimecode
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}
