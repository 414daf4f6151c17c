import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import Foundation
import TeclaCore
import TeclaLanguage

/// Replays recorded gestures through a ``SwipeDecoder`` and counts how often the prompted word
/// is the first, in the first three or in the first four candidates — overall, by prompt set, by
/// frequency bin and by word length — with out-of-vocabulary words counted apart, and the decode latency.
public struct SwipeEvaluation: Sendable {
    public struct Tally: Codable, Sendable, Equatable {
        public var gestures = 0
        public var top1 = 0
        public var top3 = 0
        public var top4 = 0
        public var rejected = 0

        public var top1Rate: Double { gestures > 0 ? Double(top1) / Double(gestures) : 0 }
        public var top3Rate: Double { gestures > 0 ? Double(top3) / Double(gestures) : 0 }
        public var top4Rate: Double { gestures > 0 ? Double(top4) / Double(gestures) : 0 }

        mutating func add(rank: Int?, rejected wasRejected: Bool) {
            gestures += 1
            if wasRejected { rejected += 1 }
            guard let rank else { return }
            if rank < 1 { top1 += 1 }
            if rank < 3 { top3 += 1 }
            if rank < 4 { top4 += 1 }
        }
    }

    public struct Report: Codable, Sendable {
        /// In-vocabulary gestures.
        public var overall = Tally()
        public var bySet: [String: Tally] = [:]
        public var byBin: [String: Tally] = [:]
        /// By the word's letter count (``SwipeEvaluation/lengthBuckets``).
        public var byLength: [String: Tally] = [:]
        /// Gestures whose word is not in the vocabulary (a hit is impossible unless personal).
        public var outOfVocabulary = Tally()
        /// Gestures skipped because their layout is unknown.
        public var unknownLayout = 0
        /// Decode time percentiles: CPU time of the decoding thread, so that other processes on
        /// the machine do not count (the budget is per core).
        public var latencyP50Milliseconds = 0.0
        public var latencyP95Milliseconds = 0.0
        public var latencyMaxMilliseconds = 0.0
        public var vocabularyWords = 0
        public var vocabularyPaths = 0

        public var oovRate: Double {
            let all = overall.gestures + outOfVocabulary.gestures
            return all > 0 ? Double(outOfVocabulary.gestures) / Double(all) : 0
        }
    }

    public let decoder: SwipeDecoder
    public let keyboards: [String: SwipeKeyboard]
    /// Whether the prompt's previous words are given to the decoder as context.
    public var useContext = true
    /// Whether the gestures' timestamps are given to the decoder (its timed re-ranker reads them).
    public var useTimes = true
    /// How many candidates each decode returns (4 for the top-4 figures; more for analyses).
    public var candidateLimit = 4

    /// Letters-only folded forms of the pack's words ("don't" → "dont").
    private let spellable: Set<String>

    public init(decoder: SwipeDecoder, keyboards: [String: SwipeKeyboard]) {
        self.decoder = decoder
        self.keyboards = keyboards
        let lexicon = decoder.predictor.pack.lexicon
        spellable = Set((0..<lexicon.count).map { Self.letters(lexicon.spelling(of: $0)) })
    }

    /// Whether a word can be found at all: a pack word has its letters (the prompts of How We
    /// Swipe drop apostrophes: "dont" is found as "don't").
    public func isInVocabulary(_ word: String) -> Bool {
        spellable.contains(Self.letters(word))
    }

    /// Whether a candidate is the prompted word, ignoring case and the punctuation a gesture
    /// cannot draw.
    public static func matches(_ candidate: String, _ word: String) -> Bool {
        letters(candidate) == letters(word)
    }

    /// Where the prompted word stands among the candidates (0 is the first suggestion), or nil
    /// when it is not among them.
    public static func rank(of word: String, in candidates: [SwipeCandidate]) -> Int? {
        candidates.firstIndex { matches($0.text, word) }
    }

    static func letters(_ word: String) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: TextFolding.fold(word).filter { !SwipeVocabulary.isSkippable($0.value) })
        return String(s)
    }

    /// The sentence so far the decoder is given for a sample (none without `useContext`).
    public func context(for sample: SwipeSample) -> TypingContext {
        TypingContext(previousWords: useContext ? sample.context.split(separator: " ").map(String.init) : [])
    }

    /// The timestamps the decoder is given for a sample (none without `useTimes`).
    public func times(for sample: SwipeSample) -> [Double]? {
        useTimes ? sample.times : nil
    }

    /// The decoder's candidates for one sample (empty when rejected).
    public func candidates(for sample: SwipeSample) -> (candidates: [SwipeCandidate], rejected: Bool)? {
        guard let keyboard = keyboards[sample.layout] else { return nil }
        let context = context(for: sample)
        do {
            return (try decoder.decode(sample.points, times: times(for: sample), on: keyboard, context: context, limit: candidateLimit), false)
        } catch {
            return ([], true)
        }
    }

    /// CPU seconds used by the calling thread.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The word-length groups of ``Report/byLength``, shortest first.
    public static let lengthBuckets = ["1-2", "3", "4", "5", "6", "7", "8", "9-10", "11+"]

    /// A word's length group: its letters, as the gesture draws them ("don't" has 4).
    public static func lengthBucket(of word: String) -> String {
        switch letters(word).count {
        case ...2: "1-2"
        case 9...10: "9-10"
        case 11...: "11+"
        case let n: String(n)
        }
    }

    /// Runs every sample; `observe` sees each sample with its candidates (for dumps and progress).
    public func run(_ samples: [SwipeSample], observe: (SwipeSample, [SwipeCandidate]) -> Void = { _, _ in }) -> Report {
        var report = Report()
        report.vocabularyWords = decoder.vocabulary.wordCount
        report.vocabularyPaths = decoder.vocabulary.pathCount
        var latencies: [Double] = []
        latencies.reserveCapacity(samples.count)
        for sample in samples {
            let started = Self.threadCPUTime()
            let result = candidates(for: sample)
            let elapsed = Self.threadCPUTime() - started
            guard let result else { report.unknownLayout += 1; continue }
            latencies.append(elapsed * 1000)
            observe(sample, result.candidates)
            let rank = Self.rank(of: sample.word, in: result.candidates)
            if isInVocabulary(sample.word) {
                report.overall.add(rank: rank, rejected: result.rejected)
                report.bySet[sample.set, default: Tally()].add(rank: rank, rejected: result.rejected)
                report.byBin[sample.bin, default: Tally()].add(rank: rank, rejected: result.rejected)
                report.byLength[Self.lengthBucket(of: sample.word), default: Tally()]
                    .add(rank: rank, rejected: result.rejected)
            } else {
                report.outOfVocabulary.add(rank: rank, rejected: result.rejected)
            }
        }
        let latency = Percentiles(latencies)
        report.latencyP50Milliseconds = latency[0.5]
        report.latencyP95Milliseconds = latency[0.95]
        report.latencyMaxMilliseconds = latency.maximum
        return report
    }
}
