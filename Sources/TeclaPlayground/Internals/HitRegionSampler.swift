import TeclaCore

/// Pictures which key owns each point of a page by asking the page itself
/// (``KeyboardPage/key(at:)``) on a grid, so the picture shows what the engine decides rather than
/// a second implementation of its rule.
///
/// Each scanline is cut into runs of the same key; identical runs on consecutive scanlines merge
/// into one rectangle, so a page of rectangular bands comes back as one rectangle per key.
public struct HitRegionSampler: Sendable {
    /// Grid spacing in points: the error of every edge is at most half of it.
    public var step: Double

    /// The steps a client may ask for: finer costs time, coarser misdraws edges.
    public static let allowedSteps: ClosedRange<Double> = 0.5...8

    public init(step: Double = 1) {
        self.step = min(max(step, Self.allowedSteps.lowerBound), Self.allowedSteps.upperBound)
    }

    /// The regions of `page` within a keyboard of `size`.
    public func regions(of page: KeyboardPage, size: Size) -> [InternalsShape] {
        guard size.width > 0, size.height > 0 else { return [] }
        let columns = Int((size.width / step).rounded(.up))
        let rows = Int((size.height / step).rounded(.up))
        // Open rectangles, keyed by their run (first column, end column, key id).
        var open: [Run: Double] = [:]
        var shapes: [InternalsShape] = []
        var labels: [String: String] = [:]
        for row in 0...rows {
            let y = Double(row) * step
            var runs: [Run] = []
            if row < rows {
                let sampleY = min(y + step / 2, size.height)
                var current: Run?
                for column in 0..<columns {
                    let sampleX = min(Double(column) * step + step / 2, size.width)
                    let key = page.key(at: Point(x: sampleX, y: sampleY))
                    let id = key?.id ?? ""
                    if let key { labels[key.id] = key.label }
                    if var run = current, run.keyID == id {
                        run.end = column + 1
                        current = run
                    } else {
                        if let run = current { runs.append(run) }
                        current = Run(start: column, end: column + 1, keyID: id)
                    }
                }
                if let run = current { runs.append(run) }
            }
            let continuing = Set(runs)
            for (run, top) in open where !continuing.contains(run) {
                if !run.keyID.isEmpty {
                    shapes.append(shape(run, top: top, bottom: min(y, size.height), width: size.width, label: labels[run.keyID]))
                }
                open[run] = nil
            }
            for run in runs where open[run] == nil { open[run] = y }
        }
        return shapes.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
    }

    private func shape(_ run: Run, top: Double, bottom: Double, width: Double, label: String?) -> InternalsShape {
        let minX = Double(run.start) * step
        let maxX = min(Double(run.end) * step, width)
        return InternalsShape(keyID: run.keyID, label: label, frame: Rect(x: minX, y: top, width: maxX - minX, height: bottom - top))
    }

    private struct Run: Hashable {
        var start: Int
        var end: Int
        var keyID: String
    }
}
