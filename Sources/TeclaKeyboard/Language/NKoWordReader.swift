import TeclaLanguage
import TeclaScripts

/// Reads an N'Ko word typed without tones (from Latin letters or on N'Ko keys) for the
/// suggestion bar: every spelling it may stand for (``NKoSpellingVariants``), so that the toned
/// words of the lexicon are offered, the complete ones first, and space types the best of them.
public struct NKoWordReader: TypedWordReader {
    /// log10 advantage of a whole word over a longer one (tuned on the odd lines of flores-dev
    /// with `tecla eval nko --part odd`).
    public var wholeWordBonus: Float

    public init(wholeWordBonus: Float = 1.5) {
        self.wholeWordBonus = wholeWordBonus
    }

    public func prefixes(committed: String, composing: String) -> [[Unicode.Scalar]] {
        NKoSpellingVariants.variants(of: committed + composing, isComplete: false).map { TextFolding.fold($0) }
    }

    public func wholeWords(committed: String, composing: String) -> [[Unicode.Scalar]] {
        NKoSpellingVariants.variants(of: committed + composing, isComplete: true).map { TextFolding.fold($0) }
    }

    public var typesBestWholeWordAtBoundary: Bool { true }
}
