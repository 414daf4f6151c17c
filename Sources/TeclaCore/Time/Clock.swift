import Foundation

/// Where a session gets the time, in seconds. Injected so that every timing rule (double-space
/// window, long-press delay, backspace acceleration) is tested by moving a ``ManualClock``.
public protocol Clock: AnyObject {
    /// Seconds since an arbitrary fixed origin; never goes backwards.
    var now: Double { get }
}

/// The real clock: monotonic uptime.
public final class SystemClock: Clock {
    public init() {}
    public var now: Double { ProcessInfo.processInfo.systemUptime }
}

/// The calendar clock: seconds since 1970. What learned words decay on, because a device's
/// uptime restarts at every boot (a word learned yesterday would look newer than one learned a
/// minute before the reboot). It can jump when the user sets the time; decay never runs backwards
/// (`UserModel` treats a time before an entry's as no time passed).
public final class WallClock: Clock {
    public init() {}
    public var now: Double { Date().timeIntervalSince1970 }
}

/// A clock that moves only when told to: for tests, the CLI's scripted typing and replays.
public final class ManualClock: Clock {
    public private(set) var now: Double

    public init(now: Double = 0) {
        self.now = now
    }

    /// Moves the time forward by `seconds` (negative values are ignored: time never runs back).
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }

    /// Sets the time, if it is later than now.
    public func set(_ time: Double) {
        guard time.isFinite, time > now else { return }
        now = time
    }
}
