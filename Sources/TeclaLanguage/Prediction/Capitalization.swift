/// Applies the case the user typed to a stored spelling: "Ger" keeps "Germany", "GER" gives
/// "GERMANY", "Th" gives "The"; lowercase typing keeps the stored case ("i" → "I"). At a
/// sentence start the first letter is capitalized, except in words that carry their own
/// inner capitals ("iPhone").
public enum Capitalization {
    public static func apply(typed: some StringProtocol, to stored: String, sentenceStart: Bool) -> String {
        let letters = typed.filter(\.isLetter)
        if letters.count >= 2, letters.allSatisfy(\.isUppercase) {
            return stored.uppercased()
        }
        if letters.first?.isUppercase == true || sentenceStart {
            return capitalizedFirst(stored)
        }
        return stored
    }

    /// "the" → "The"; words already containing a capital are left alone.
    public static func capitalizedFirst(_ word: String) -> String {
        guard let first = word.first, first.isLowercase, !word.contains(where: \.isUppercase) else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
