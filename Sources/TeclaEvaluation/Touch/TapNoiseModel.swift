import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import TeclaLanguage
import TeclaCore

/// Simulated taps as kebbie models them: a Gaussian around the intended key's centre with
/// σx = pitch/6 and σy = row pitch/6 at noise 1.0, scaled by the noise factor.
public struct TapNoiseModel: Sendable {
    public var noise: Double

    public init(noise: Double) {
        self.noise = noise
    }

    /// A tap aimed at key `i` of `table`.
    public func tap(at i: Int, in table: KeyTable, using generator: inout SeededGenerator) -> Point {
        let sx = table.pitchX[i] / 6 * noise, sy = table.pitchY[i] / 6 * noise
        return Point(x: table.centerX[i] + sx * generator.nextGaussian(), y: table.centerY[i] + sy * generator.nextGaussian())
    }
}
