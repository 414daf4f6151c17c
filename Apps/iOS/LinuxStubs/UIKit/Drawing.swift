import Foundation

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// https://developer.apple.com/documentation/uikit/uicolor/setfill()
    open func setFill() {}
    /// https://developer.apple.com/documentation/uikit/uicolor/setstroke()
    open func setStroke() {}
    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    public class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }
    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
    /// https://developer.apple.com/documentation/uikit/uifont/lineheight
    open var lineHeight: CGFloat { 0 }
}

/// https://developer.apple.com/documentation/uikit/uibezierpath
@MainActor open class UIBezierPath: NSObject {
    public override init() {}
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:cornerradius:)
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    /// https://developer.apple.com/documentation/uikit/uibezierpath/linewidth
    open var lineWidth: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uibezierpath/move(to:)
    open func move(to point: CGPoint) {}
    /// https://developer.apple.com/documentation/uikit/uibezierpath/addline(to:)
    open func addLine(to point: CGPoint) {}
    /// https://developer.apple.com/documentation/uikit/uibezierpath/fill()
    open func fill() {}
    /// https://developer.apple.com/documentation/uikit/uibezierpath/stroke()
    open func stroke() {}
}

/// https://developer.apple.com/documentation/uikit/nsparagraphstyle
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    open var alignment: NSTextAlignment { .natural }
    open var lineBreakMode: NSLineBreakMode { .byWordWrapping }
}

/// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    private var storedAlignment = NSTextAlignment.natural
    private var storedLineBreakMode = NSLineBreakMode.byWordWrapping
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center, right, justified, natural
}

/// https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension NSAttributedString.Key {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    public static let font = NSAttributedString.Key("NSFont")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

// NSString drawing, https://developer.apple.com/documentation/uikit/nsstring-uikit-additions
extension NSString {
    /// https://developer.apple.com/documentation/foundation/nsstring/draw(in:withattributes:)
    @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    /// https://developer.apple.com/documentation/foundation/nsstring/size(withattributes:)
    @MainActor public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { .zero }
}
