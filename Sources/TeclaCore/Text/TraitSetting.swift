/// A field's yes/no/up-to-the-system choice, for the traits UIKit gives that shape
/// (`UITextSmartQuotesType`, `UITextSmartDashesType`, `UITextSpellCheckingType`; raw values
/// 0, 1, 2 in this order).
public enum TraitSetting: String, Hashable, Sendable, Codable, CaseIterable, UIKitRawValueConvertible {
    case `default`, no, yes
}
