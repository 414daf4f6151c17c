/// What a language's spelling allows of marks, for suggestions that carry the marks a user typed
/// onto a stored word (``TypedDiacritics``). Lookup ignores marks, so a word stored without them
/// may be one the typed marks cannot stand on: Latin writes a macron only on a long vowel, and
/// "amā" meets a stored "amat", whose a is short ("amāt" is no word).
///
/// Implementations live with the script (`LatinMacronRules` in TeclaKeyboard wraps
/// `LatinVowelQuantity` of TeclaScripts).
public protocol MarkedSpellingRules: Sendable {
    /// Whether `word`, spelled with its marks, may be a word of the language.
    func allows(_ word: String) -> Bool
}
