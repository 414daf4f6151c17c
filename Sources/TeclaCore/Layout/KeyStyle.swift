/// How a key is drawn, and how it competes for touches: character keys may yield ground to a more
/// likely neighbour; function keys never do.
public enum KeyStyle: String, Hashable, Sendable, Codable {
    /// A light key that types text.
    case character
    /// A grey key: shift, delete, page switches, globe.
    case function
    /// The space bar.
    case space
    /// The return key when the field gives it a verb (send, go, search…): drawn in the accent colour.
    case primary
}
