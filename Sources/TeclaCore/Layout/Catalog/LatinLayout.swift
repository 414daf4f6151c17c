/// Classical Latin on QWERTY: the English keys, with long-press macrons for the long vowels
/// (ā ē ī ō ū ȳ; shift gives Ā Ē Ī Ō Ū Ȳ), breves and diaereses for verse and loanwords, and the
/// ligatures æ œ on a and o.
///
/// ```swift
/// let latin = try LayoutCatalog.all.layout(id: LatinLayout.id)
/// latin.homePage.key(id: "a")?.alternates   // ["ā", "æ", "ă", "ä"]
/// ```
///
/// Macrons come first in every popup: they are what a Latin typist reaches for most.
public enum LatinLayout {
    /// The layout id.
    public static let id = "la"

    /// Long-press alternates of the letters.
    public static let letterAlternates: [String: [String]] = [
        "a": ["ā", "æ", "ă", "ä"],
        "e": ["ē", "ĕ", "ë"],
        "i": ["ī", "ĭ", "ï"],
        "o": ["ō", "œ", "ŏ", "ö"],
        "u": ["ū", "ŭ", "ü"],
        "y": ["ȳ", "ÿ"],
    ]

    public static let definition = LayoutDefinition(id: id, name: "Latina (Latin, macrons)", language: "la") { metrics, options in
        let builder = PageBuilder(metrics: metrics)
        return [
            builder.page(.letters, rows: EnglishLayout.letterRows(["qwertyuiop", "asdfghjkl", "zxcvbnm"], alternates: letterAlternates, options: options)),
            builder.page(.numbers, rows: EnglishLayout.numberRows(options: options)),
            builder.page(.symbols, rows: EnglishLayout.symbolRows(options: options)),
            EmojiPageBuilder(metrics: metrics, catalog: .bundled).page(category: nil, screen: 0, recents: []),
        ]
    }
}
