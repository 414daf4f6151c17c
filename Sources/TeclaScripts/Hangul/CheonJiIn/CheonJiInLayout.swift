import TeclaCore

/// The Galaxy-style Cheon-Ji-In keyboard: twelve large keys in the phone-pad arrangement, four
/// columns by four rows across the full width (each key a quarter of the keyboard, as on
/// Samsung's keyboard, where the iPhone's version squeezes them).
///
/// ```
/// ㅣ    ㆍ    ㅡ    ⌫
/// ㄱㅋ  ㄴㄹ  ㄷㅌ  space
/// ㅂㅍ  ㅅㅎ  ㅈㅊ  .,?!
/// 123   ㅇㅁ  🌐    return
/// ```
///
/// Text keys carry their label as a `.character` action (`"ㄱㅋ"`, `".,?!"`), which
/// `CheonJiInKey(label:)` reads back; each has its phone-pad digit as a long-press alternate.
/// Space sits beside the consonants because it doubles as "next character". The numbers page
/// is a phone pad too.
public enum CheonJiInLayout {
    /// The layout id.
    public static let id = "ko-cheonjiin"

    /// The phone-pad digit of each text key, typed by a long press.
    public static let digits: [CheonJiInKey: String] = [
        .vowel(.human): "1", .vowel(.sky): "2", .vowel(.earth): "3",
        .consonant(.kiyeokKhieukh): "4", .consonant(.nieunRieul): "5", .consonant(.tikeutThieuth): "6",
        .consonant(.pieupPhieuph): "7", .consonant(.siosHieuh): "8", .consonant(.cieucChieuch): "9",
        .consonant(.ieungMieum): "0",
    ]

    /// The key id of a Cheon-Ji-In key on the letters page: its label (`"ㄱㅋ"`), or `"space"`
    /// and `"punctuation"`.
    public static func keyID(for key: CheonJiInKey) -> String {
        switch key {
        case .space: "space"
        case .punctuation: "punctuation"
        default: key.label
        }
    }

    /// The layout family: a letters page (the twelve keys) and a numbers page, at any width.
    public static let definition = LayoutDefinition(id: id, name: "한국어 천지인 (Korean Cheon-Ji-In)", language: "ko", labels: .korean) {
        metrics, options in
        let builder = PageBuilder(metrics: metrics)
        return [
            builder.page(.letters, rows: letterRows(options: options)),
            builder.page(.numbers, rows: numberRows()),
        ]
    }

    /// A quarter of the keyboard, in letter-key units.
    static let quarter = 2.5

    static func letterRows(options: LayoutOptions) -> [[KeySpec]] {
        // Bottom right, the dismiss key of Samsung's keyboard (its back button); with the globe,
        // the globe and the dismiss key share the last quarter.
        var bottom = [CommonKeys.page(.numbers, label: PageLabels.korean.numbers, units: quarter), textKey(.consonant(.ieungMieum))]
        if options.showsGlobeKey {
            bottom += [CommonKeys.globe(options: options, units: quarter / 2), returnKey(units: quarter), dismissKey(units: quarter / 2)]
        } else {
            bottom += [returnKey(units: quarter), dismissKey(units: quarter)]
        }
        return [
            [textKey(.vowel(.human)), textKey(.vowel(.sky)), textKey(.vowel(.earth)), CommonKeys.delete(units: quarter)],
            [textKey(.consonant(.kiyeokKhieukh)), textKey(.consonant(.nieunRieul)), textKey(.consonant(.tikeutThieuth)), spaceKey()],
            [textKey(.consonant(.pieupPhieuph)), textKey(.consonant(.siosHieuh)), textKey(.consonant(.cieucChieuch)), textKey(.punctuation)],
            bottom,
        ]
    }

    static func numberRows() -> [[KeySpec]] {
        func digit(_ text: String) -> KeySpec { KeySpec.character(text, units: quarter) }
        return [
            [digit("1"), digit("2"), digit("3"), CommonKeys.delete(units: quarter)],
            [digit("4"), digit("5"), digit("6"), spaceKey()],
            [digit("7"), digit("8"), digit("9"), KeySpec.character("-", alternates: ["/", ":", ";", "(", ")", "@", "'", "\""], units: quarter)],
            [
                CommonKeys.page(.letters, label: PageLabels.korean.letters, units: quarter), digit("0"),
                KeySpec.character(".", alternates: [",", "?", "!", "…"], units: quarter), returnKey(units: quarter),
            ],
        ]
    }

    static func textKey(_ key: CheonJiInKey) -> KeySpec {
        KeySpec(
            id: keyID(for: key), label: key.label, action: .character(key.label),
            alternates: digits[key].map { [$0] } ?? [], style: .character, units: quarter
        )
    }

    static func spaceKey() -> KeySpec {
        KeySpec(id: "space", label: PageLabels.korean.space, action: .space, style: .space, units: quarter)
    }

    static func dismissKey(units: Double) -> KeySpec {
        KeySpec(id: "dismiss", label: "⌄", action: .dismiss, style: .function, units: units)
    }

    static func returnKey(units: Double) -> KeySpec {
        KeySpec(id: "return", label: "return", action: .return, style: .function, units: units)
    }
}
