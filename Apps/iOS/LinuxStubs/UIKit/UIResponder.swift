import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    public override init() {}
    /// https://developer.apple.com/documentation/uikit/uiresponder/next
    open var next: UIResponder? { nil }
    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesmoved(_:with:)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {}
    /// https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring
    public static let openSettingsURLString = "app-settings:"
}

/// https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitouch/timestamp
    open var timestamp: TimeInterval { 0 }
    /// https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {
    /// https://developer.apple.com/documentation/uikit/uievent/timestamp
    open var timestamp: TimeInterval { 0 }
}

/// https://developer.apple.com/documentation/uikit/uidevice
@MainActor open class UIDevice: NSObject {
    /// https://developer.apple.com/documentation/uikit/uidevice/current
    public static var current: UIDevice { UIDevice() }
    /// https://developer.apple.com/documentation/uikit/uidevice/playinputclick()
    open func playInputClick() {}
}

/// https://developer.apple.com/documentation/uikit/uiinputviewaudiofeedback
/// (`enableInputClicksWhenVisible` is an optional requirement; a view adopting the protocol
/// implements it.)
@MainActor public protocol UIInputViewAudioFeedback: NSObjectProtocol {
    var enableInputClicksWhenVisible: Bool { get }
}
