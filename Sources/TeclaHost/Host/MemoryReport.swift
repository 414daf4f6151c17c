/// The keyboard's memory as iOS counts it, for the debug overlay: iOS ends a keyboard extension
/// that grows past its limit (about 60–70 MB on recent iPhones, less on older ones) without a
/// crash report, so Tecla aims well under it.
///
/// ```swift
/// MemoryReport(footprintBytes: 24_300_000, availableBytes: 41_000_000).line  // "23.2 MB · 39.1 MB left"
/// ```
public struct MemoryReport: Hashable, Sendable {
    /// Tecla's target with one language and swipe loaded.
    public static let budgetBytes: UInt64 = 30 * 1024 * 1024

    /// `phys_footprint`: what the system charges the process with.
    public var footprintBytes: UInt64
    /// `os_proc_available_memory()`: how much more it may use before it is ended.
    public var availableBytes: UInt64

    public init(footprintBytes: UInt64, availableBytes: UInt64) {
        self.footprintBytes = footprintBytes
        self.availableBytes = availableBytes
    }

    public var isOverBudget: Bool { footprintBytes > Self.budgetBytes }

    /// One short line: the footprint, the headroom, and a warning past the budget.
    public var line: String {
        let text = "\(Self.megabytes(footprintBytes)) MB · \(Self.megabytes(availableBytes)) MB left"
        return isOverBudget ? "⚠︎ " + text : text
    }

    static func megabytes(_ bytes: UInt64) -> String {
        let tenths = (bytes * 10 + 524_288) / 1_048_576
        return "\(tenths / 10).\(tenths % 10)"
    }
}
