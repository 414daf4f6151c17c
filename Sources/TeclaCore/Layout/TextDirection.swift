/// The direction a layout's script is written in; the renderer mirrors text, not the key grid.
public enum TextDirection: String, Hashable, Sendable, Codable {
    case leftToRight
    case rightToLeft
}

extension TextDirection {
    /// The logical offset (towards the end of the text when positive) of a cursor moved
    /// `visualOffset` characters to the right on screen: to the right is forward in
    /// left-to-right text and backward in right-to-left text (N'Ko, Arabic).
    ///
    /// ```swift
    /// TextDirection.rightToLeft.logicalOffset(forVisualOffset: 1)   // -1
    /// ```
    public func logicalOffset(forVisualOffset visualOffset: Int) -> Int {
        self == .leftToRight ? visualOffset : -visualOffset
    }
}
