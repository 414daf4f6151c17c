/// A key of the Cheon-Ji-In keyboard, as the automaton sees it.
public enum CheonJiInKey: Hashable, Sendable {
    /// A consonant key (ㄱㅋ, ㄴㄹ …).
    case consonant(CheonJiInConsonantKey)
    /// A vowel stroke (ㅣ ㆍ ㅡ).
    case vowel(CheonJiInVowelStroke)
    /// Space: ends the character being composed ("next character"), or types a space when nothing is.
    case space
    /// The punctuation key: `.`, pressed again `,` `?` `!` and round again.
    case punctuation

    /// The label of the punctuation key, which is also the text its key action carries.
    public static let punctuationLabel = ".,?!"

    /// The twelve keys, in the order of the phone pad (vowels, consonants, space, punctuation).
    public static let allKeys: [CheonJiInKey] =
        CheonJiInVowelStroke.allCases.map { .vowel($0) } + CheonJiInConsonantKey.allCases.map { .consonant($0) } + [.space, .punctuation]

    /// The key a label names: `ㄱㅋ`, `ㅣ`, `ㆍ` (U+318D), `ㅡ`, `space` or `.,?!`; nil for any other text.
    public init?(label: String) {
        if label == "space" || label == " " {
            self = .space
        } else if label == Self.punctuationLabel {
            self = .punctuation
        } else if let stroke = CheonJiInVowelStroke.allCases.first(where: { $0.label.unicodeScalars.elementsEqual(label.unicodeScalars) }) {
            self = .vowel(stroke)
        } else if let key = CheonJiInConsonantKey.allCases.first(where: { $0.label.unicodeScalars.elementsEqual(label.unicodeScalars) }) {
            self = .consonant(key)
        } else {
            return nil
        }
    }

    /// The key's label (the oracle's name for it).
    public var label: String {
        switch self {
        case .consonant(let key): key.label
        case .vowel(let stroke): stroke.label
        case .space: "space"
        case .punctuation: Self.punctuationLabel
        }
    }
}
