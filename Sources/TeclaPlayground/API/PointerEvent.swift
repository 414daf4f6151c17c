import TeclaCore

/// One pointer event, in layout points and milliseconds of the client's clock.
public struct PointerEvent: Hashable, Sendable {
    /// Down, move, up or cancel.
    public var phase: PointerPhase
    /// Tells fingers apart (the browser's `pointerId`).
    public var pointer: Int
    /// Where the pointer is; absent for `cancel`.
    public var location: Point?
    /// Milliseconds on the client's clock; never decreasing within a session.
    public var t: Double

    public init(phase: PointerPhase, pointer: Int, location: Point?, t: Double) {
        self.phase = phase
        self.pointer = pointer
        self.location = location
        self.t = t
    }
}
