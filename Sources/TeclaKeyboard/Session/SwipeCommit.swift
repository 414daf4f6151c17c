import TeclaCore
import TeclaTouch

/// The last swiped word, while the next action can still undo or replace it.
struct SwipeCommit: Equatable, Sendable {
    /// Exactly what the swipe inserted (a separating space, the word, the trailing space).
    var inserted: String
    var word: String
    var leadingSpace: String
    var candidates: [SwipeCandidate]
    var points: [Point]
    /// Where the finger slowed down (none without usable times), found once at the lift.
    var slowPoints: [Point] = []
    /// The key geometry the points were drawn on (a later rotation does not move them).
    var keyboard: SwipeKeyboard

    /// Punctuation that takes the place of a swiped word's automatic space ("word.").
    static let spaceTakingPunctuation: Set<String> = [".", ",", "!", "?", ";", ":"]

    /// Whether the text still ends with what the swipe typed (the host may have moved on).
    func isLast(in textBeforeCursor: String) -> Bool {
        textBeforeCursor.hasSuffix(inserted)
    }

    /// Whether typing `text` now first removes the swipe's trailing space.
    func takesSpace(before text: String, textBeforeCursor: String) -> Bool {
        Self.spaceTakingPunctuation.contains(text) && isLast(in: textBeforeCursor)
    }

    /// The swipe with `text` as its word instead, and the edits that make the change.
    func replaced(by text: String) -> (commit: SwipeCommit, edits: [TextEdit]) {
        var replaced = self
        replaced.inserted = leadingSpace + text + " "
        replaced.word = text
        return (replaced, [.deleteBackward(inserted.count), .insert(replaced.inserted)])
    }

    /// The other readings of the gesture, cased by `casing`, for the suggestion bar.
    func alternatives(casing: (String) -> String) -> [String] {
        Array(candidates.map { casing($0.text) }.filter { $0 != word }.prefix(3))
    }
}
