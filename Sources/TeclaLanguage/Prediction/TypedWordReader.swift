/// How a script's input method reads the word being typed: which words it may still become,
/// given as prefixes in the lexicon's folded form (``TextFolding/fold(_:)``).
///
/// Alphabets need none (the typed word is the prefix). Korean Cheon-Ji-In does: 행보 is on the
/// way to 행복, and a final consonant may still move on to the next syllable (간 → 가나). N'Ko
/// does too: it is typed without tones, and the spelling typed may leave out what the written
/// word elides (kɔnɔ is ߞߣߐ); the words it already spells in full are offered first and the
/// best of them is typed by space.
public protocol TypedWordReader: Sendable {
    /// Folded prefixes of the words `committed` + `composing` may become.
    ///
    /// - Parameters:
    ///   - committed: the part of the word already committed to the text.
    ///   - composing: the part still being composed (the marked text), possibly empty.
    func prefixes(committed: String, composing: String) -> [[Unicode.Scalar]]

    /// Folded spellings of the words the typed text already is in full (N'Ko: the toned words
    /// whose untoned spelling was typed). Empty by default.
    func wholeWords(committed: String, composing: String) -> [[Unicode.Scalar]]

    /// How much likelier (log10) a whole word is taken to be than a longer word it starts: the
    /// user who stops typing is more likely done than not.
    var wholeWordBonus: Float { get }

    /// Whether space and punctuation type the best whole word in place of what was typed (an
    /// autocorrection that one backspace takes back): N'Ko's tones are restored this way.
    var typesBestWholeWordAtBoundary: Bool { get }
}

extension TypedWordReader {
    public func wholeWords(committed: String, composing: String) -> [[Unicode.Scalar]] { [] }
    public var wholeWordBonus: Float { 0 }
    public var typesBestWholeWordAtBoundary: Bool { false }
}
