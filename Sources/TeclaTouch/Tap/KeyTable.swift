import TeclaCore

/// A page's keys flattened into arrays for allocation-free hit testing: centres, pitches, the
/// character each letter key types, which keys may compete for a touch and each key's anchor.
///
/// Built once per page (when a layout loads or the page changes), read on every tap.
public struct KeyTable: Sendable {
    public let page: KeyboardPage
    /// Keys in row order, as `page.keys`.
    public let keys: [Key]
    public let centerX: [Double]
    public let centerY: [Double]
    /// Horizontal and vertical pitch: the cap plus half the gap on each side.
    public let pitchX: [Double]
    public let pitchY: [Double]
    /// The row each key is in.
    public let row: [Int]
    /// Lower-cased single character a key types, or nil for function keys and longer text.
    public let character: [Character?]
    /// Whether a key takes part in probabilistic resolution (a letter-like character key).
    public let competes: [Bool]
    /// Row bands: a touch with `y < rowSplit[i]` is in row `i` or above.
    let rowSplit: [Double]
    let rowRanges: [Range<Int>]

    public init(page: KeyboardPage) {
        self.page = page
        var keys: [Key] = [], row: [Int] = [], ranges: [Range<Int>] = []
        for (r, rowKeys) in page.rows.enumerated() {
            let start = keys.count
            for key in rowKeys where key.action != .none {
                keys.append(key)
                row.append(r)
            }
            ranges.append(start..<keys.count)
        }
        self.keys = keys
        self.row = row
        rowRanges = ranges
        centerX = keys.map(\.frame.midX)
        centerY = keys.map(\.frame.midY)
        let splits = (0..<max(0, page.rows.count - 1)).map(page.rowSplit(after:))
        rowSplit = splits
        // Pitch: the distance to the neighbour's centre; for edge keys, the cap plus the usual gap.
        var pitchX: [Double] = [], pitchY: [Double] = []
        for (i, key) in keys.enumerated() {
            let range = ranges[row[i]]
            var gap = 6.0
            if i + 1 < range.upperBound {
                gap = keys[i + 1].frame.minX - key.frame.maxX
            } else if i > range.lowerBound {
                gap = key.frame.minX - keys[i - 1].frame.maxX
            }
            pitchX.append(key.frame.width + max(0, gap))
            let r = row[i]
            let above = r > 0 ? splits[r - 1] : key.frame.minY - (r + 1 < page.rows.count ? splits[r] - key.frame.maxY : 6)
            let below = r < splits.count ? splits[r] : key.frame.maxY + (key.frame.minY - above)
            pitchY.append(below - above)
        }
        self.pitchX = pitchX
        self.pitchY = pitchY
        character = keys.map { key in
            guard case .character(let text) = key.action, text.count == 1, let c = text.lowercased().first else { return nil }
            return c
        }
        competes = keys.map { key in
            guard key.style == .character, case .character(let text) = key.action, text.count == 1, let c = text.first else { return false }
            return c.isLetter
        }
    }

    public var count: Int { keys.count }

    /// Index of the key whose character is `c` (lower-cased), if any.
    public func index(of c: Character) -> Int? {
        character.firstIndex(of: c)
    }

    /// The nearest-key hit test (iOS's static rule): row band by y, then nearest cap in the row.
    /// - Complexity: O(keys), no allocation.
    public func nearestKey(to point: Point) -> Int? {
        guard point.isFinite, !keys.isEmpty else { return nil }
        var r = 0
        while r < rowSplit.count && point.y >= rowSplit[r] { r += 1 }
        var best: Int?
        var bestDistance = Double.infinity
        for i in rowRanges[r] {
            let distance = keys[i].frame.horizontalDistance(to: point.x)
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        return best
    }

    /// The row band a point is in.
    public func rowIndex(at y: Double) -> Int {
        var r = 0
        while r < rowSplit.count && y >= rowSplit[r] { r += 1 }
        return r
    }

    /// The keys of row `r`.
    public func keys(inRow r: Int) -> Range<Int> { rowRanges[r] }
}
