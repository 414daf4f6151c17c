/// How a language writes enclitics, little words joined to the end of the word before them
/// (Latin *virumque* = *virum* + *-que*). Packs of such languages count the host word and not
/// every host-plus-enclitic form; while typing, the analyzer lets a word with an enclitic be
/// read as its host (for context and for knowing the word is real) and completed (virumq →
/// virumque).
///
/// Implementations live with the script (`LatinEncliticAnalyzer` in TeclaKeyboard wraps
/// `LatinEnclitics` of TeclaScripts).
public protocol EncliticAnalyzer: Sendable {
    /// The enclitics, lowercase (`["que", "ne", "ve"]`).
    var enclitics: [String] { get }
    /// `word` as host and enclitic, when it is one (`isWord` says which hosts are words); nil
    /// when it is a single word (Latin *atque*, *ratione*).
    func split(_ word: String, isWord: (String) -> Bool) -> (host: String, enclitic: String)?
}
