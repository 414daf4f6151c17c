import Foundation
import TeclaHost

/// The app's setup screen: the steps to turn the keyboard on, and what the app can tell about
/// it. iOS does not tell an app whether its keyboard is enabled; the keyboard reports itself
/// through the App Group, which it can write only with Full Access.
public struct SetupGuide: Hashable, Sendable {
    public enum Status: Hashable, Sendable {
        /// The keyboard wrote its status: it is on, with Full Access.
        case fullAccess(lastSeen: Date)
        /// Nothing from the keyboard: it is off, or on without Full Access (which is fine).
        case unknown
    }

    public static let steps = [
        "Open Settings › General › Keyboard › Keyboards › Add New Keyboard…, and choose Tecla.",
        "Optional: tap Tecla there and turn on Allow Full Access.",
        "In any text field, hold the globe key and choose Tecla.",
    ]

    /// What Full Access is for, said before the user is asked for it.
    public static let fullAccessExplanation =
        "Full Access lets Tecla play haptics and show you here the words the keyboard has learned, so you can remove them. "
        + "Your settings, dictionary and replies reach the keyboard without it. "
        + "Tecla has no network code in the keyboard: nothing you type leaves the phone, with or without Full Access."

    public var status: Status

    public init(status: KeyboardStatus, now: Date) {
        self.status = status.lastSeen > .distantPast && status.lastSeen <= now ? .fullAccess(lastSeen: status.lastSeen) : .unknown
    }

    /// One line for the status row.
    public var summary: String {
        switch status {
        case .fullAccess: "Tecla is on, with Full Access."
        case .unknown: "Tecla has not reported with Full Access. It still works without it; haptics and the list of learned words need it."
        }
    }
}
