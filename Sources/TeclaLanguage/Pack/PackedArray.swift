/// A read-only view of fixed-width little-endian integers or floats inside a pack section.
///
/// Reads are bounds-checked: an index outside the array yields zero instead of trapping, so a
/// pack whose offsets were corrupted in a way the checksum did not catch still cannot crash.
public struct PackedArray<Element: PackedElement>: @unchecked Sendable {
    // The pointer aims into `owner`'s immutable bytes, which `owner` keeps alive.
    private let owner: MappedBytes?
    private let base: UnsafeRawPointer?
    /// Number of elements.
    public let count: Int

    init(owner: MappedBytes, offset: Int, count: Int) {
        self.owner = owner
        self.base = owner.bytes.baseAddress.map { $0 + offset }
        self.count = count
    }

    /// An empty array.
    public init() {
        owner = nil
        base = nil
        count = 0
    }

    /// The element at `index`, or zero when `index` is out of range.
    @inline(__always)
    public subscript(index: Int) -> Element {
        guard index >= 0, index < count, let base else { return .zero }
        return Element.load(from: base + index &* Element.width)
    }

    /// Index of the first element in `range` not less than `value` (the array must be sorted
    /// ascending within `range`; the range is clamped to the array).
    public func lowerBound(of value: Element, in range: Range<Int>) -> Int where Element: Comparable {
        var lo = max(0, range.lowerBound)
        var hi = min(count, range.upperBound)
        while lo < hi {
            let mid = (lo + hi) >> 1
            if self[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Position of `value` in the sorted `range`, if present.
    public func find(_ value: Element, in range: Range<Int>) -> Int? where Element: Comparable {
        let i = lowerBound(of: value, in: range)
        return i < min(count, range.upperBound) && self[i] == value ? i : nil
    }
}
