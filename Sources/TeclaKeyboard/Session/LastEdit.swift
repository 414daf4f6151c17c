/// What the last input did that the next one can still undo or build on: the one piece of
/// "undo the last thing" state a session keeps.
///
/// - After a space: two quick spaces make a period, and a backspace right after an
///   autocorrection brings back the word as typed.
/// - After a swipe: a backspace deletes the whole word, a suggestion replaces it, and
///   punctuation takes the place of its automatic space.
///
/// Every input ends it except the keys that only change what is shown (shift, pages, emoji
/// categories), which keep a swipe replaceable; see ``surviving(_:)``.
enum LastEdit: Equatable, Sendable {
    case none
    /// The space key typed a space at `at`, after committing `correction` if there was one.
    case space(at: Double, correction: Autocorrection?)
    case swipe(SwipeCommit)

    /// A word the session replaced at a word boundary.
    struct Autocorrection: Hashable, Sendable {
        var original: String
        var corrected: String
    }

    var swipe: SwipeCommit? {
        if case .swipe(let swipe) = self { return swipe }
        return nil
    }

    var correction: Autocorrection? {
        if case .space(_, let correction) = self { return correction }
        return nil
    }

    var spaceTime: Double? {
        if case .space(let time, _) = self { return time }
        return nil
    }

    /// What is left of it once `input` has been handled (before the input sets its own).
    func surviving(_ input: SessionInput) -> LastEdit {
        switch input {
        case .key(.shift, _, _), .key(.page, _, _), .key(.emojiCategory, _, _):
            if case .swipe = self { return self }
            return .none
        case .key(.none, _, _):
            // A spacer does nothing.
            return self
        case .host(let event) where event.keepsWhatTheUserDid:
            // A rotation or settings loaded keep everything the user could still undo.
            return self
        case .swipe:
            // A swipe that types replaces it (commitSwipe); one that decodes to nothing keeps it.
            return self
        default:
            return .none
        }
    }
}
