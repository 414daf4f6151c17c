import TeclaLanguage
import TeclaScripts

/// Latin's macrons for suggestions: ``LatinVowelQuantity`` of TeclaScripts behind the language
/// module's ``MarkedSpellingRules``, so that a macron the user typed is never carried onto a
/// vowel the rest of a completed word makes short.
///
/// ```swift
/// let engine = SuggestionEngine(pack: latin, markRules: LatinMacronRules())
/// engine.suggestions(textBeforeCursor: "et amā")   // amā, amāre, amābilis…, never amāt
/// ```
public struct LatinMacronRules: MarkedSpellingRules {
    public init() {}

    public func allows(_ word: String) -> Bool {
        LatinVowelQuantity.allowsMacrons(in: word)
    }
}
