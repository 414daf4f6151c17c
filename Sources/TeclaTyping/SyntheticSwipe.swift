import TeclaCore

/// Word gestures drawn by a perfectly steady finger: straight lines through the centres of the
/// word's keys, sampled every `step` points (as a touch screen reports a moving finger). Tests
/// swipe with them, and `tecla eval swipe --ideal-words` decodes them for the commonest words.
public enum SyntheticSwipe {
    /// The trace of `word` on `page` (letters matched case-insensitively; others skipped).
    public static func points(for word: String, on page: KeyboardPage, step: Double = 4) -> [Point] {
        let centers: [Point] = word.lowercased().compactMap { letter in
            page.keys.first { key in
                if case .character(let text) = key.action { return text.lowercased() == String(letter) }
                return false
            }?.frame.center
        }
        return through(centers, step: step)
    }

    /// A polyline through `centers`, sampled every `step`.
    public static func through(_ centers: [Point], step: Double = 4) -> [Point] {
        guard var previous = centers.first else { return [] }
        var points = [previous]
        for next in centers.dropFirst() {
            let distance = previous.distance(to: next)
            let count = max(1, Int((distance / step).rounded(.up)))
            for i in 1...count {
                let t = Double(i) / Double(count)
                points.append(Point(x: previous.x + (next.x - previous.x) * t, y: previous.y + (next.y - previous.y) * t))
            }
            previous = next
        }
        return points
    }
}
