/// Stitches several screenshots of one scrolling chat, given in order, into one conversation.
///
/// Consecutive screenshots overlap by an unknown number of messages. The overlap is found by
/// aligning the end of what is merged so far with the start of the next screenshot: a dynamic
/// programme over the two message sequences (an *overlap alignment*, as in sequence assembly)
/// where two messages match when the same side wrote them and their texts are alike
/// (``MessageSimilarity``, which tolerates OCR noise and bubbles cut at the screen's edge), and a
/// message missing on one side costs a gap. The earlier screenshot's messages before the overlap
/// and the later one's after it are free, so the best alignment is the real overlap whatever its
/// length, and repeated short messages ("ok", "haha") align by their neighbours. Of two matched
/// readings the longer is kept (a bubble cut in one screenshot is whole in the other).
public struct ConversationMerger: Sendable {
    /// Texts at least this alike can match.
    public var matchThreshold = 0.6
    /// The cost of a message present in only one screenshot inside the overlap.
    public var gapPenalty = 0.45
    /// An overlap must score at least this to be used; below it the screenshots are taken as
    /// consecutive without overlap.
    public var minimumOverlapScore = 0.6

    public init() {}

    public func merge(_ conversations: [Conversation]) -> Conversation {
        guard var merged = conversations.first else { return Conversation() }
        for next in conversations.dropFirst() {
            merged.messages = merge(merged.messages, next.messages)
            if merged.title == nil { merged.title = next.title }
        }
        return merged
    }

    /// `earlier` followed by `later` with their overlap counted once.
    public func merge(_ earlier: [Message], _ later: [Message]) -> [Message] {
        let n = earlier.count, m = later.count
        guard n > 0, m > 0 else { return earlier + later }
        let a = earlier.map { MessageSimilarity.normalize($0.text) }
        let b = later.map { MessageSimilarity.normalize($0.text) }
        func matchScore(_ i: Int, _ j: Int) -> Double? {
            guard earlier[i].speaker == later[j].speaker else { return nil }
            let similarity = MessageSimilarity.score(a[i], b[j])
            guard similarity >= matchThreshold else { return nil }
            // Longer messages are stronger evidence than "ok".
            let weight = 0.5 + min(Double(min(a[i].count, b[j].count)), 30) / 30
            return (2 * similarity - 1) * weight
        }
        // score[i][j]: best alignment of earlier[..<i] (its prefix free) with later[..<j].
        enum Step { case start, match, skipEarlier, skipLater }
        var score = [[Double]](repeating: [Double](repeating: 0, count: m + 1), count: n + 1)
        var step = [[Step]](repeating: [Step](repeating: .start, count: m + 1), count: n + 1)
        for j in 1...m {
            score[0][j] = score[0][j - 1] - gapPenalty
            step[0][j] = .skipLater
        }
        for i in 1...n {
            score[i][0] = 0
            step[i][0] = .start
            for j in 1...m {
                var best = score[i - 1][j] - gapPenalty, how = Step.skipEarlier
                if score[i][j - 1] - gapPenalty > best { best = score[i][j - 1] - gapPenalty; how = .skipLater }
                if let s = matchScore(i - 1, j - 1), score[i - 1][j - 1] + s > best { best = score[i - 1][j - 1] + s; how = .match }
                score[i][j] = best
                step[i][j] = how
            }
        }
        // The overlap must reach the end of `earlier`; `later` goes on after column j.
        var bestJ = 0
        for j in 0...m where score[n][j] > score[n][bestJ] { bestJ = j }
        guard score[n][bestJ] >= minimumOverlapScore else { return earlier + later }
        var i = n, j = bestJ
        var aligned: [Message] = []
        var matched = 0
        while i > 0 || j > 0 {
            switch step[i][j] {
            case .start:
                aligned.append(contentsOf: earlier[..<i].reversed())
                i = 0
            case .match:
                let x = earlier[i - 1], y = later[j - 1]
                var kept = a[i - 1].count >= b[j - 1].count ? x : y
                if kept.sender == nil { kept.sender = x.sender ?? y.sender }
                aligned.append(kept)
                matched += 1
                i -= 1; j -= 1
            case .skipEarlier:
                aligned.append(earlier[i - 1]); i -= 1
            case .skipLater:
                aligned.append(later[j - 1]); j -= 1
            }
        }
        guard matched > 0 else { return earlier + later }
        return aligned.reversed() + later[bestJ...]
    }
}
