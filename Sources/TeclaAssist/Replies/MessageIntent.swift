/// What the other person's last message is doing, which decides what kind of reply fits.
public enum MessageIntent: String, Hashable, Sendable, Codable, CaseIterable {
    case invitation, goodNews, badNews, apology, request, scheduling, howAreYou, yesNoQuestion, openQuestion
    case thanks, compliment, farewell, greeting, statement
    /// The user's own message is the last one: nothing to answer, so the replies follow it up
    /// (a nudge, an afterthought, a sign-off). Never a classification of the other side's words.
    case followUp
}
