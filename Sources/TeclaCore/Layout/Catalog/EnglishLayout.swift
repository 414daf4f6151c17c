/// English QWERTY as on iPhone: letters, numbers (123), symbols (#+=) and emoji pages.
public enum EnglishLayout {
    /// Long-press alternates of the letters, as on the iOS English keyboard.
    public static let letterAlternates: [String: [String]] = [
        "a": ["à", "á", "â", "ä", "æ", "ã", "å", "ā"],
        "c": ["ç", "ć", "č"],
        "e": ["è", "é", "ê", "ë", "ē", "ė", "ę"],
        "i": ["î", "ï", "í", "ī", "į", "ì"],
        "l": ["ł"],
        "n": ["ñ", "ń"],
        "o": ["ô", "ö", "ò", "ó", "œ", "ø", "ō", "õ"],
        "s": ["ß", "ś", "š"],
        "u": ["û", "ü", "ù", "ú", "ū"],
        "y": ["ÿ"],
        "z": ["ž", "ź", "ż"],
    ]

    /// Long-press alternates on the numbers and symbols pages.
    public static let symbolAlternates: [String: [String]] = [
        "0": ["°"],
        "-": ["–", "—", "•"],
        "/": ["\\"],
        "$": ["₽", "¥", "€", "¢", "£", "₩"],
        "&": ["§"],
        "\"": ["„", "“", "”", "«", "»"],
        ".": ["…"],
        "?": ["¿"],
        "!": ["¡"],
        "'": ["‘", "’", "`"],
        "%": ["‰"],
    ]

    public static let definition = LayoutDefinition(id: "en-US", name: "English (US)", language: "en") { metrics, options in
        let builder = PageBuilder(metrics: metrics)
        return [
            builder.page(.letters, rows: letterRows(["qwertyuiop", "asdfghjkl", "zxcvbnm"], alternates: letterAlternates, options: options)),
            builder.page(.numbers, rows: numberRows(options: options)),
            builder.page(.symbols, rows: symbolRows(options: options)),
            EmojiPageBuilder(metrics: metrics, catalog: .bundled).page(category: nil, screen: 0, recents: []),
        ]
    }

    /// Three letter rows (10, 9 and 7 keys, with shift and delete) and the bottom row.
    public static func letterRows(_ rows: [String], alternates: [String: [String]], options: LayoutOptions) -> [[KeySpec]] {
        func keys(_ letters: String) -> [KeySpec] {
            letters.map { KeySpec.character(String($0), alternates: alternates[String($0)] ?? []) }
        }
        let thirdRowGap = (10 - 2.5 - Double(rows[2].count)) / 2
        return [
            keys(rows[0]),
            keys(rows[1]),
            [CommonKeys.shift(), .gap(thirdRowGap)] + keys(rows[2]) + [.gap(thirdRowGap), CommonKeys.delete()],
            CommonKeys.bottomRow(pageKey: CommonKeys.page(.numbers, label: "123"), options: options),
        ]
    }

    static func symbolKeys(_ symbols: [String]) -> [KeySpec] {
        symbols.map { KeySpec.character($0, alternates: symbolAlternates[$0] ?? []) }
    }

    static func punctuationRow(pageKey: KeySpec) -> [KeySpec] {
        [pageKey, .gap(0.25)] + [".", ",", "?", "!", "'"].map { KeySpec.character($0, alternates: symbolAlternates[$0] ?? [], units: 1.4) } + [
            .gap(0.25), CommonKeys.delete(),
        ]
    }

    static func numberRows(options: LayoutOptions, labels: PageLabels = .english) -> [[KeySpec]] {
        [
            symbolKeys(["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]),
            symbolKeys(["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""]),
            punctuationRow(pageKey: CommonKeys.page(.symbols, label: labels.symbols)),
            CommonKeys.bottomRow(pageKey: CommonKeys.page(.letters, label: labels.letters), options: options, spaceLabel: labels.space),
        ]
    }

    /// The symbols page; other scripts' layouts share it with their own labels.
    static func symbolRows(options: LayoutOptions, labels: PageLabels = .english) -> [[KeySpec]] {
        [
            symbolKeys(["[", "]", "{", "}", "#", "%", "^", "*", "+", "="]),
            symbolKeys(["_", "\\", "|", "~", "<", ">", "€", "£", "¥", "•"]),
            punctuationRow(pageKey: CommonKeys.page(.numbers, label: labels.numbers)),
            CommonKeys.bottomRow(pageKey: CommonKeys.page(.letters, label: labels.letters), options: options, spaceLabel: labels.space),
        ]
    }
}
