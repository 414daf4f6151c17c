/// Light or dark keys, as the field asks (mirrors `UIKeyboardAppearance`: `.alert` is `.dark`).
public enum KeyboardAppearance: String, Hashable, Sendable, Codable, CaseIterable, UIKitRawValueConvertible {
    case `default`, dark, light
}
