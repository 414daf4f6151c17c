import TeclaCore

/// What Tecla learns about one user's aim: per key, the average offset of their taps from the
/// key's centre, from taps that were not corrected afterwards.
///
/// Bounded in every way: each key's offset is an exponential moving average whose weight stops
/// growing after `maximumWeight` taps (so it keeps adapting), offsets are clamped to
/// `maximumOffset` of the key's pitch (a key's centre stays its own), and only keys the layout
/// has are kept. ``reset()`` forgets everything.
public struct TouchAdaptation: Hashable, Sendable, Codable {
    public struct Offset: Hashable, Sendable, Codable {
        /// Mean offset in fractions of the key's pitch (x right, y down).
        public var dx: Double
        public var dy: Double
        /// How many taps the mean is made of (capped).
        public var weight: Double
    }

    public private(set) var offsets: [String: Offset] = [:]
    public var maximumWeight: Double
    public var maximumOffset: Double

    public init(maximumWeight: Double = 50, maximumOffset: Double = 0.3) {
        self.maximumWeight = maximumWeight
        self.maximumOffset = maximumOffset
    }

    /// Learns from a tap at `point` that typed key `i` of `table` and was kept.
    public mutating func learn(tap point: Point, key i: Int, table: KeyTable) {
        guard point.isFinite, table.keys.indices.contains(i), table.competes[i] else { return }
        let dx = (point.x - table.centerX[i]) / table.pitchX[i]
        let dy = (point.y - table.centerY[i]) / table.pitchY[i]
        // A tap more than a pitch away is a slip, not aim.
        guard abs(dx) <= 1, abs(dy) <= 1 else { return }
        let id = table.keys[i].id
        var offset = offsets[id] ?? Offset(dx: 0, dy: 0, weight: 0)
        let weight = min(offset.weight + 1, maximumWeight)
        offset.dx += (dx - offset.dx) / weight
        offset.dy += (dy - offset.dy) / weight
        offset.dx = max(-maximumOffset, min(maximumOffset, offset.dx))
        offset.dy = max(-maximumOffset, min(maximumOffset, offset.dy))
        offset.weight = weight
        offsets[id] = offset
    }

    /// The learned offset of a key in points, shrunk towards zero while evidence is thin.
    public func offset(for i: Int, in table: KeyTable) -> (dx: Double, dy: Double) {
        guard let offset = offsets[table.keys[i].id] else { return (0, 0) }
        let trust = offset.weight / (offset.weight + 5)
        return (offset.dx * trust * table.pitchX[i], offset.dy * trust * table.pitchY[i])
    }

    public mutating func reset() {
        offsets.removeAll()
    }
}

extension TouchAdaptation {
    private enum CodingKeys: String, CodingKey {
        case offsets, maximumWeight, maximumOffset
    }

    /// Reads what any version saved: a missing field takes its default (an older file keeps its
    /// learned aim instead of being thrown away), and an offset that is not finite or lies outside
    /// the bounds is dropped or clamped, so a damaged file cannot push taps off their keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = TouchAdaptation()
        let weight = (try? container.decodeIfPresent(Double.self, forKey: .maximumWeight)) ?? nil
        let offset = (try? container.decodeIfPresent(Double.self, forKey: .maximumOffset)) ?? nil
        self.init(
            maximumWeight: weight.flatMap { $0.isFinite && $0 >= 1 ? $0 : nil } ?? defaults.maximumWeight,
            maximumOffset: offset.flatMap { $0.isFinite && $0 >= 0 && $0 <= 0.5 ? $0 : nil } ?? defaults.maximumOffset)
        let saved = ((try? container.decodeIfPresent([String: Offset].self, forKey: .offsets)) ?? nil) ?? [:]
        for (key, value) in saved where value.dx.isFinite && value.dy.isFinite && value.weight.isFinite && value.weight > 0 {
            offsets[key] = Offset(
                dx: max(-maximumOffset, min(maximumOffset, value.dx)),
                dy: max(-maximumOffset, min(maximumOffset, value.dy)),
                weight: min(value.weight, maximumWeight))
        }
    }
}
