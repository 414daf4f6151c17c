#if canImport(UIKit) && canImport(QuartzCore) && canImport(ObjectiveC)
import QuartzCore
import UIKit

/// Ticks with the display while a finger is down, so long-press and backspace repeat fire on
/// time (`CADisplayLink.timestamp` is on the same uptime clock as `UITouch.timestamp`).
///
/// This file needs the Objective-C runtime (`#selector`), so the Linux check only parses it.
@MainActor
final class KeyboardTicker: NSObject {
    private var link: CADisplayLink?
    private let onTick: @MainActor (Double) -> Void

    init(onTick: @escaping @MainActor (Double) -> Void) {
        self.onTick = onTick
    }

    func start() {
        guard link == nil else { return }
        let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    @objc private func tick(_ link: CADisplayLink) {
        onTick(link.timestamp)
    }
}
#else
import Foundation

/// Where the Objective-C runtime is missing (the Linux type-check), a ticker that never ticks;
/// the real one is in the branch above.
@MainActor
final class KeyboardTicker {
    init(onTick: @escaping @MainActor (Double) -> Void) {}
    func start() {}
    func stop() {}
}
#endif
