import TeclaLanguage
import TeclaScripts

/// Latin's enclitics (-que, -ne, -ve) for packs and suggestions: ``LatinEnclitics`` of
/// TeclaScripts behind the language module's ``EncliticAnalyzer``.
///
/// ```swift
/// let engine = SuggestionEngine(pack: latin, enclitics: LatinEncliticAnalyzer())
/// engine.suggestions(textBeforeCursor: "arma virumq")   // … "virumque" …
/// ```
public struct LatinEncliticAnalyzer: EncliticAnalyzer {
    public init() {}

    public var enclitics: [String] { LatinEnclitics.enclitics }

    public func split(_ word: String, isWord: (String) -> Bool) -> (host: String, enclitic: String)? {
        LatinEnclitics.split(word, isWord: isWord)
    }
}
