#if canImport(UIKit)
import TeclaCore
import UIKit

/// Plays the session's haptics with generators prepared ahead of the next key, attached to the
/// keyboard view (iOS 17.5's `init(style:view:)`, which ties them to the view's window).
/// The host only asks for haptics with Full Access: iOS plays none for keyboards without it.
@MainActor
final class HapticPlayer {
    private let selection: UISelectionFeedbackGenerator
    private let light: UIImpactFeedbackGenerator
    private let medium: UIImpactFeedbackGenerator
    private let heavy: UIImpactFeedbackGenerator
    private let notification: UINotificationFeedbackGenerator

    init(view: UIView) {
        if #available(iOS 17.5, *) {
            selection = UISelectionFeedbackGenerator(view: view)
            light = UIImpactFeedbackGenerator(style: .light, view: view)
            medium = UIImpactFeedbackGenerator(style: .medium, view: view)
            heavy = UIImpactFeedbackGenerator(style: .heavy, view: view)
            notification = UINotificationFeedbackGenerator(view: view)
        } else {
            selection = UISelectionFeedbackGenerator()
            light = UIImpactFeedbackGenerator(style: .light)
            medium = UIImpactFeedbackGenerator(style: .medium)
            heavy = UIImpactFeedbackGenerator(style: .heavy)
            notification = UINotificationFeedbackGenerator()
        }
    }

    /// A finger went down: the generator of the strength the user chose (and the selection one,
    /// for pickers) wakes now, so the key's haptic is not late.
    func prepare(_ intensity: HapticIntensity) {
        switch intensity {
        case .none: return
        case .selection: break
        case .light: light.prepare()
        case .medium: medium.prepare()
        case .heavy: heavy.prepare()
        }
        selection.prepare()
    }

    func play(_ intensity: HapticIntensity) {
        switch intensity {
        case .none: break
        case .selection: selection.selectionChanged()
        case .light: light.impactOccurred(intensity: 1)
        case .medium: medium.impactOccurred(intensity: 1)
        case .heavy: heavy.impactOccurred(intensity: 1)
        }
    }

    /// Something the user tried did nothing (a reply that could not be typed).
    func playFailure() {
        notification.notificationOccurred(.warning)
    }
}
#endif
