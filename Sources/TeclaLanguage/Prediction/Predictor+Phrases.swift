import Foundation

extension Predictor {
    /// The phrase that continues `first` (a next word predicted after `context`, its score the
    /// log10 probability), or nil when the model is not sure enough of any longer one.
    ///
    /// Greedy: each next word is the likeliest after the phrase so far, kept while its
    /// probability is at least `policy.minimumStepProbability`. O(words · cost of a next-word
    /// prediction); most contexts stop at the first step.
    public func phrase(continuing first: Suggestion, after context: TypingContext, policy: PhrasePolicy) -> Suggestion? {
        guard policy.isEnabled, policy.maximumWords >= 2 else { return nil }
        var words = [first.text]
        var previous = context.previousWords + [first.text]
        var logProbability = first.score
        let stepFloor = log10(max(policy.minimumStepProbability, 1e-9))
        while words.count < policy.maximumWords {
            // The continuation is the trigram's: the phrase's first word already had the neural
            // model's say, and each further word would cost a recurrent step and a softmax.
            let context = TypingContext(previousWords: previous)
            guard let next = nextWords(after: context, limit: 1, scorer: scorer(for: context, neural: false)).first, next.score >= stepFloor
            else { break }
            words.append(next.text)
            previous.append(next.text)
            logProbability += next.score
        }
        guard words.count >= 2, logProbability >= log10(max(policy.minimumProbability, 1e-9)) else { return nil }
        return Suggestion(text: words.joined(separator: " "), kind: .phrase, score: logProbability)
    }
}
