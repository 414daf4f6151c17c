import Foundation

/// A value made on first use, once, whichever thread asks first; ``reset()`` lets it go so the
/// next use makes it again. The building block of ``SharedResource`` and of a language's swipe
/// index and letter prior, which cost memory and time only when a keyboard needs them.
///
/// ```swift
/// let index = LockedLazy { SwipeVocabulary(lexicon: pack.lexicon) }
/// index.isMade   // false
/// index.value    // built now
/// ```
public final class LockedLazy<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () -> Value
    private var made: Value?

    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if it is not made.
    public var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }

    /// Whether the value is in memory.
    public var isMade: Bool {
        lock.lock()
        defer { lock.unlock() }
        return made != nil
    }

    /// Lets the value go (holders of it keep theirs).
    public func reset() {
        lock.lock()
        made = nil
        lock.unlock()
    }
}
