/// Quantizes log-probabilities to one byte: 256 evenly spaced levels between the smallest and
/// the largest value seen. Levels ascend, so comparing codes compares values, which lets the
/// predictor rank candidates without decoding them.
public struct LogProbCodebook: Sendable, Equatable {
    /// The 256 levels (log10), ascending.
    public let levels: [Float]

    /// Fits a codebook to `values` (log10).
    public init(fitting values: some Collection<Double>) {
        var lo = values.min() ?? 0
        var hi = values.max() ?? 0
        if !(lo.isFinite) { lo = -99 }
        if !(hi.isFinite) { hi = 0 }
        if hi - lo < 1e-9 { hi = lo + 1e-3 }
        let step = (hi - lo) / 255
        levels = (0..<256).map { Float(lo + Double($0) * step) }
    }

    /// A codebook with the given levels (read from a pack).
    public init(levels: [Float]) {
        self.levels = levels.count == 256 ? levels : levels + Array(repeating: levels.last ?? 0, count: max(0, 256 - levels.count))
    }

    /// The code of the level nearest to `value`.
    public func code(for value: Double) -> UInt8 {
        let lo = Double(levels[0])
        let hi = Double(levels[255])
        guard value.isFinite else { return 0 }
        let step = (hi - lo) / 255
        let position = ((value - lo) / step).rounded()
        return UInt8(max(0, min(255, position)))
    }

    /// The value of `code`.
    @inline(__always)
    public func value(_ code: UInt8) -> Float { levels[Int(code)] }
}
