import Foundation
import TeclaCore
import TeclaTouch

/// Why the decoder's first suggestion was not the swiped word: every in-vocabulary gesture is
/// counted by the word's length, its prompt set, double letters and whether the trace left the
/// keyboard; every top-1 miss gets one cause, decided in this order:
///
/// 1. **refused** — the trace was read as a tap or refused;
/// 2. **not in the 30 best** — with the step that lost it (start or end key too far, trace
///    length, not shortlisted, ranked lower);
/// 3. **same path** — the winner is drawn by the same keys ("were" / "we're", "in" / "inn"):
///    only the language model can choose;
/// 4. **language overruled the shape** — the word was drawn better than the winner (higher
///    spatial score) but the winner is more probable;
/// 5. **neighbour keys** — the winner's path has the same length and differs only by keys next
///    to the word's ("in" / "on", "was" / "qas"); otherwise **drawn like another word**.
///
/// Near ties (the word and the winner within 1 of spatial score, natural log) are also counted
/// with how many the sentence so far prefers the word: what a stronger context channel could win.
/// And per participant, the mean offset of the trace's first and last points from the word's first
/// and last keys: how much people differ, which is what per-user adaptation could learn.
public struct SwipeMissAnalysis: Sendable {
    public typealias Tally = SwipeEvaluation.Tally

    public var byLength: [String: Tally] = [:]
    public var bySet: [String: Tally] = [:]
    public var byDoubleLetters: [String: Tally] = [:]
    public var byLeavesKeyboard: [String: Tally] = [:]
    /// Top-1 misses by cause.
    public var causes: [String: Int] = [:]
    public var misses = 0
    public var nearTies = 0
    public var nearTiesContextPrefersWord = 0
    /// Misses by (word, winner), for the most frequent confusions.
    public var confusions: [String: Int] = [:]
    /// Per participant: summed endpoint offsets (key units) and the count.
    private var offsets: [String: (dx: Double, dy: Double, n: Int, dx2: Double, dy2: Double)] = [:]

    let configuration: SwipeDecoderConfiguration

    public init(configuration: SwipeDecoderConfiguration) {
        self.configuration = configuration
    }

    static func lengthBin(_ length: Int) -> String {
        switch length {
        case ...2: "1-2 letters"
        case 3: "3 letters"
        case 4: "4 letters"
        case 5...6: "5-6 letters"
        case 7...8: "7-8 letters"
        default: "9+ letters"
        }
    }

    /// The candidate's spatial share of the score (what the trace alone says), path-letter bonus included.
    func spatialScore(_ c: SwipeCandidate) -> Double {
        configuration.spatialScore(
            location: c.location, proportional: c.proportional, shape: c.shape, endpoints: c.endpoints, letters: c.letters,
            corners: c.corners) + configuration.pathLetterBonus * Double(c.path.unicodeScalars.count)
    }

    /// Whether two paths of one length differ only where their keys are neighbours.
    static func neighbours(_ a: String, _ b: String, on keyboard: SwipeKeyboard) -> Bool {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        guard x.count == y.count, x != y else { return false }
        for (p, q) in zip(x, y) where p != q {
            guard let i = keyboard.index(of: p), let j = keyboard.index(of: q) else { return false }
            let u = keyboard.normalized(keyboard.centers[i]), v = keyboard.normalized(keyboard.centers[j])
            if (u.x - v.x) * (u.x - v.x) + (u.y - v.y) * (u.y - v.y) > 1.3 * 1.3 { return false }
        }
        return true
    }

    /// Counts one in-vocabulary gesture; `explain` is asked only when the word is not among the
    /// candidates.
    public mutating func add(
        _ sample: SwipeSample, word: String, path: String, candidates: [SwipeCandidate], rejected: Bool, keyboard: SwipeKeyboard,
        explain: () -> SwipeDecoder.Explanation
    ) {
        let rank = SwipeEvaluation.rank(of: word, in: candidates)
        let letters = Array(word.unicodeScalars)
        byLength[Self.lengthBin(letters.count), default: Tally()].add(rank: rank, rejected: rejected)
        bySet[sample.set, default: Tally()].add(rank: rank, rejected: rejected)
        let doubled = zip(letters, letters.dropFirst()).contains { $0 == $1 }
        byDoubleLetters[doubled ? "double letters" : "no double letters", default: Tally()].add(rank: rank, rejected: rejected)
        let outside: Bool = {
            guard let box = keyboard.keyBox else { return false }
            return sample.points.contains {
                let p = keyboard.normalized($0)
                return p.x < box.minX - 0.5 || p.x > box.maxX + 0.5 || p.y < box.minY - 0.5 || p.y > box.maxY + 0.5
            }
        }()
        byLeavesKeyboard[outside ? "leaves the keys" : "stays on the keys", default: Tally()].add(rank: rank, rejected: rejected)
        addOffsets(sample, path: path, keyboard: keyboard)

        guard rank != 0 else { return }
        misses += 1
        if rejected {
            causes["refused (a tap or invalid)", default: 0] += 1
            return
        }
        guard let rank, let winner = candidates.first else {
            let cause: String
            switch explain() {
            case .startKeyTooFar, .endKeyTooFar: cause = "not in the 30 best: start or end key > 1.5 keys away"
            case .lengthOutOfRange: cause = "not in the 30 best: trace length far from the word's"
            case .notShortlisted: cause = "not in the 30 best: not shortlisted"
            case .scored: cause = "not in the 30 best: scored lower"
            case .letterWithoutKey, .notInVocabulary: cause = "not in the 30 best: no path"
            case .rejected: cause = "refused (a tap or invalid)"
            }
            causes[cause, default: 0] += 1
            return
        }
        let truth = candidates[rank]
        confusions["\(word) → \(winner.text.lowercased())", default: 0] += 1
        let gap = spatialScore(truth) - spatialScore(winner)
        if abs(gap) < 1, truth.path != winner.path {
            nearTies += 1
            if truth.language > winner.language { nearTiesContextPrefersWord += 1 }
        }
        if truth.path == winner.path {
            causes["same path as the winner (only the language model can choose)", default: 0] += 1
        } else if gap > 0 {
            causes["language overruled a better-drawn word", default: 0] += 1
        } else if Self.neighbours(truth.path, winner.path, on: keyboard) {
            causes["drawn like a neighbour-key word (in/on)", default: 0] += 1
        } else {
            causes["drawn like another word", default: 0] += 1
        }
    }

    /// The mean of the first point's offset from the first key and the last point's from the last.
    private mutating func addOffsets(_ sample: SwipeSample, path: String, keyboard: SwipeKeyboard) {
        guard let first = sample.points.first, let last = sample.points.last,
            let a = path.unicodeScalars.first.flatMap(keyboard.index(of:)), let b = path.unicodeScalars.last.flatMap(keyboard.index(of:))
        else { return }
        let p = keyboard.normalized(first), q = keyboard.normalized(last)
        let ka = keyboard.normalized(keyboard.centers[a]), kb = keyboard.normalized(keyboard.centers[b])
        let dx = ((p.x - ka.x) + (q.x - kb.x)) / 2, dy = ((p.y - ka.y) + (q.y - kb.y)) / 2
        var entry = offsets[sample.participant] ?? (0, 0, 0, 0, 0)
        entry = (entry.dx + dx, entry.dy + dy, entry.n + 1, entry.dx2 + dx * dx, entry.dy2 + dy * dy)
        offsets[sample.participant] = entry
    }

    /// How people differ: the spread across participants (with at least 10 gestures) of their
    /// mean endpoint offset, against the spread of one person's gestures around their own mean.
    public var offsetSpread: (participants: Int, betweenX: Double, betweenY: Double, withinX: Double, withinY: Double) {
        let people = offsets.values.filter { $0.n >= 10 }
        guard people.count > 1 else { return (people.count, 0, 0, 0, 0) }
        let means = people.map { (x: $0.dx / Double($0.n), y: $0.dy / Double($0.n)) }
        func spread(_ values: [Double]) -> Double {
            let mean = values.reduce(0, +) / Double(values.count)
            return (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count - 1)).squareRoot()
        }
        let withinX = people.map { ($0.dx2 / Double($0.n) - pow($0.dx / Double($0.n), 2)).squareRoot() }
        let withinY = people.map { ($0.dy2 / Double($0.n) - pow($0.dy / Double($0.n), 2)).squareRoot() }
        return (
            people.count, spread(means.map(\.x)), spread(means.map(\.y)), withinX.reduce(0, +) / Double(people.count),
            withinY.reduce(0, +) / Double(people.count)
        )
    }

    /// The tables as text (Markdown).
    public var report: String {
        var lines: [String] = []
        func table(_ title: String, _ groups: [String: Tally]) {
            lines.append("| \(title) | gestures | top-1 | top-4 | misses |")
            lines.append("|---|---|---|---|---|")
            for (name, t) in groups.sorted(by: { $0.key < $1.key }) {
                lines.append(
                    String(
                        format: "| %@ | %d | %.2f %% | %.2f %% | %d |", name, t.gestures, 100 * t.top1Rate, 100 * t.top4Rate, t.gestures - t.top1))
            }
            lines.append("")
        }
        table("word length", byLength)
        table("set", bySet)
        table("double letters", byDoubleLetters)
        table("trace", byLeavesKeyboard)
        lines.append("| cause of a top-1 miss | misses | share |")
        lines.append("|---|---|---|")
        for (cause, count) in causes.sorted(by: { $0.value > $1.value }) {
            lines.append(String(format: "| %@ | %d | %.1f %% |", cause, count, 100 * Double(count) / Double(max(1, misses))))
        }
        lines.append("")
        let common = confusions.filter { $0.value >= 3 }.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(25)
        lines.append("Most frequent confusions (word → first suggestion): " + common.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        lines.append("")
        lines.append(
            "Near ties (the word within 1 of the winner's spatial score, different paths): \(nearTies) of \(misses) misses; the sentence so far prefers the word in \(nearTiesContextPrefersWord)."
        )
        let spread = offsetSpread
        lines.append(
            String(
                format:
                    "Endpoint offsets (key units), %d participants with ≥ 10 gestures: their means spread by %.3f (x) / %.3f (y) across people; one person's gestures spread by %.3f / %.3f around their own mean.",
                spread.participants, spread.betweenX, spread.betweenY, spread.withinX, spread.withinY))
        return lines.joined(separator: "\n")
    }
}
