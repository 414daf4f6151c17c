import Foundation

/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@MainActor open class UIFeedbackGenerator: NSObject {
    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
    open func prepare() {}
}

/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium, heavy, soft, rigid
    }
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:view:) (iOS 17.5)
    @available(iOS 17.5, *)
    public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:) (deprecated)
    @available(iOS, deprecated: 100000, message: "use init(style:view:)")
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
    public override init() {}
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred(intensity:)
    open func impactOccurred(intensity: CGFloat) {}
}

/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() {}
    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init(view:) (iOS 17.5)
    @available(iOS 17.5, *)
    public convenience init(view: UIView) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
    open func selectionChanged() {}
}

/// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning, error
    }
    public override init() {}
    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init(view:) (iOS 17.5)
    @available(iOS 17.5, *)
    public convenience init(view: UIView) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}
