/// How a script's input method reads the word being typed: which words it may still become,
/// given as prefixes in the lexicon's folded form (``TextFolding/fold(_:)``).
///
/// Alphabets need none (the typed word is the prefix). Korean Cheon-Ji-In does: 행보 is on the
/// way to 행복, and a final consonant may still move on to the next syllable (간 → 가나).
public protocol TypedWordReader: Sendable {
    /// Folded prefixes of the words `committed` + `composing` may become.
    ///
    /// - Parameters:
    ///   - committed: the part of the word already committed to the text.
    ///   - composing: the part still being composed (the marked text), possibly empty.
    func prefixes(committed: String, composing: String) -> [[Unicode.Scalar]]
}
