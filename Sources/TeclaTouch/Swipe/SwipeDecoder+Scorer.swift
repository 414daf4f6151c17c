import Foundation
import TeclaCore

extension SwipeDecoder {
    /// The spatial half of decoding for one gesture: pruning, the proportional shortlist and the
    /// full channel scores. Owns its scratch buffers so that scoring a path allocates nothing.
    package struct Scorer {
        package struct Entry {
            package var path: Int
            package var cost: Double
        }

        struct Spatial {
            var location: Double
            var proportional: Double
            var shape: Double
            var endpoints: Double
            var letters: Double
            var corners: Double
            /// The path's length from key centre to key centre (key units).
            var pathLength: Double
            /// The largest distance² (capped) from one of the word's keys to the gesture, order ignored.
            var worstLetter: Double
            /// Turns of more than `cornerAngle` the path makes at its keys.
            var pathTurns: Int
        }

        let configuration: SwipeDecoderConfiguration
        let keyX: [Double]
        let keyY: [Double]
        let letters: [Unicode.Scalar]
        let gesture: SwipeTrace
        let corners: SwipeCorners
        /// The gesture at the shortlist's coarser resolution.
        let coarse: SwipeTrace
        let shapeX: [Double]
        let shapeY: [Double]
        private var vertexX: [Double]
        private var vertexY: [Double]
        private var vertexKey: [Int]
        private var template: SwipeTrace
        private var coarseTemplate: SwipeTrace
        private var previous: [Double]
        private var current: [Double]
        private var keyOfCode: [Int] = []
        /// The alphabet `keyOfCode` and `codeDistance` were made for.
        private var mappedAlphabet: [Unicode.Scalar]?
        /// Distance between the keys of two letter codes (`a * alphabet + b`; infinity without a key).
        private var codeDistance: [Double] = []
        /// Per key, the squared distance (capped at `letterCap`) to the gesture point nearest it:
        /// how far that letter is from the gesture, whatever the order.
        private let nearestToKey: [Double]

        package init(keyboard: SwipeKeyboard, gesture: SwipeTrace, corners: SwipeCorners, configuration: SwipeDecoderConfiguration) {
            self.configuration = configuration
            self.corners = corners
            keyX = keyboard.centers.map { $0.x / keyboard.pitchX }
            keyY = keyboard.centers.map { $0.y / keyboard.pitchY }
            letters = keyboard.letters
            self.gesture = gesture
            coarse = Self.downsample(gesture, to: configuration.shortlistSamples)
            coarseTemplate = SwipeTrace(count: coarse.xs.count)
            (shapeX, shapeY) = Self.unitBox(gesture.xs, gesture.ys)
            vertexX = [Double](repeating: 0, count: 64)
            vertexY = [Double](repeating: 0, count: 64)
            vertexKey = [Int](repeating: 0, count: 64)
            template = SwipeTrace(count: configuration.samples)
            previous = [Double](repeating: 0, count: max(configuration.samples, configuration.shortlistSamples))
            current = previous
            nearestToKey = zip(keyX, keyY).map { kx, ky in
                var best = configuration.letterCap
                for i in gesture.xs.indices {
                    let dx = gesture.xs[i] - kx, dy = gesture.ys[i] - ky
                    best = min(best, dx * dx + dy * dy)
                }
                return best
            }
        }

        /// The paths of `vocabulary` worth a full comparison, cheapest first.
        package mutating func shortlist(_ vocabulary: SwipeVocabulary, prior: [Float]) -> [Entry] {
            let c = configuration, n = c.samples
            mapKeys(vocabulary)
            let startCount = max(1, Int((c.startWindow * Double(n)).rounded()))
            let endCount = max(1, Int((c.endWindow * Double(n)).rounded()))
            let starts = nearCodes(samples: 0..<startCount, radius: c.startRadius)
            let ends = nearCodes(samples: (n - endCount)..<n, radius: c.endRadius)
            let priorWeight = c.shortlistPriorWeight * 2.302585092994046
            var heap = CostHeap(capacity: c.shortlist)
            let maxLength = gesture.length * c.maxLengthRatio + c.lengthSlack
            let minLength = gesture.length * c.minLengthRatio - c.lengthSlack
            // Every path of a (first, last) bucket starts and ends on the same keys, so the
            // endpoints' share of its cost is known before its letters are read: a lower bound
            // (the alignment's first and last cells are those points too). Cheapest buckets first,
            // so the shortlist fills with good paths early and the bound rejects the rest unread.
            let m = coarse.xs.count
            var buckets: [(first: Int, last: Int, bound: Double)] = []
            buckets.reserveCapacity(starts.count * ends.count)
            for s in starts {
                let ks = keyOfCode[s]
                let sx = coarse.xs[0] - keyX[ks], sy = coarse.ys[0] - keyY[ks]
                let ds = sx * sx + sy * sy
                for e in ends {
                    let ke = keyOfCode[e]
                    let ex = coarse.xs[m - 1] - keyX[ke], ey = coarse.ys[m - 1] - keyY[ke]
                    let de = ex * ex + ey * ey
                    let cells = m > 1 ? c.locationWeight * (min(ds, c.distanceCap) + min(de, c.distanceCap)) / Double(m) : 0
                    buckets.append((s, e, c.endpointWeight * (ds + de) + cells))
                }
            }
            buckets.sort { $0.bound != $1.bound ? $0.bound < $1.bound : ($0.first, $0.last) < ($1.first, $1.last) }
            for bucket in buckets {
                for p in vocabulary.bucket(first: bucket.first, last: bucket.last) {
                    let bonus = priorWeight * Double(prior[p])
                    if heap.isFull, bucket.bound - bonus >= heap.worstCost { continue }
                    let length = pathLength(vocabulary, path: p)
                    guard length <= maxLength, length >= minLength, loadVertices(vocabulary, path: p) else { continue }
                    // Costs above the shortlist's worst cannot enter it: give up on the
                    // alignment as soon as it is certain to exceed that.
                    let ceiling = heap.isFull ? heap.worstCost + bonus : .infinity
                    let cost = coarseCost(vertices: vocabulary.path(p).count, ceiling: ceiling)
                    if cost.isFinite { heap.offer(Entry(path: p, cost: cost - bonus)) }
                }
            }
            return heap.sorted()
        }

        package enum Check {
            case letterWithoutKey, startKeyTooFar, endKeyTooFar
            case length(Double)
            case cost(Double)
        }

        /// The pruning steps for one path (see `SwipeDecoder.explain`).
        package mutating func check(path p: Int, in vocabulary: SwipeVocabulary, prior: [Float]) -> Check {
            let c = configuration, n = c.samples
            mapKeys(vocabulary)
            let range = vocabulary.path(p)
            let startCount = max(1, Int((c.startWindow * Double(n)).rounded()))
            let endCount = max(1, Int((c.endWindow * Double(n)).rounded()))
            guard loadVertices(vocabulary, path: p) else { return .letterWithoutKey }
            let length = pathLength(vocabulary, path: p)
            guard nearCodes(samples: 0..<startCount, radius: c.startRadius).contains(Int(vocabulary.letters[range.lowerBound])) else { return .startKeyTooFar }
            guard nearCodes(samples: (n - endCount)..<n, radius: c.endRadius).contains(Int(vocabulary.letters[range.upperBound - 1])) else {
                return .endKeyTooFar
            }
            guard length <= gesture.length * c.maxLengthRatio + c.lengthSlack,
                length >= gesture.length * c.minLengthRatio - c.lengthSlack
            else { return .length(length) }
            return .cost(coarseCost(vertices: range.count, ceiling: .infinity) - c.shortlistPriorWeight * 2.302585092994046 * Double(prior[p]))
        }

        /// All channels for one shortlisted path.
        mutating func score(entry: Entry, in vocabulary: SwipeVocabulary) -> Spatial {
            let n = configuration.samples
            mapKeys(vocabulary)
            loadVertices(vocabulary, path: entry.path)
            let pathLength = pathLength(vocabulary, path: entry.path)
            let count = vocabulary.path(entry.path).count
            SwipeTrace.resample(
                count, x: { vertexX[$0] }, y: { vertexY[$0] }, count: n,
                xs: &template.xs, ys: &template.ys, length: &template.length)
            var proportional = 0.0
            for k in 0..<n {
                let dx = gesture.xs[k] - template.xs[k], dy = gesture.ys[k] - template.ys[k]
                proportional += dx * dx + dy * dy
            }
            // Shape: the template moved to its centroid and scaled to a unit box, in place.
            var cx = 0.0, cy = 0.0, minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
            for k in 0..<n {
                let x = template.xs[k], y = template.ys[k]
                cx += x; cy += y
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
            cx /= Double(n); cy /= Double(n)
            let side = max(maxX - minX, maxY - minY)
            let scale = side > 1e-9 ? 1 / side : 1
            var shape = 0.0
            for k in 0..<n {
                let dx = shapeX[k] - (template.xs[k] - cx) * scale, dy = shapeY[k] - (template.ys[k] - cy) * scale
                shape += (dx * dx + dy * dy).squareRoot()
            }
            return Spatial(
                location: warpedDistance(), proportional: proportional / Double(n),
                shape: shape / Double(n), endpoints: endpointCost(), letters: letterCost(vertices: count),
                corners: cornerCost(vertices: count), pathLength: pathLength,
                worstLetter: worstLetter(vertices: count), pathTurns: turns(vertices: count))
        }

        /// The shortlist's cost of the path in the vertex buffer: the warped distance at the coarse
        /// resolution and the endpoints, weighted as in the full score; infinity as soon as it is
        /// certain to exceed `ceiling`.
        private mutating func coarseCost(vertices: Int, ceiling: Double) -> Double {
            let m = coarse.xs.count, c = configuration
            // The endpoints are the first and last keys: known before resampling.
            let sx = coarse.xs[0] - vertexX[0], sy = coarse.ys[0] - vertexY[0]
            let ex = coarse.xs[m - 1] - vertexX[vertices - 1], ey = coarse.ys[m - 1] - vertexY[vertices - 1]
            let endpoints = c.endpointWeight * (sx * sx + sy * sy + ex * ex + ey * ey)
            guard endpoints < ceiling else { return .infinity }
            SwipeTrace.resample(
                vertices, x: { vertexX[$0] }, y: { vertexY[$0] }, count: m,
                xs: &coarseTemplate.xs, ys: &coarseTemplate.ys, length: &coarseTemplate.length)
            let limit = c.locationWeight > 0 ? (ceiling - endpoints) * Double(m) / c.locationWeight : .infinity
            let warped = Self.warpedDistance(coarse, coarseTemplate, band: c.band, cap: c.distanceCap, previous: &previous, current: &current, limit: limit)
            return warped.isFinite ? c.locationWeight * warped + endpoints : .infinity
        }

        /// Mean squared distance from each letter's key to the gesture point it is matched with,
        /// letters matched in order (dynamic programming over letters × points): how well every
        /// letter was visited, whatever the gesture did between letters.
        private mutating func letterCost(vertices m: Int) -> Double {
            let n = configuration.samples
            // previous[i]: best cost of letters 0...k-1 with letter k-1 matched at or before point i.
            for i in 0..<n { previous[i] = 0 }
            for k in 0..<m {
                var running = Double.infinity
                for i in 0..<n {
                    let dx = gesture.xs[i] - vertexX[k], dy = gesture.ys[i] - vertexY[k]
                    let here = min(dx * dx + dy * dy, configuration.letterCap) + previous[i]
                    running = min(running, here)
                    current[i] = running
                }
                swap(&previous, &current)
            }
            return previous[n - 1] / Double(max(1, m))
        }

        /// The word's key farthest from the gesture (squared distance to the nearest point, capped).
        private func worstLetter(vertices m: Int) -> Double {
            var worst = 0.0
            for k in 0..<m { worst = max(worst, nearestToKey[vertexKey[k]]) }
            return worst
        }

        /// How many times the path turns by more than the corners' angle at one of its keys.
        private func turns(vertices m: Int) -> Int {
            guard m > 2 else { return 0 }
            let limit = cos(configuration.cornerAngle)
            var count = 0
            for k in 1..<(m - 1) {
                let ax = vertexX[k] - vertexX[k - 1], ay = vertexY[k] - vertexY[k - 1]
                let bx = vertexX[k + 1] - vertexX[k], by = vertexY[k + 1] - vertexY[k]
                let norms = ((ax * ax + ay * ay) * (bx * bx + by * by)).squareRoot()
                if norms > 1e-9, (ax * bx + ay * by) / norms < limit { count += 1 }
            }
            return count
        }

        /// For each corner of the gesture, the squared distance (capped) to the nearest of the
        /// word's keys, summed: turns the word's letters do not explain.
        private func cornerCost(vertices m: Int) -> Double {
            let cap = configuration.distanceCap
            var total = 0.0
            for c in 0..<corners.count {
                var nearest = cap
                for k in 0..<m {
                    let dx = corners.xs[c] - vertexX[k], dy = corners.ys[c] - vertexY[k]
                    nearest = min(nearest, dx * dx + dy * dy)
                }
                total += nearest
            }
            return total
        }

        /// Squared distances of the gesture's first and last points to the template's.
        private func endpointCost() -> Double { Self.endpointCost(gesture, template) }

        static func endpointCost(_ a: SwipeTrace, _ b: SwipeTrace) -> Double {
            let n = a.xs.count
            let sx = a.xs[0] - b.xs[0], sy = a.ys[0] - b.ys[0]
            let ex = a.xs[n - 1] - b.xs[n - 1], ey = a.ys[n - 1] - b.ys[n - 1]
            return sx * sx + sy * sy + ex * ex + ey * ey
        }

        private mutating func warpedDistance() -> Double {
            Self.warpedDistance(
                gesture, template, band: configuration.band, cap: configuration.distanceCap, previous: &previous, current: &current, limit: .infinity)
        }

        /// Mean squared distance along the best monotone alignment of gesture and template
        /// points within a Sakoe-Chiba band (`previous` and `current` are scratch rows); infinity
        /// once every partial alignment costs more than `limit` (a row's minimum never decreases).
        static func warpedDistance(
            _ gesture: SwipeTrace, _ template: SwipeTrace, band: Double, cap: Double,
            previous: inout [Double], current: inout [Double], limit: Double
        ) -> Double {
            let n = gesture.xs.count
            let w = max(1, Int(band * Double(n)))
            let inf = Double.infinity
            for j in 0..<n { previous[j] = inf }
            for i in 0..<n {
                for j in 0..<n { current[j] = inf }
                let lo = max(0, i - w), hi = min(n - 1, i + w)
                var rowMinimum = Double.infinity
                for j in lo...hi {
                    let dx = gesture.xs[i] - template.xs[j], dy = gesture.ys[i] - template.ys[j]
                    let d = min(dx * dx + dy * dy, cap)
                    var best: Double
                    if i == 0 && j == 0 {
                        best = 0
                    } else {
                        best = previous[j]
                        if j > 0 { best = min(best, current[j - 1], previous[j - 1]) }
                    }
                    current[j] = d + best
                    rowMinimum = min(rowMinimum, d + best)
                }
                if rowMinimum > limit { return .infinity }
                swap(&previous, &current)
            }
            return previous[n - 1] / Double(n)
        }

        /// Every k-th point of a trace, so both resolutions sample the same path.
        static func downsample(_ trace: SwipeTrace, to count: Int) -> SwipeTrace {
            var out = SwipeTrace(count: count)
            out.length = trace.length
            let n = trace.xs.count
            for k in 0..<count {
                let i = count > 1 ? Int((Double(k) * Double(n - 1) / Double(count - 1)).rounded()) : 0
                out.xs[k] = trace.xs[i]
                out.ys[k] = trace.ys[i]
            }
            return out
        }

        /// Maps `vocabulary`'s letter codes to this keyboard's keys (once per vocabulary).
        private mutating func mapKeys(_ vocabulary: SwipeVocabulary) {
            guard mappedAlphabet != vocabulary.alphabet else { return }
            mappedAlphabet = vocabulary.alphabet
            keyOfCode = vocabulary.alphabet.map { letters.firstIndex(of: $0) ?? -1 }
            let a = keyOfCode.count
            codeDistance = [Double](repeating: .infinity, count: a * a)
            for i in 0..<a where keyOfCode[i] >= 0 {
                for j in 0..<a where keyOfCode[j] >= 0 {
                    codeDistance[i * a + j] = SwipeTrace.dist(keyX[keyOfCode[i]], keyY[keyOfCode[i]], keyX[keyOfCode[j]], keyY[keyOfCode[j]])
                }
            }
        }

        /// A path's length from key centre to key centre, from the distance table (infinity if a
        /// letter has no key): the length filter without loading the path.
        private func pathLength(_ vocabulary: SwipeVocabulary, path p: Int) -> Double {
            let range = vocabulary.path(p), a = keyOfCode.count
            var length = 0.0
            var previous = Int(vocabulary.letters[range.lowerBound])
            for i in (range.lowerBound + 1)..<range.upperBound {
                let code = Int(vocabulary.letters[i])
                length += codeDistance[previous * a + code]
                previous = code
            }
            return range.count == 1 && keyOfCode[previous] < 0 ? .infinity : length
        }

        /// Copies a path's key centres into the vertex buffer; false if a letter has no key.
        @discardableResult
        private mutating func loadVertices(_ vocabulary: SwipeVocabulary, path p: Int) -> Bool {
            let range = vocabulary.path(p)
            if range.count > vertexX.count {
                vertexX = [Double](repeating: 0, count: range.count * 2)
                vertexY = vertexX
                vertexKey = [Int](repeating: 0, count: range.count * 2)
            }
            var j = 0
            for i in range {
                let key = keyOfCode[Int(vocabulary.letters[i])]
                guard key >= 0 else { return false }
                vertexX[j] = keyX[key]
                vertexY[j] = keyY[key]
                vertexKey[j] = key
                j += 1
            }
            return true
        }

        /// Letter codes whose key lies within `radius` of one of the gesture's `samples`; the key
        /// nearest to each sample always counts.
        private func nearCodes(samples: Range<Int>, radius: Double) -> [Int] {
            var keys = [Bool](repeating: false, count: keyX.count)
            for i in samples {
                let x = gesture.xs[i], y = gesture.ys[i]
                var nearest = -1, nearestDistance = Double.infinity
                for k in 0..<keyX.count {
                    let d = SwipeTrace.dist(x, y, keyX[k], keyY[k])
                    if d <= radius { keys[k] = true }
                    if d < nearestDistance { nearestDistance = d; nearest = k }
                }
                if nearest >= 0 { keys[nearest] = true }
            }
            return keyOfCode.indices.filter { keyOfCode[$0] >= 0 && keys[keyOfCode[$0]] }
        }

        /// The trace moved to its centroid and scaled so its larger side is 1.
        static func unitBox(_ xs: [Double], _ ys: [Double]) -> ([Double], [Double]) {
            let n = Double(xs.count)
            let cx = xs.reduce(0, +) / n, cy = ys.reduce(0, +) / n
            let w = (xs.max() ?? 0) - (xs.min() ?? 0), h = (ys.max() ?? 0) - (ys.min() ?? 0)
            let scale = max(w, h) > 1e-9 ? 1 / max(w, h) : 1
            return (xs.map { ($0 - cx) * scale }, ys.map { ($0 - cy) * scale })
        }
    }
}
