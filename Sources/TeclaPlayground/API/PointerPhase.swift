/// Where a pointer is in its life: the pointer events a renderer forwards.
public enum PointerPhase: String, Hashable, Sendable, Codable, CaseIterable {
    case down, move, up
    /// The system took the pointer away: nothing is typed.
    case cancel
}
