import Foundation

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {}
    /// `UIViewController()`: NSObject's initializer, routed to `init(nibName: nil, bundle: nil)`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { UIView() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    open func viewDidLayoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning()
    open func didReceiveMemoryWarning() {}
    /// https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { UITraitCollection() }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor public protocol UIViewControllerTransitionCoordinator: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
@MainActor open class UITraitCollection: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light, dark
}

/// https://developer.apple.com/documentation/uikit/uiinputviewcontroller
@MainActor open class UIInputViewController: UIViewController, UITextInputDelegate {
    /// https://developer.apple.com/documentation/uikit/uiinputviewcontroller/textdocumentproxy
    open var textDocumentProxy: any UITextDocumentProxy { fatalError("stub") }
    /// https://developer.apple.com/documentation/uikit/uiinputviewcontroller/inputview
    open var inputView: UIInputView?
    /// https://developer.apple.com/documentation/uikit/uiinputviewcontroller/hasfullaccess
    open var hasFullAccess: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiinputviewcontroller/needsinputmodeswitchkey
    open var needsInputModeSwitchKey: Bool { true }
    /// https://developer.apple.com/documentation/uikit/uiinputviewcontroller/advancetonextinputmode()
    open func advanceToNextInputMode() {}
    /// https://developer.apple.com/documentation/uikit/uiinputviewcontroller/dismisskeyboard()
    open func dismissKeyboard() {}
    /// https://developer.apple.com/documentation/uikit/uiinputviewcontroller/handleinputmodelist(from:with:)
    open func handleInputModeList(from view: UIView, with event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uitextinputdelegate/textwillchange(_:)
    open func textWillChange(_ textInput: (any UITextInput)?) {}
    /// https://developer.apple.com/documentation/uikit/uitextinputdelegate/textdidchange(_:)
    open func textDidChange(_ textInput: (any UITextInput)?) {}
    /// https://developer.apple.com/documentation/uikit/uitextinputdelegate/selectionwillchange(_:)
    open func selectionWillChange(_ textInput: (any UITextInput)?) {}
    /// https://developer.apple.com/documentation/uikit/uitextinputdelegate/selectiondidchange(_:)
    open func selectionDidChange(_ textInput: (any UITextInput)?) {}
}

/// https://developer.apple.com/documentation/uikit/uitextinputdelegate
@MainActor public protocol UITextInputDelegate: NSObjectProtocol {
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
}
