import TeclaCore

/// The shift key's state machine: a tap capitalizes the next letter, a second tap within the
/// caps-lock window locks capitals, a tap on caps lock releases it, and auto-capitalization sets
/// and clears the shift between words.
///
/// ```swift
/// var shift = ShiftKey()
/// shift.tap(at: 0, capsLockWindow: 0.35)     // .shift: shifted, by the user
/// shift.tap(at: 0.2, capsLockWindow: 0.35)   // .capsLock
/// shift.update(afterEdit: true) { false }     // caps lock stays
/// ```
struct ShiftKey: Hashable, Sendable {
    private(set) var state: ShiftState = .off
    /// Whether the user (not auto-capitalization) set ``state`` to `.shifted`.
    private(set) var isManual = false
    /// When shift was last tapped, while a second tap can still lock capitals.
    private var lastTapTime: Double?

    /// A tap on the shift key; the feedback it gives.
    mutating func tap(at now: Double, capsLockWindow: Double) -> FeedbackEvent {
        if state == .capsLock {
            state = .off
            isManual = false
            lastTapTime = nil
            return .shift
        }
        if let last = lastTapTime, now - last <= capsLockWindow {
            state = .capsLock
            isManual = false
            lastTapTime = nil
            return .capsLock
        }
        state = state == .off ? .shifted : .off
        isManual = state == .shifted
        lastTapTime = now
        return .shift
    }

    /// Another input came between two shift taps: they no longer lock capitals.
    mutating func interrupt() {
        lastTapTime = nil
    }

    /// After an input: caps lock stays; a shift the user set stays until text is edited;
    /// otherwise auto-capitalization decides (`capitalize` is asked only then).
    mutating func update(afterEdit edited: Bool, capitalize: () -> Bool) {
        if state == .capsLock { return }
        if isManual && state == .shifted && !edited { return }
        isManual = false
        state = capitalize() ? .shifted : .off
    }
}
