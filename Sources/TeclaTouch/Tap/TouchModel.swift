import TeclaCore

/// Where fingers land when they aim at a key: a 2-D Gaussian per key ("sweet spot", as in
/// AOSP's LatinIME), with separate horizontal and vertical spread relative to the key's pitch and
/// a systematic offset (touches land a little low on phones).
public struct TouchModel: Hashable, Sendable, Codable {
    /// Horizontal standard deviation as a fraction of the key's horizontal pitch.
    public var sigmaX: Double
    /// Vertical standard deviation as a fraction of the row's pitch.
    public var sigmaY: Double
    /// Mean vertical offset of touches from the cap centre, as a fraction of the row pitch (+ = lower).
    public var offsetY: Double

    public init(sigmaX: Double = 0.25, sigmaY: Double = 0.25, offsetY: Double = 0) {
        self.sigmaX = sigmaX
        self.sigmaY = sigmaY
        self.offsetY = offsetY
    }
}
