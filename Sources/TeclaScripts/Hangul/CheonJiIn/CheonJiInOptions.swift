/// Settings of the Cheon-Ji-In automaton.
public struct CheonJiInOptions: Hashable, Sendable, Codable {
    /// Whether a consonant key pressed past the end of its cycle goes back to the start
    /// (ㄱ → ㅋ → ㄲ → ㄱ, ㆍ → ᆢ → ㆍ) instead of starting a new letter (ㄲ then ㄱ: "ㄲㄱ").
    ///
    /// Off by default, as in the Hwalja reference the oracle's `text` follows: appending lets
    /// 사람이 be typed without a break (ㅁ + ㅇㅁ → 사람ㅇ → 사람이). Keyboards that wrap give
    /// 사라이 there and need a space after ㅁ.
    public var cyclesWrap: Bool

    public init(cyclesWrap: Bool = false) {
        self.cyclesWrap = cyclesWrap
    }
}
