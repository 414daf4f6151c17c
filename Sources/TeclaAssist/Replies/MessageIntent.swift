/// What the other person's last message is doing, which decides what kind of reply fits.
public enum MessageIntent: String, Hashable, Sendable, Codable, CaseIterable {
    case invitation, goodNews, badNews, apology, request, scheduling, howAreYou, yesNoQuestion, openQuestion
    case thanks, compliment, farewell, greeting, statement
}
