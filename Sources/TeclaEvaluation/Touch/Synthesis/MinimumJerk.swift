/// The minimum-jerk profile of a point-to-point movement (Flash & Hogan 1985): the fraction of
/// the way covered at normalised time τ ∈ [0, 1] is 10τ³ − 15τ⁴ + 6τ⁵, which starts and ends at
/// rest with no jump in acceleration. A gesture is drawn as such movements between letters,
/// overlapping in time (``SwipeSynthesizer``).
///
/// ```swift
/// MinimumJerk.fraction(0.5)  // 0.5
/// MinimumJerk.speed(0.5)     // 1.875: the peak, in path lengths per duration
/// ```
public enum MinimumJerk {
    /// The fraction of the movement done at `tau` (clamped to 0…1).
    public static func fraction(_ tau: Double) -> Double {
        let t = min(max(tau, 0), 1)
        return t * t * t * (10 + t * (-15 + 6 * t))
    }

    /// The speed at `tau`, in movement lengths per movement duration (0 outside 0…1).
    public static func speed(_ tau: Double) -> Double {
        guard tau > 0, tau < 1 else { return 0 }
        return 30 * tau * tau * (1 - tau) * (1 - tau)
    }
}
