#if canImport(UIKit)
import UIKit

extension UIResponder {
    /// Opens `url` from an app extension: `UIApplication.shared` is unavailable there, so the
    /// responder chain is walked to the application, the way third-party keyboards open their
    /// app. Returns false when no application is on the chain (the keyboard then says what to do).
    @MainActor
    func openURLThroughResponderChain(_ url: URL) -> Bool {
        var responder: UIResponder? = self
        while let current = responder {
            if let application = current as? UIApplication {
                application.open(url, options: [:], completionHandler: nil)
                return true
            }
            responder = current.next
        }
        return false
    }
}
#endif
