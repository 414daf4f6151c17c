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
    /// Words of context read at most: older words change the next one little, and past this a
    /// sentence's window slides with every word, so each new word costs this many steps (the
    /// 300 characters a context keeps slide the same way): 12 keeps that under 2 ms.
    static let maximumWords = 12

    private struct Entry {
        var key: [Int]
        var state: NeuralLanguageModel.State
        var logProbabilities: [Float]
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// Natural-log probabilities of every row of `model` after `<s>` and the model ids `words`.
    func logProbabilities(_ model: NeuralLanguageModel, after words: [Int]) -> [Float] {
        let key = [model.sentenceStartID] + words.suffix(Self.maximumWords)
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
