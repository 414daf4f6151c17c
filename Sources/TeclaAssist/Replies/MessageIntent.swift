/// What the other person's last message is doing, which decides what kind of reply fits.
public enum MessageIntent: String, Hashable, Sendable, Codable, CaseIterable {
    /// "dinner at 8?", "want to come to the game?"
    case invitation
    /// "does 3pm work?", "can we move it to Thursday?"
    case scheduling
    /// "pizza or sushi?"
    case choice
    /// Where and when people are: "where are you?", "I'm outside", "running late".
    case logistics
    case request, howAreYou, yesNoQuestion, openQuestion, thanks
    case goodNews, badNews, apology, greeting, farewell, compliment
    /// Wishes for the user: "happy birthday!", "good luck tomorrow", "congrats on the new place".
    case wishes
    case statement
    /// The user's own message is the last one: nothing to answer, so the replies follow it up
    /// (a nudge, an afterthought, a sign-off). Never a classification of the other side's words.
    case followUp
}
