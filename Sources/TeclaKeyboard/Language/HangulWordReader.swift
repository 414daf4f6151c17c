import TeclaLanguage
import TeclaScripts

/// Reads a Korean word being typed on Cheon-Ji-In for the suggestion bar: the jamo-level
/// prefixes of ``HangulCompletion`` (행보 → 행복, 간 → 가나 …).
public struct HangulWordReader: TypedWordReader {
    public init() {}

    public func prefixes(committed: String, composing: String) -> [[Unicode.Scalar]] {
        HangulCompletion.prefixes(committed: committed, composing: composing)
    }
}
