import TeclaLanguage
import TeclaTouch

extension SwipeKeyboard {
    /// The keys a gesture of `word` passes, in order: its letters folded as the swipe vocabulary
    /// folds them ("café" → cafe, أن → ان, على → علي), a repeated letter once ("ll" is drawn as
    /// one l), apostrophes, hyphens and full stops left out as the vocabulary leaves them out
    /// (typed off the gesture); nil if a letter has no key.
    public func drawnKeys(of word: String) -> [Int]? {
        var keys: [Int] = []
        for scalar in TextFolding.fold(word) {
            guard let index = index(of: scalar) else {
                if SwipeVocabulary.isSkippable(scalar.value) { continue }
                return nil
            }
            if keys.last != index { keys.append(index) }
        }
        return keys
    }
}
