/// Keeps the diacritics a user typed when a suggestion comes from a stored spelling that lacks
/// them. Lookup is folded (ā finds a), so a completion of "amā" may come from a stored "amabat"
/// of a mostly unmacronized corpus; the user's ā is put back: "amābat". Marks the stored word
/// has and the user did not type stay (typing "a" never strips a stored "ā" or "أ").
///
/// ```swift
/// TypedDiacritics.apply(typed: "amā", to: "amabat")   // "amābat"
/// TypedDiacritics.apply(typed: "Cæs", to: "caesar")    // "cæsar" (case is Capitalization's job)
/// TypedDiacritics.apply(typed: "أك", to: "اكبر")       // "أكبر"
/// TypedDiacritics.apply(typed: "cafe", to: "café")     // "café"
/// ```
public enum TypedDiacritics {
    /// Whether `typed` has anything to keep: a letter with a mark, or a ligature (anything its
    /// folded form does not spell as typed, case aside). Plain typing — ASCII, or Arabic without
    /// hamza seats and harakat — has none, and completions skip ``apply(typed:to:)``.
    public static func hasMarks(_ typed: some StringProtocol) -> Bool {
        guard typed.unicodeScalars.contains(where: { !$0.isASCII }) else { return false }
        return !TextFolding.fold(typed).elementsEqual(typed.lowercased().unicodeScalars)
    }

    /// ``apply(typed:to:)``, or nil when `rules` say the typed marks cannot stand where the rest
    /// of `stored` puts them: "amā" on a stored "amat" would be "amāt", but a Latin vowel before
    /// a final t is short. Marks that break the rules in `typed` itself are the user's doing and
    /// not held against the word (nor are the stored word's own marks).
    public static func apply(typed: some StringProtocol, to stored: String, rules: (any MarkedSpellingRules)?) -> String? {
        let marked = apply(typed: typed, to: stored)
        guard let rules, marked != stored, !rules.allows(marked) else { return marked }
        return rules.allows(String(typed)) ? nil : marked
    }

    /// `stored` with each typed letter that carries a mark (or is a ligature) replacing the
    /// stored letters it folds to; from the first letter that does not match, `stored` as is.
    public static func apply(typed: some StringProtocol, to stored: String) -> String {
        guard hasMarks(typed) else { return stored }
        var result = ""
        var rest = Substring(stored)
        for letter in typed {
            let folded = TextFolding.fold(String(letter))
            var end = rest.startIndex
            var covered: [Unicode.Scalar] = []
            while covered.count < folded.count, end < rest.endIndex {
                covered.append(contentsOf: TextFolding.fold(String(rest[end])))
                end = rest.index(after: end)
            }
            guard covered == folded, !folded.isEmpty else { break }
            let segment = rest[..<end]
            let lower = String(letter).lowercased()
            let carriesMark = lower.unicodeScalars.elementsEqual(folded) == false
            if carriesMark && lower != segment.lowercased() {
                // The stored letter's case, the typed letter's marks.
                result += segment.first?.isUppercase == true ? String(letter).uppercased() : lower
            } else {
                result += segment
            }
            rest = rest[end...]
        }
        return result + rest
    }
}
