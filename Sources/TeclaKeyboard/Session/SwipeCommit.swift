import TeclaCore
import TeclaTouch

/// The last swiped word, while the next action can still undo or replace it.
struct SwipeCommit {
    /// Exactly what the swipe inserted (a separating space, the word, the trailing space).
    var inserted: String
    var word: String
    var leadingSpace: String
    var candidates: [GestureCandidate]
    var points: [Point]
}
