import TeclaCore

/// How the return key looks right now.
public struct ReturnKeyState: Hashable, Sendable, Codable {
    public var type: ReturnKeyType
    public var label: String
    /// Drawn in the accent colour (send, go, search…).
    public var isPrimary: Bool
    /// Disabled while the field is empty when the field asks for it.
    public var isEnabled: Bool

    /// - Parameter language: the layout's language: the label is in its words (Arabic, Korean)
    ///   or a symbol (N'Ko), English otherwise.
    public init(traits: TextFieldTraits, documentIsEmpty: Bool, language: String = "en") {
        type = traits.returnKeyType
        label = traits.returnKeyType.label(language: language)
        isPrimary = traits.returnKeyType.isPrimary
        isEnabled = !(traits.enablesReturnKeyAutomatically && documentIsEmpty)
    }
}
