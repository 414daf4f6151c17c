import TeclaCore

/// Pictures which key owns each point of a page by asking the engine's own hit test (the
/// session's `key(at:)`: probabilistic touch on the letters page, the nearest key elsewhere), so
/// the picture shows what the engine decides rather than a second implementation of its rule.
///
/// Sampling is coarse where nothing changes and fine where something does: each scanline is
/// sampled every ``coarseSpacing`` points and every change of key is bisected down to ``step``;
/// scanlines are placed the same way down the page. Identical runs on neighbouring scanlines
/// merge, so a page of rectangular bands comes back as one rectangle per key. A region narrower
/// than the coarse spacing that falls between two samples of the same key would be missed; keys
/// are several times wider than that.
public struct HitRegionSampler: Sendable {
    /// The precision of every edge, in points (an edge is off by at most half of it).
    public var step: Double
    /// Spacing of the first, coarse samples, in points.
    public var coarseSpacing: Double

    /// The steps a client may ask for.
    public static let allowedSteps: ClosedRange<Double> = 0.25...8

    public init(step: Double = 0.5, coarseSpacing: Double = 8) {
        self.step = min(max(step, Self.allowedSteps.lowerBound), Self.allowedSteps.upperBound)
        self.coarseSpacing = max(coarseSpacing, self.step)
    }

    /// The regions of `page` within a keyboard of `size`, top to bottom, left to right, as the
    /// hit test `keyAt` decides them (by default the page's nearest-key rule).
    public func regions(of page: KeyboardPage, size: Size, keyAt: ((Point) -> Key?)? = nil) -> [InternalsShape] {
        let keyAt: (Point) -> Key? = { point in keyAt?(point) ?? page.key(at: point) }
        guard size.width > 0, size.height > 0 else { return [] }
        var labels: [String: String] = [:]
        for key in page.keys { labels[key.id] = key.label }

        // Horizontal bands of the page, each with the runs its scanlines share.
        let scanlines = refine(extent: size.height) { y in runs(at: y, width: size.width, keyAt: keyAt) }
        var bands: [(top: Double, runs: [Run])] = []
        for (index, scanline) in scanlines.enumerated() {
            if index == 0 {
                bands.append((0, scanline.value))
            } else if scanline.value != scanlines[index - 1].value {
                bands.append(((scanlines[index - 1].position + scanline.position) / 2, scanline.value))
            }
        }

        // Runs that continue unchanged from band to band become one rectangle.
        var shapes: [InternalsShape] = []
        var open: [Run: Double] = [:]
        for (index, band) in bands.enumerated() {
            let bottom = index + 1 < bands.count ? bands[index + 1].top : size.height
            let continuing = Set(band.runs)
            for (run, top) in open where !continuing.contains(run) {
                shapes.append(shape(run, top: top, bottom: band.top, label: labels[run.keyID]))
                open[run] = nil
            }
            for run in band.runs where open[run] == nil { open[run] = band.top }
            if index == bands.count - 1 {
                for (run, top) in open { shapes.append(shape(run, top: top, bottom: bottom, label: labels[run.keyID])) }
            }
        }
        return shapes.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
    }

    /// The keys along the scanline at `y`, as runs from left to right.
    private func runs(at y: Double, width: Double, keyAt: (Point) -> Key?) -> [Run] {
        let samples = refine(extent: width) { x in keyAt(Point(x: x, y: y))?.id ?? "" }
        var runs: [Run] = []
        var start = 0.0
        for index in samples.indices.dropFirst() where samples[index].value != samples[index - 1].value {
            let boundary = (samples[index - 1].position + samples[index].position) / 2
            runs.append(Run(minX: start, maxX: boundary, keyID: samples[index - 1].value))
            start = boundary
        }
        if let last = samples.last { runs.append(Run(minX: start, maxX: width, keyID: last.value)) }
        return runs.filter { !$0.keyID.isEmpty }
    }

    /// Samples `value` from 0 to `extent`: every ``coarseSpacing``, then between any two
    /// neighbours that differ, halving the gap until it is at most ``step``.
    private func refine<Value: Equatable>(extent: Double, _ value: (Double) -> Value) -> [(position: Double, value: Value)] {
        let count = max(1, Int((extent / coarseSpacing).rounded(.up)))
        let coarse = (0...count).map { index -> (position: Double, value: Value) in
            let position = min(Double(index) * coarseSpacing, extent)
            return (position, value(position))
        }
        var samples = [coarse[0]]
        for index in coarse.indices.dropFirst() {
            bisect(from: coarse[index - 1], to: coarse[index], value, into: &samples)
            samples.append(coarse[index])
        }
        return samples
    }

    /// Appends the samples strictly between `a` and `b` needed to place every change within `step`.
    private func bisect<Value: Equatable>(
        from a: (position: Double, value: Value), to b: (position: Double, value: Value),
        _ value: (Double) -> Value, into samples: inout [(position: Double, value: Value)]
    ) {
        guard a.value != b.value, b.position - a.position > step else { return }
        let middle = (a.position + b.position) / 2
        let m = (position: middle, value: value(middle))
        bisect(from: a, to: m, value, into: &samples)
        samples.append(m)
        bisect(from: m, to: b, value, into: &samples)
    }

    private func shape(_ run: Run, top: Double, bottom: Double, label: String?) -> InternalsShape {
        InternalsShape(keyID: run.keyID, label: label, frame: Rect(x: run.minX, y: top, width: run.maxX - run.minX, height: bottom - top))
    }

    private struct Run: Hashable {
        var minX: Double
        var maxX: Double
        var keyID: String
    }
}
