import Foundation

/// The neural model's distributions for the few sentences being typed, so that each typed word
/// costs one recurrent step instead of rereading the sentence.
///
/// A request for a sentence extends the longest cached sentence it begins with: typing "How was
/// your" after "How was" steps once; a keystroke within a word asks for the same sentence again
/// and costs a lookup. Shared by every ``Predictor`` of the pack; safe to use from several threads.
final class NeuralContextCache: @unchecked Sendable {
    /// Sentences remembered (a few sessions, each with its previous sentence).
    static let capacity = 16
    /// Words of context read at least, when there are as many: older words change the next one
    /// little. Rereading this many costs about 2 ms.
    static let minimumWindow = 12
    /// How far the window's start moves at once: it stays put while the text grows by up to
    /// this many words, each costing one step, then moves on and rereads ``minimumWindow``
    /// words. A window that slid with every word would cost every word those 2 ms.
    static let windowStride = 8

    /// Where the window over `count` words starts: 0 while they number at most
    /// ``minimumWindow`` + ``windowStride``, then on a multiple of the stride, leaving between
    /// ``minimumWindow`` and ``minimumWindow`` + ``windowStride`` − 1 words in it.
    static func windowStart(_ count: Int) -> Int {
        count < minimumWindow + windowStride ? 0 : (count - minimumWindow) / windowStride * windowStride
    }

    private struct Entry {
        var key: [Int]
        var state: NeuralLanguageModel.State
        var logProbabilities: [Float]
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// Natural-log probabilities of every row of `model` after `<s>` and the model ids `words`
    /// (their window: ``windowStart(_:)``).
    func logProbabilities(_ model: NeuralLanguageModel, after words: [Int]) -> [Float] {
        var start = Self.windowStart(words.count)
        // A window that would begin with a sentence's `<s>` begins after it: the key has its own.
        if start < words.count, words[start] == model.sentenceStartID { start += 1 }
        let key = [model.sentenceStartID] + words[start...]
        lock.lock()
        defer { lock.unlock() }
        if let hit = entries.firstIndex(where: { $0.key == key }) {
            let entry = entries.remove(at: hit)
            entries.append(entry)
            return entry.logProbabilities
        }
        var best: Entry?
        for entry in entries where entry.key.count < key.count && key.starts(with: entry.key) {
            if entry.key.count > best?.key.count ?? 0 { best = entry }
        }
        var state = best?.state ?? model.start()
        for id in key[(best?.key.count ?? 0)...] { model.step(&state, input: id) }
        let result = model.logProbabilities(state)
        entries.append(Entry(key: key, state: state, logProbabilities: result))
        if entries.count > Self.capacity { entries.removeFirst() }
        return result
    }
}
