/// The direction a layout's script is written in; the renderer mirrors text, not the key grid.
public enum TextDirection: String, Hashable, Sendable, Codable {
    case leftToRight
    case rightToLeft
}
