import Foundation

/// Which screenshots the app reads when the user comes from the keyboard's reply key: the ones
/// taken in the last two minutes (the chat they were just in), oldest first so they read in
/// scrolling order, at most a handful.
public struct ScreenshotWindow: Hashable, Sendable {
    public var span: TimeInterval
    public var limit: Int

    public init(span: TimeInterval = 120, limit: Int = 4) {
        self.span = span
        self.limit = limit
    }

    /// The ids of the screenshots to read, from `(id, creation date)` pairs in any order.
    /// Future dates (a clock changed) are left out.
    public func pick<ID: Hashable>(_ screenshots: [(id: ID, created: Date)], now: Date) -> [ID] {
        let recent = screenshots.filter { $0.created <= now && now.timeIntervalSince($0.created) <= span }
        let newest = recent.sorted { $0.created > $1.created }.prefix(max(0, limit))
        return newest.sorted { $0.created < $1.created }.map(\.id)
    }
}
