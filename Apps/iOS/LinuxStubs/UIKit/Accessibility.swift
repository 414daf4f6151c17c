import Foundation

/// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@MainActor open class UIAccessibilityElement: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    public init(accessibilityContainer container: Any) {}
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel
    open var accessibilityLabel: String?
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue
    open var accessibilityValue: String?
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitytraits
    open var accessibilityTraits: UIAccessibilityTraits = .none
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public var rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/keyboardkey
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// https://developer.apple.com/documentation/uikit/uiaccessibility
@MainActor public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isboldtextenabled
    public static var isBoldTextEnabled: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/boldtextstatusdidchangenotification
    public static let boldTextStatusDidChangeNotification = Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
}
