import TeclaCore
import TeclaLanguage

/// The geometry a gesture is matched against: the centre of every key that types a letter, in
/// the layout's own coordinates, and the key pitch that turns those coordinates into key units.
///
/// Gestures and templates are compared in key units (x / pitch, y / row pitch), so one decoder
/// tuning holds for a 320-point phone keyboard, a 1,023-pixel tablet one, or kebbie's 32 × 72 keys.
public struct SwipeKeyboard: Sendable, Equatable {
    /// The folded letter each key types ("a", "ß" folds to "ss" and is left out).
    public let letters: [Unicode.Scalar]
    /// Key centres in layout coordinates.
    public let centers: [Point]
    /// Horizontal distance between neighbouring key centres.
    public let pitchX: Double
    /// Vertical distance between neighbouring rows.
    public let pitchY: Double

    /// A keyboard from explicit letter keys (`letter → centre`) and the key pitch.
    public init(centers: [(letter: Unicode.Scalar, center: Point)], pitchX: Double, pitchY: Double) {
        letters = centers.map(\.letter)
        self.centers = centers.map(\.center)
        self.pitchX = pitchX > 0 && pitchX.isFinite ? pitchX : 1
        self.pitchY = pitchY > 0 && pitchY.isFinite ? pitchY : 1
    }

    /// The letter keys of a layout page. The pitch is the median distance between neighbouring
    /// letter centres in a row (x) and between row centres (y).
    public init(page: KeyboardPage) {
        var keys: [(Unicode.Scalar, Point)] = []
        var dx: [Double] = [], rowY: [Double] = []
        for row in page.rows {
            var previous: Double?
            var ys: [Double] = []
            for key in row {
                guard let letter = Self.letter(of: key) else { previous = nil; continue }
                guard !keys.contains(where: { $0.0 == letter }) else { continue }
                keys.append((letter, key.frame.center))
                if let previous { dx.append(key.frame.midX - previous) }
                previous = key.frame.midX
                ys.append(key.frame.midY)
            }
            if !ys.isEmpty { rowY.append(ys.reduce(0, +) / Double(ys.count)) }
        }
        let dy = zip(rowY.dropFirst(), rowY).map { $0 - $1 }
        self.init(
            centers: keys.map { (letter: $0.0, center: $0.1) },
            pitchX: Self.median(dx) ?? 1, pitchY: Self.median(dy) ?? Self.median(dx) ?? 1)
    }

    /// The letter keys of a corrector geometry (kebbie's 320 × 288 QWERTY, for instance); the
    /// pitch is the smallest gap between key centres along each axis.
    public init(geometry: KeyboardGeometry) {
        let keys = geometry.keys.keys.sorted().compactMap { c -> (letter: Unicode.Scalar, center: Point)? in
            guard c.isLetter, let letter = Self.letter(of: String(c)), let key = geometry.keys[c] else { return nil }
            return (letter, Point(x: key.x, y: key.y))
        }
        var pitchX = Double.infinity, pitchY = Double.infinity
        for a in keys {
            for b in keys {
                let dx = abs(a.center.x - b.center.x), dy = abs(a.center.y - b.center.y)
                if dy < 1e-6, dx > 1e-6 { pitchX = min(pitchX, dx) }
                if dy > 1e-6 { pitchY = min(pitchY, dy) }
            }
        }
        self.init(centers: keys, pitchX: pitchX.isFinite ? pitchX : 1, pitchY: pitchY.isFinite ? pitchY : 1)
    }

    public var count: Int { letters.count }

    /// The box around the letter keys' centres, in key units (nil without keys).
    package var keyBox: (minX: Double, maxX: Double, minY: Double, maxY: Double)? {
        guard let first = centers.first.map(normalized) else { return nil }
        var box = (minX: first.x, maxX: first.x, minY: first.y, maxY: first.y)
        for c in centers.dropFirst().lazy.map(normalized) {
            box = (min(box.minX, c.x), max(box.maxX, c.x), min(box.minY, c.y), max(box.maxY, c.y))
        }
        return box
    }

    /// The key typing the folded letter `letter`, if any.
    public func index(of letter: Unicode.Scalar) -> Int? { letters.firstIndex(of: letter) }

    /// A point in key units.
    @inline(__always) package func normalized(_ p: Point) -> Point {
        Point(x: p.x / pitchX, y: p.y / pitchY)
    }

    /// The folded letter a key of a page types, if it is a letter key: the keys a gesture is matched
    /// against (the playground's swipe study writes the same keys out).
    package static func letter(of key: Key) -> Unicode.Scalar? {
        guard key.style == .character, case .character(let text) = key.action else { return nil }
        return letter(of: text)
    }

    /// The folded letter a key's text types, if it is one letter.
    static func letter(of text: String) -> Unicode.Scalar? {
        guard text.count == 1, let c = text.first, c.isLetter else { return nil }
        let folded = TextFolding.fold(text)
        return folded.count == 1 ? folded[0] : nil
    }

    private static func median(_ values: [Double]) -> Double? {
        let positive = values.filter { $0 > 0 }.sorted()
        return positive.isEmpty ? nil : positive[positive.count / 2]
    }
}
