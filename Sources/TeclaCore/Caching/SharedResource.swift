import Foundation

/// Read-only data every session shares (the emoji catalog, the swipe re-ranker's trees),
/// loaded on first use and let go on a memory warning (``SharedResources/purge()``); the next
/// use loads it again. Holders of a value keep it alive until they let go.
///
/// ```swift
/// static let resource = SharedResource { try? Data(contentsOf: url) }
/// let catalog = resource.value   // loads once
/// SharedResources.purge()        // a memory warning: loaded again on next use
/// ```
public final class SharedResource<Value: Sendable>: @unchecked Sendable, PurgeableResource {
    private let storage: LockedLazy<Value>

    public init(_ load: @escaping @Sendable () -> Value) {
        storage = LockedLazy(load)
        SharedResources.register(self)
    }

    /// The value, loaded now if it is not loaded.
    public var value: Value { storage.value }

    /// Whether the value is in memory.
    public var isLoaded: Bool { storage.isMade }

    public func purge() {
        storage.reset()
    }
}

/// Something a memory warning can empty.
public protocol PurgeableResource: AnyObject, Sendable {
    func purge()
}

/// Every ``SharedResource`` created, for ``purge()``.
public enum SharedResources {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var all: [any PurgeableResource] = []

    static func register(_ resource: any PurgeableResource) {
        lock.lock()
        all.append(resource)
        lock.unlock()
    }

    /// Lets every shared resource go (each reloads on next use).
    public static func purge() {
        lock.lock()
        let resources = all
        lock.unlock()
        for resource in resources { resource.purge() }
    }
}
