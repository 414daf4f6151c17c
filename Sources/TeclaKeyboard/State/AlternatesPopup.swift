import TeclaCore

/// The long-press popup of a key's alternates, as a value: where each option is drawn and which
/// one the finger is on. Sliding the finger changes the selection; lifting it types the selection.
public struct AlternatesPopup: Hashable, Sendable, Codable {
    /// The key that was held.
    public var keyID: String
    /// The options, already in the case the shift state calls for.
    public var options: [String]
    /// Where each option is drawn, in layout points (above the key, kept inside the keyboard).
    public var frames: [Rect]
    public var selectedIndex: Int

    /// Lays out `options` in a row above `key`, growing leftwards when the key is on the right half.
    public init(key: Key, options: [String], keyboardWidth: Double, touch: Point) {
        keyID = key.id
        self.options = options
        let width = max(key.frame.width, 24)
        let total = width * Double(options.count)
        let growsLeft = key.frame.midX > keyboardWidth / 2
        var x = growsLeft ? key.frame.maxX - total : key.frame.minX
        x = max(0, min(x, keyboardWidth - total))
        let y = key.frame.minY - key.frame.height - 8
        frames = options.indices.map { Rect(x: x + Double($0) * width, y: y, width: width, height: key.frame.height) }
        selectedIndex = 0
        selectedIndex = index(nearest: touch)
    }

    /// The option whose column is nearest the finger's x (drag-to-select ignores height, as on iOS).
    public func index(nearest point: Point) -> Int {
        guard point.x.isFinite, !frames.isEmpty else { return selectedIndex }
        var best = 0
        var bestDistance = Double.infinity
        for (index, frame) in frames.enumerated() {
            let distance = frame.horizontalDistance(to: point.x)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    public var selected: String? { options.indices.contains(selectedIndex) ? options[selectedIndex] : nil }
}
