/// The three vowel keys of Cheon-Ji-In (천지인, "heaven, earth, human"): every vowel is drawn
/// from a dot, a horizontal and a vertical stroke, as Hunminjeongeum built them.
public enum CheonJiInVowelStroke: CaseIterable, Hashable, Sendable {
    /// ㅣ, the standing human.
    case human
    /// ㆍ, the round heaven (U+318D on the key).
    case sky
    /// ㅡ, the flat earth.
    case earth

    /// The key's label and the name the oracle uses for it: `ㅣ`, `ㆍ` (U+318D), `ㅡ`.
    public var label: String {
        switch self {
        case .human: "ㅣ"
        case .sky: "\u{318D}"
        case .earth: "ㅡ"
        }
    }
}
