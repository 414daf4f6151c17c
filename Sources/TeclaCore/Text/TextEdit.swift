/// One change the keyboard makes to the document; the unit a session emits and a renderer applies.
public enum TextEdit: Hashable, Sendable {
    case insert(String)
    /// Deletes this many graphemes before the cursor (or the selection, counted as one).
    case deleteBackward(Int)
    case setMarkedText(String)
    case unmarkText
    case moveCursor(Int)
}

extension TextEdit: CustomStringConvertible {
    public var description: String {
        switch self {
        case .insert(let text): "insert(\(text.debugDescription))"
        case .deleteBackward(let count): "deleteBackward(\(count))"
        case .setMarkedText(let text): "setMarkedText(\(text.debugDescription))"
        case .unmarkText: "unmarkText"
        case .moveCursor(let offset): "moveCursor(\(offset))"
        }
    }
}
