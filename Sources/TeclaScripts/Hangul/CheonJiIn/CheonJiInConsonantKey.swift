/// The seven consonant keys of Cheon-Ji-In. Each key types its first consonant; pressing it
/// again cycles through the others (ㄱ → ㅋ → ㄲ).
public enum CheonJiInConsonantKey: CaseIterable, Hashable, Sendable {
    case kiyeokKhieukh, nieunRieul, tikeutThieuth, pieupPhieuph, siosHieuh, cieucChieuch, ieungMieum

    /// The consonants the key cycles through, first press first.
    public var cycle: [HangulConsonant] {
        switch self {
        case .kiyeokKhieukh: [.kiyeok, .khieukh, .ssangKiyeok]
        case .nieunRieul: [.nieun, .rieul]
        case .tikeutThieuth: [.tikeut, .thieuth, .ssangTikeut]
        case .pieupPhieuph: [.pieup, .phieuph, .ssangPieup]
        case .siosHieuh: [.sios, .hieuh, .ssangSios]
        case .cieucChieuch: [.cieuc, .chieuch, .ssangCieuc]
        case .ieungMieum: [.ieung, .mieum]
        }
    }

    /// The key's label and the name the oracle uses for it (`ㄱㅋ`): its first two consonants.
    public var label: String {
        String(String.UnicodeScalarView(cycle.prefix(2).map(\.compatibilityScalar)))
    }

    /// The consonant after `presses` presses (1 = the first), counting round the cycle.
    public func consonant(afterPresses presses: Int) -> HangulConsonant {
        cycle[(max(presses, 1) - 1) % cycle.count]
    }
}
