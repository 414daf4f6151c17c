/// Putting combining marks on an N'Ko letter and taking them off again, one at a time.
///
/// A letter with its marks is one grapheme (ߊ߲߬ = ߊ + nasalization + low tone), which a text
/// view deletes whole. A keyboard that types the marks one by one should undo them one by one,
/// and keep them in the order N'Ko text writes them whatever order they were typed in.
///
/// ```swift
/// NKoComposition.adding("\u{07EC}", to: "ߊ߲")     // "ߊ߲߬"  (nasalization, then tone)
/// NKoComposition.adding("\u{07F2}", to: "ߊ߬")     // "ߊ߲߬"  (typed the other way round)
/// NKoComposition.adding("\u{07EB}", to: "ߊ߬")     // "ߊ߫"   (a vowel carries one tone: replaced)
/// NKoComposition.removingLastMark(from: "ߊ߲߬")   // "ߊ߲"
/// ```
public enum NKoComposition {
    /// `cluster` (a letter and its marks) with `mark` added: a tone mark replaces the tone mark
    /// already there, the same mark twice is kept once, and the marks are put in N'Ko order.
    public static func adding(_ mark: Unicode.Scalar, to cluster: some StringProtocol) -> String {
        var scalars = Array(cluster.unicodeScalars)
        if NKoAlphabet.isToneMark(mark), scalars.first.map(NKoAlphabet.isVowel) == true {
            scalars.removeAll(where: NKoAlphabet.isToneMark)
        }
        if !scalars.contains(mark) { scalars.append(mark) }
        return NKoAlphabet.orderingMarks(String(String.UnicodeScalarView(scalars)))
    }

    /// `cluster` without its last combining mark, or nil when it ends in no N'Ko or Arabic mark
    /// (then the whole grapheme is deleted as usual).
    public static func removingLastMark(from cluster: some StringProtocol) -> String? {
        var scalars = Array(cluster.unicodeScalars)
        guard scalars.count > 1, let last = scalars.last, isDeletableMark(last) else { return nil }
        scalars.removeLast()
        return String(String.UnicodeScalarView(scalars))
    }

    /// Marks typed on keys of their own, which backspace removes one at a time: N'Ko's combining
    /// marks and Arabic's harakat (U+064B–U+065F, U+0670).
    public static func isDeletableMark(_ scalar: Unicode.Scalar) -> Bool {
        NKoAlphabet.isCombiningMark(scalar) || (0x064B...0x065F).contains(scalar.value) || scalar.value == 0x0670
    }
}
