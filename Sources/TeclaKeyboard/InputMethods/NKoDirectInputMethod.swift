import TeclaCore
import TeclaScripts

/// N'Ko typed on N'Ko keys: letters go straight through; a combining mark (a tone from a vowel's
/// long press or the picker, the nasalization mark) joins the letter before the cursor in the
/// order N'Ko writes marks, replacing a tone already there; backspace takes off the last mark
/// before the letter itself (``NKoComposition``).
public final class NKoDirectInputMethod: InputMethod {
    public init() {}

    public func type(_ text: String, in document: any TextDocument) -> [TextEdit] {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 1, let mark = scalars.first, NKoAlphabet.isCombiningMark(mark),
              let last = document.textBeforeCursor.last,
              last.unicodeScalars.first.map(NKoAlphabet.isNKo) == true
        else { return [.insert(text)] }
        return [.deleteBackward(1), .insert(NKoComposition.adding(mark, to: String(last)))]
    }

    public func deleteBackward(in document: any TextDocument) -> [TextEdit]? {
        NKoDeletion.edits(in: document)
    }

    public func space(in document: any TextDocument) -> [TextEdit]? { nil }
    public func commit(in document: any TextDocument) -> [TextEdit] { [] }
    public func reset() {}

    /// Letters, marks and the elision apostrophes continue an N'Ko word.
    public func continuesWord(_ text: String) -> Bool {
        NKoDeletion.isWordText(text)
    }

    public var doubleSpaceReplacement: String { "߸ " }
}
