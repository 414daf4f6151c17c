import Foundation

/// What the keyboard session calls after every keystroke: the three suggestion-bar slots,
/// iOS style, from the predictor and the corrector together.
///
/// - After a space: three next-word predictions.
/// - While typing: the typed text verbatim; then, when the typed text is no longer the start
///   of any known word and the commit policy would fix it, that correction; then the best
///   completions (tolerant of typos in the prefix, exact prefixes first).
public struct SuggestionEngine: Sendable {
    /// Next words and exact completions.
    public let predictor: Predictor
    /// Corrections and typo-tolerant completions.
    public let corrector: Corrector

    public init(predictor: Predictor, corrector: Corrector) {
        self.predictor = predictor
        self.corrector = corrector
    }

    /// Builds both from one pack with the given key geometry.
    public init(pack: LanguagePack, geometry: KeyboardGeometry = .qwertyUS) {
        self.init(predictor: Predictor(pack: pack), corrector: Corrector(pack: pack, geometry: geometry))
    }

    /// The three slots for the text before the cursor; `taps` are the positions of the current
    /// word's characters when known. With a `userModel`, words the user typed are never
    /// flagged as typos and are offered as completions (a word typed 20 times recently ranks
    /// like a word of probability 1/10 in context).
    public func suggestions(textBeforeCursor: String, taps: [(x: Double, y: Double)?] = [],
                            userModel: UserModel? = nil, at time: Double = 0) -> [Suggestion] {
        let context = TypingContext(textBeforeCursor: textBeforeCursor)
        let typed = context.currentWord
        if typed.isEmpty {
            return predictor.nextWords(after: context, limit: 3)
        }
        var slots = [Suggestion(text: typed, kind: .verbatim, score: 0)]
        func add(_ s: Suggestion) {
            if slots.count < 3, !slots.contains(where: { $0.text == s.text }) { slots.append(s) }
        }
        // A correction only once the typed text can no longer grow into a known word: "ge" is
        // the start of "getting", not a typo of "he".
        if predictor.pack.lexicon.node(forFolded: TextFolding.fold(typed)) == nil {
            let correction = corrector.correct(typed, taps: taps, context: context, limit: 2, userModel: userModel, at: time)
            if let fix = correction.autocorrection, let best = correction.candidates.first(where: { $0.text == fix }) {
                add(Suggestion(text: fix, kind: .correction, score: best.score))
            }
        }
        var completions = corrector.completions(of: typed, taps: taps, context: context, limit: 3)
        for learned in userModel?.words(withPrefix: typed, at: time, limit: 3) ?? [] where learned.word != typed {
            let score = log10(min(1, learned.count / 20)) - 1
            completions.append(Suggestion(text: learned.word, kind: .completion, score: score))
        }
        for completion in completions.sorted(by: { $0.score > $1.score }) {
            add(completion)
        }
        return slots
    }
}
