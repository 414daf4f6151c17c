import TeclaCore

/// The two N'Ko keyboards: the native N'Ko layout and the Latin-letter layout that
/// transliterates (``NKoTransliterator``). Both type right-to-left text.
///
/// The native layout, drawn right to left as N'Ko is read (ߊ at the top right):
/// ```
/// ◌߫  ◌߲  ߒ  ߐ  ߏ  ߎ  ߍ  ߌ  ߋ  ߊ      vowels, ߒ, nasalization mark, tone picker
/// ߜ  ߛ  ߚ  ߙ  ߘ  ߗ  ߖ  ߕ  ߔ  ߓ
/// ߦ  ߥ  ߤ  ߣ  ߢ  ߡ  ߠ  ߟ  ߞ  ߝ
/// ⌫   ߹  ؟  ߸  ߵ  ߴ  ߑ  ߧ
/// ߁߂߃  🌐  😀  space  return
/// ```
/// Each vowel's long press offers it with each tone mark (and nasalized); the tone key's long
/// press is the picker of all nine combining marks (U+07EB–U+07F3), drawn on a dotted circle.
/// The numbers page has the N'Ko digits ߀–߉ and N'Ko and Arabic punctuation.
///
/// The Latin layout is QWERTY without shift (N'Ko has no case) with ɛ, ɔ, ɲ and ŋ on long press
/// of e, o, n and keys of their own, so that every Manding sound has an easy key.
public enum NKoLayout {
    /// Native N'Ko keys.
    public static let id = "nqo"
    /// Latin letters transliterated to N'Ko.
    public static let latinID = "nqo-latin"

    /// The dotted circle that combining marks are drawn on in key caps.
    static let dottedCircle = "\u{25CC}"

    /// Consonant rows, in alphabetical order (drawn right to left).
    static let consonantRows: [[Unicode.Scalar]] = [
        ["\u{07D3}", "\u{07D4}", "\u{07D5}", "\u{07D6}", "\u{07D7}", "\u{07D8}", "\u{07D9}", "\u{07DA}", "\u{07DB}", "\u{07DC}"],
        ["\u{07DD}", "\u{07DE}", "\u{07DF}", "\u{07E0}", "\u{07E1}", "\u{07E2}", "\u{07E3}", "\u{07E4}", "\u{07E5}", "\u{07E6}"],
    ]

    /// The nine combining marks of the picker: seven tones, the nasalization mark, the double dot.
    public static let pickerMarks: [Unicode.Scalar] = (0x07EB...0x07F3).map { Unicode.Scalar($0)! }

    /// A vowel's long-press alternates: the vowel with each tone mark, then nasalized.
    public static func vowelAlternates(_ vowel: Unicode.Scalar) -> [String] {
        NKoAlphabet.toneMarks.map { String(Character(vowel)) + String(Character($0)) }
            + [String(Character(vowel)) + String(Character(NKoAlphabet.nasalizationMark))]
    }

    /// The native N'Ko layout family.
    public static let definition = LayoutDefinition(
        id: id, name: "ߒߞߏ (N'Ko)", language: "nqo", direction: .rightToLeft, rowCount: 5, labels: .nko
    ) { metrics, options in
        let builder = PageBuilder(metrics: metrics)
        return [
            builder.page(.letters, rows: letterRows(options: options)),
            builder.page(.numbers, rows: numberRows(options: options, extraRow: true)),
            EmojiPageBuilder(metrics: metrics, catalog: .bundled, labels: .nko).page(category: nil, screen: 0, recents: []),
        ]
    }

    /// The Latin-letter N'Ko layout family.
    public static let latinDefinition = LayoutDefinition(
        id: latinID, name: "ߒߞߏ (N'Ko from Latin letters)", language: "nqo", direction: .rightToLeft, labels: .nko
    ) { metrics, options in
        let builder = PageBuilder(metrics: metrics)
        return [
            builder.page(.letters, rows: latinRows(options: options)),
            builder.page(.numbers, rows: numberRows(options: options, extraRow: false)),
            EmojiPageBuilder(metrics: metrics, catalog: .bundled, labels: .nko).page(category: nil, screen: 0, recents: []),
        ]
    }

    /// Rows are declared in reading order and drawn right to left.
    static func rightToLeft(_ row: [KeySpec]) -> [KeySpec] { row.reversed() }

    static func letter(_ scalar: Unicode.Scalar, alternates: [String] = [], units: Double = 1) -> KeySpec {
        KeySpec.character(String(Character(scalar)), alternates: alternates, units: units)
    }

    static func mark(_ scalar: Unicode.Scalar, id: String, alternates: [String] = []) -> KeySpec {
        KeySpec(
            id: id, label: dottedCircle + String(Character(scalar)), action: .character(String(Character(scalar))),
            alternates: alternates, style: .character)
    }

    static func letterRows(options: LayoutOptions) -> [[KeySpec]] {
        let vowels = NKoAlphabet.vowels.map { letter($0.nko, alternates: vowelAlternates($0.nko)) }
        let picker = mark("\u{07EB}", id: "tone-marks", alternates: pickerMarks.map { String(Character($0)) })
        let firstRow = vowels + [letter(NKoAlphabet.syllabicNasal), mark(NKoAlphabet.nasalizationMark, id: "nasalization"), picker]
        let punctuation: [KeySpec] = [
            letter("\u{07E7}"), letter(NKoAlphabet.dagbasinna),
            KeySpec.character("\u{07F4}"), KeySpec.character("\u{07F5}"),
            KeySpec.character("߸", alternates: ["،", ",", ";", "؛", ":"]),
            KeySpec.character("؟", alternates: ["?"]),
            KeySpec.character("߹", alternates: ["!", ".", "߷", "ߺ"]),
        ]
        return [
            rightToLeft(firstRow),
            rightToLeft(consonantRows[0].map { letter($0) }),
            rightToLeft(consonantRows[1].map { letter($0) }),
            rightToLeft(punctuation + [.gap(0.5), CommonKeys.delete(units: 2.5)]),
            CommonKeys.bottomRow(pageKey: CommonKeys.page(.numbers, label: PageLabels.nko.numbers), options: options, spaceLabel: PageLabels.nko.space),
        ]
    }

    static func latinRows(options: LayoutOptions) -> [[KeySpec]] {
        let alternates: [String: [String]] = ["e": ["ɛ", "è", "é"], "o": ["ɔ", "ò", "ó"], "n": ["ɲ", "ŋ"]]
        func keys(_ letters: String) -> [KeySpec] {
            letters.map { KeySpec.character(String($0), alternates: alternates[String($0)] ?? []) }
        }
        return [
            keys("qwertyuiop"),
            keys("asdfghjkl"),
            [KeySpec.character("ɛ")] + keys("zxcvbnm") + [KeySpec.character("ɔ", alternates: ["ɲ", "ŋ"]), CommonKeys.delete(units: 1)],
            CommonKeys.bottomRow(pageKey: CommonKeys.page(.numbers, label: PageLabels.nko.numbers), options: options, spaceLabel: PageLabels.nko.space),
        ]
    }

    /// The numbers page: N'Ko digits, common symbols, N'Ko and Arabic punctuation; `extraRow`
    /// fills the native layout's fifth row with the less common N'Ko signs.
    static func numberRows(options: LayoutOptions, extraRow: Bool) -> [[KeySpec]] {
        // ߁ ߂ … ߉ ߀ from right to left, as N'Ko numbers are read; Western digits on long press.
        let digits = (1...10).map { n -> KeySpec in
            let value = n % 10
            return KeySpec.character(String(Character(NKoAlphabet.digits[value])), alternates: [String(value)])
        }
        let symbols = ["-", "/", ":", "(", ")", "«", "»", "\"", "'", "@"].map { KeySpec.character($0) }
        let punctuation: [KeySpec] = [
            KeySpec.character("߸", alternates: ["،", ","], units: 1.4), KeySpec.character("؟", alternates: ["?"], units: 1.4),
            KeySpec.character("߹", alternates: ["!"], units: 1.4), KeySpec.character(".", alternates: ["…"], units: 1.4),
            KeySpec.character("؛", alternates: [";"], units: 1.4),
        ]
        var rows = [rightToLeft(digits), rightToLeft(symbols)]
        if extraRow {
            rows.append(rightToLeft(["߷", "ߺ", "\u{07F6}", "%", "+", "=", "*", "&", "#", "_"].map { KeySpec.character($0) }))
        }
        rows.append(rightToLeft(punctuation + [.gap(0.5), CommonKeys.delete(units: 2.5)]))
        rows.append(CommonKeys.bottomRow(pageKey: CommonKeys.page(.letters, label: PageLabels.nko.letters), options: options, spaceLabel: PageLabels.nko.space))
        return rows
    }
}
