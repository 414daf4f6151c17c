import Foundation

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {}
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {}
    /// `UIView()`: NSObject's initializer, which UIKit routes to `init(frame: .zero)`.
    public convenience override init() { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled
    open var isMultipleTouchEnabled: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiview/isopaque
    open var isOpaque: Bool = true
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    /// https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { nil }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uiview/draw(_:)
    open func draw(_ rect: CGRect) {}
    /// https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()
    open func setNeedsDisplay() {}
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiview/traitcollection
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw
    }

    // UIAccessibility (informal protocols UIKit declares on NSObject; here on UIView, where Tecla uses them)
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    open var isAccessibilityElement: Bool = false
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    open var accessibilityElements: [Any]?
}

/// https://developer.apple.com/documentation/uikit/uiinputview
@MainActor open class UIInputView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiinputview/style
    public enum Style: Int, Sendable {
        case `default` = 0, keyboard
    }
    /// https://developer.apple.com/documentation/uikit/uiinputview/init(frame:inputviewstyle:)
    public init(frame: CGRect, inputViewStyle: UIInputView.Style) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uiinputview/allowsselfsizing
    open var allowsSelfSizing: Bool = false
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    open var windowScene: UIWindowScene? { nil }
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor open class UIWindowScene: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/screen
    open var screen: UIScreen { UIScreen() }
}

/// https://developer.apple.com/documentation/uikit/uiscreen
@MainActor open class UIScreen: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiscreen/bounds
    open var bounds: CGRect { .zero }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
    open var isActive: Bool = false
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
    open var priority: UILayoutPriority = .required
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
    open var constant: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    public class func activate(_ constraints: [NSLayoutConstraint]) {}
}

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}
