import Foundation

/// A settable time source for the store's idle expiry: tests move it instead of sleeping.
final class TestTimeSource: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: Double = 0

    var now: Double { lock.withLock { seconds } }

    func advance(by delta: Double) { lock.withLock { seconds += delta } }

    /// A closure for ``SessionStore``'s `now`.
    var closure: @Sendable () -> Double { { [self] in now } }
}
