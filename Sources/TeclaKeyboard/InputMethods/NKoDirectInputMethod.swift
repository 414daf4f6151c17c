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
        MarkDeletion.edits(in: document)
    }

    public func space(in document: any TextDocument) -> [TextEdit]? { nil }
    public func commit(in document: any TextDocument) -> [TextEdit] { [] }
    public func reset() {}

    /// Letters, marks, the elision apostrophes and digits continue an N'Ko word; ߸ ߹ ߷ ߺ ߶ are
    /// punctuation and signs.
    public func continuesWord(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        if NKoAlphabet.isNKo(first) { return !(0x07F6...0x07FA).contains(first.value) }
        return text.count == 1 && text.first.map { $0.isLetter || $0.isNumber } == true
    }

    public var doubleSpaceReplacement: String { "߸ " }
}
