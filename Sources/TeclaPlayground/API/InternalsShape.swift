import TeclaCore

/// One figure of an internals layer, in layout points.
///
/// Only rectangles exist so far; later layers (probabilistic touch boundaries, swipe paths)
/// add kinds, and a renderer skips kinds it does not know.
public struct InternalsShape: Hashable, Sendable, Codable {
    /// What the shape is; ``frame`` holds a `rect`.
    public enum Kind: String, Hashable, Sendable, Codable {
        case rect
    }

    public var kind: Kind
    /// The key the shape belongs to, if any.
    public var keyID: String?
    /// A short text to draw with the shape.
    public var label: String?
    /// Where the shape is, in layout points.
    public var frame: Rect

    public init(kind: Kind = .rect, keyID: String?, label: String?, frame: Rect) {
        self.kind = kind
        self.keyID = keyID
        self.label = label
        self.frame = frame
    }
}
