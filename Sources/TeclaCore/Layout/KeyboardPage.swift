/// One page of a layout (letters, numbers, symbols, emoji…): rows of keys with their geometry.
///
/// Every point of the page belongs to exactly one key, as on iOS: a touch in the gap between caps
/// goes to the nearest key of the row band it falls in. Rows split vertically halfway between
/// their caps; the first and last rows extend to the page's edges.
public struct KeyboardPage: Hashable, Sendable, Codable, Identifiable {
    public var id: PageID
    public var rows: [[Key]]

    public init(id: PageID, rows: [[Key]]) {
        self.id = id
        self.rows = rows
    }

    /// All keys, row by row.
    public var keys: [Key] { rows.flatMap { $0 } }

    /// The first key with the given id.
    public func key(id: String) -> Key? {
        for row in rows { if let key = row.first(where: { $0.id == id }) { return key } }
        return nil
    }

    /// The first key whose action is `action`.
    public func key(for action: KeyAction) -> Key? {
        for row in rows { if let key = row.first(where: { $0.action == action }) { return key } }
        return nil
    }

    /// The index of the row band that `y` falls in.
    ///
    /// - Complexity: O(rows).
    public func rowIndex(at y: Double) -> Int? {
        guard y.isFinite, !rows.isEmpty else { return nil }
        for index in 0..<(rows.count - 1) where y < rowSplit(after: index) { return index }
        return rows.count - 1
    }

    /// Where row `index`'s band ends and the next one's begins: halfway between their caps.
    public func rowSplit(after index: Int) -> Double {
        (rowBottom(index) + rowTop(index + 1)) / 2
    }

    /// The key a touch at `point` belongs to (nearest-key hit test, no language model).
    ///
    /// Returns `nil` only for non-finite coordinates or an empty page.
    /// - Complexity: O(keys).
    public func key(at point: Point) -> Key? {
        guard point.isFinite, let rowIndex = rowIndex(at: point.y) else { return nil }
        var best: Key?
        var bestDistance = Double.infinity
        for key in rows[rowIndex] where key.action != .none {
            let distance = key.frame.horizontalDistance(to: point.x)
            if distance < bestDistance {
                best = key
                bestDistance = distance
            }
        }
        return best
    }

    // Loops rather than map/min: hit testing runs on every touch and must not allocate.
    private func rowTop(_ index: Int) -> Double {
        var top = Double.infinity
        for key in rows[index] { top = min(top, key.frame.minY) }
        return top.isFinite ? top : 0
    }

    private func rowBottom(_ index: Int) -> Double {
        var bottom = -Double.infinity
        for key in rows[index] { bottom = max(bottom, key.frame.maxY) }
        return bottom.isFinite ? bottom : 0
    }
}
