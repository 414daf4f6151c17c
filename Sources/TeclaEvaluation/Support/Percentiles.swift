/// Percentiles of a sample by the nearest-rank rule: the value below which a fraction `q` of
/// the sorted sample lies (`q = 0.5` the median, `0.99` the p99). One definition for every
/// evaluation, so that a p99 means the same in each report.
///
/// ```swift
/// let latency = Percentiles([3, 1, 2, 10])
/// latency[0.5]    // 3
/// latency[0.99]   // 10
/// latency.maximum // 10
/// ```
///
/// Sorting costs O(n log n) once; each percentile is O(1).
public struct Percentiles: Sendable {
    public let sorted: [Double]

    public init(_ values: [Double]) {
        sorted = values.sorted()
    }

    /// The value at quantile `q` (0…1); 0 for an empty sample.
    public subscript(_ q: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, max(0, Int(Double(sorted.count) * q)))]
    }

    public var maximum: Double { sorted.last ?? 0 }
    public var count: Int { sorted.count }
}
