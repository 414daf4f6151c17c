/// Arabic as on iPhone: three rows of letters written right to left, no shift (Arabic has no
/// case), hamza forms and tashkeel on long presses, Arabic-Indic digits and Arabic punctuation.
///
/// ```
/// ض ص ق ف غ ع ه خ ح ج
/// ش س ي ب ل ا ت ن م ك
/// ◌َ ظ ط ذ د ز ر و ة ث ⌫
/// ١٢٣ 🌐 😀  مسافة  return
/// ```
///
/// The key grid is drawn as listed (ض at the left, as on every Arabic keyboard); the layout's
/// ``TextDirection/rightToLeft`` tells the renderer to run the text field right to left.
///
/// ```swift
/// let arabic = try LayoutCatalog.all.layout(id: ArabicLayout.id)
/// arabic.direction                                  // .rightToLeft
/// arabic.homePage.key(id: "ا")?.alternates          // ["أ", "إ", "آ", "ء", "ٱ"]
/// ```
public enum ArabicLayout {
    /// The layout id.
    public static let id = "ar"

    /// Harakat and the other tashkeel, in the order the tashkeel key's popup shows them: fatha,
    /// damma, kasra, sukun, shadda, the three tanwin and the dagger alef.
    public static let tashkeel: [String] = [
        "\u{064E}", "\u{064F}", "\u{0650}", "\u{0652}", "\u{0651}",
        "\u{064B}", "\u{064C}", "\u{064D}", "\u{0670}",
    ]

    /// Long-press alternates of the letters: the hamza seats (أ إ آ ؤ ئ and a bare ء, which has
    /// no key of its own), alef wasla, alef maqsura and the lam-alef ligatures.
    public static let letterAlternates: [String: [String]] = [
        "ا": ["أ", "إ", "آ", "ء", "ٱ"],
        "و": ["ؤ"],
        "ي": ["ئ", "ى"],
        "ه": ["ة"],
        "ل": ["لا", "لأ", "لإ", "لآ"],
        "ك": ["ک"],
    ]

    /// Arabic-Indic digits, each with its Western digit as the long-press alternate.
    public static let digits: [String] = ["١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩", "٠"]

    /// The tashkeel key: a tap types fatha (the commonest mark), a long press offers every mark.
    /// Marks combine with the letter before them; the label carries a dotted circle to show it.
    public static let tashkeelKey = KeySpec(
        id: "tashkeel", label: "◌\u{064E}", action: .character("\u{064E}"), alternates: tashkeel, style: .character, units: 1.25)

    public static let definition = LayoutDefinition(id: id, name: "العربية (Arabic)", language: "ar", direction: .rightToLeft, labels: .arabic) {
        metrics, options in
        let builder = PageBuilder(metrics: metrics)
        return [
            builder.page(.letters, rows: letterRows(options: options)),
            builder.page(.numbers, rows: numberRows(options: options)),
            builder.page(.symbols, rows: EnglishLayout.symbolRows(options: options, labels: .arabic)),
            EmojiPageBuilder(metrics: metrics, catalog: .bundled, labels: .arabic).page(category: nil, screen: 0, recents: []),
        ]
    }

    static func letterRows(options: LayoutOptions) -> [[KeySpec]] {
        func keys(_ letters: String, units: Double = 1) -> [KeySpec] {
            letters.map { KeySpec.character(String($0), alternates: letterAlternates[String($0)] ?? [], units: units) }
        }
        // Nine letters share what the tashkeel and delete keys leave of the third row.
        let third = "ظطذدزروةث"
        let thirdUnits = (10 - 2.5) / Double(third.count)
        return [
            keys("ضصقفغعهخحج"),
            keys("شسيبلاتنمك"),
            [tashkeelKey] + keys(third, units: thirdUnits) + [CommonKeys.delete()],
            CommonKeys.bottomRow(pageKey: CommonKeys.page(.numbers, label: PageLabels.arabic.numbers), options: options, spaceLabel: PageLabels.arabic.space),
        ]
    }

    static func numberRows(options: LayoutOptions) -> [[KeySpec]] {
        let western = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]
        let digitKeys = zip(digits, western).map { KeySpec.character($0, alternates: [$1]) }
        // Arabic punctuation first, the Latin marks as their alternates.
        let punctuation: [KeySpec] = [
            KeySpec.character(".", alternates: ["…", "۔"], units: 1.4),
            KeySpec.character("،", alternates: [","], units: 1.4),
            KeySpec.character("؟", alternates: ["?", "¿"], units: 1.4),
            KeySpec.character("!", alternates: ["¡"], units: 1.4),
            KeySpec.character("؛", alternates: [";", "'"], units: 1.4),
        ]
        return [
            digitKeys,
            EnglishLayout.symbolKeys(["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""]),
            [CommonKeys.page(.symbols, label: PageLabels.arabic.symbols), .gap(0.25)] + punctuation + [.gap(0.25), CommonKeys.delete()],
            CommonKeys.bottomRow(pageKey: CommonKeys.page(.letters, label: PageLabels.arabic.letters), options: options, spaceLabel: PageLabels.arabic.space),
        ]
    }
}
