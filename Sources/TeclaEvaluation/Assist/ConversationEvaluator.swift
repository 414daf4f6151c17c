import TeclaAssist
import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import TeclaLanguage
import TeclaCore
/// Scores extracted conversations against ground truth (see ``ConversationScore``).
public struct ConversationEvaluator: Sendable {
    /// Texts at least this alike can be paired.
    public var pairThreshold = 0.5

    public init() {}

    public func score(_ extracted: Conversation, truth: [ScreenshotTruth.TruthMessage], title: String? = nil) -> ConversationScore {
        var score = ConversationScore()
        let pairs = align(extracted.messages.map(\.text), truth.map(\.text))
        var pairedTruth = Set<Int>()
        var pairedExtracted = Set<Int>()
        for (e, t) in pairs {
            pairedTruth.insert(t)
            pairedExtracted.insert(e)
        }
        for (index, message) in truth.enumerated() where message.isFull {
            score.messages += 1
            let chars = Array(message.text)
            score.characters += chars.count
            guard let pair = pairs.first(where: { $0.1 == index }) else {
                score.edits += chars.count
                continue
            }
            let got = extracted.messages[pair.0]
            score.found += 1
            score.edits += MessageSimilarity.editDistance(Array(Self.collapse(got.text)), Array(Self.collapse(message.text)))
            if got.speaker == message.speaker { score.rightSpeaker += 1 }
            if let name = message.name {
                score.named += 1
                if got.sender == name { score.rightName += 1 }
            }
        }
        for (index, message) in extracted.messages.enumerated() where !pairedExtracted.contains(index) {
            score.spurious += 1
            score.edits += message.text.count
            if truth.contains(where: { MessageSimilarity.score($0.text, message.text) >= 0.8 }) { score.duplicates += 1 }
        }
        // Order: pairs come out of an order-preserving alignment, so a true message found twice
        // shows up as a duplicate, and a pair list that is not increasing cannot happen; count
        // inversions against the truth anyway for a merged conversation built another way.
        let order = pairs.sorted { $0.0 < $1.0 }.map(\.1)
        score.outOfOrder = zip(order, order.dropFirst()).filter { $0 > $1 }.count
        if let title {
            score.titles = 1
            if extracted.title == title { score.rightTitles = 1 }
        }
        return score
    }

    /// Order-preserving pairs (extracted index, truth index) maximizing total similarity.
    func align(_ extracted: [String], _ truth: [String]) -> [(Int, Int)] {
        let n = extracted.count, m = truth.count
        guard n > 0, m > 0 else { return [] }
        let a = extracted.map(MessageSimilarity.normalize), b = truth.map(MessageSimilarity.normalize)
        var best = [[Double]](repeating: [Double](repeating: 0, count: m + 1), count: n + 1)
        for i in 1...n {
            for j in 1...m {
                var value = max(best[i - 1][j], best[i][j - 1])
                let s = MessageSimilarity.score(a[i - 1], b[j - 1])
                if s >= pairThreshold { value = max(value, best[i - 1][j - 1] + s) }
                best[i][j] = value
            }
        }
        var pairs: [(Int, Int)] = []
        var i = n, j = m
        while i > 0 && j > 0 {
            let s = MessageSimilarity.score(a[i - 1], b[j - 1])
            if s >= pairThreshold, abs(best[i][j] - (best[i - 1][j - 1] + s)) < 1e-9 {
                pairs.append((i - 1, j - 1)); i -= 1; j -= 1
            } else if best[i - 1][j] >= best[i][j - 1] {
                i -= 1
            } else {
                j -= 1
            }
        }
        return pairs.reversed()
    }

    /// Whitespace collapsed to single spaces, ends trimmed.
    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
