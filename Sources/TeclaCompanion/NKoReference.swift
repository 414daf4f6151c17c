import TeclaScripts

/// The app's N'Ko reference: every letter, mark, digit and punctuation sign the keyboard types,
/// with the Latin letters that type it on the `nqo-latin` layout and its Unicode name. Built
/// from `NKoAlphabet` (the same tables the transliterator uses), so the reference and the
/// keyboard cannot disagree.
public enum NKoReference {
    public struct Entry: Hashable, Sendable, Identifiable {
        /// What is shown: a mark is drawn on a dotted circle.
        public var glyph: String
        public var scalar: Unicode.Scalar
        /// The Latin letters typed for it, when it has some.
        public var latin: String?
        /// The Unicode name in lower case ("nko letter ba").
        public var name: String
        public var id: UInt32 { scalar.value }
    }

    public struct Section: Hashable, Sendable, Identifiable {
        public var title: String
        public var entries: [Entry]
        public var id: String { title }
    }

    public static let sections: [Section] = [
        Section(title: "Vowels", entries: NKoAlphabet.vowels.map { entry($0.nko, latin: $0.latin) }),
        Section(
            title: "Consonants",
            entries: NKoAlphabet.consonants.map { entry($0.nko, latin: $0.latin) } + [entry(NKoAlphabet.syllabicNasal, latin: "n")]),
        Section(
            title: "Tone marks",
            entries: (NKoAlphabet.toneMarks + [NKoAlphabet.nasalizationMark, "\u{07F3}", "\u{07FD}"]).map { entry($0, latin: nil) }),
        Section(title: "Digits", entries: (0x07C0...0x07C9).compactMap(Unicode.Scalar.init).map { entry($0, latin: nil) }),
        Section(
            title: "Punctuation and signs",
            entries: ([0x07F4, 0x07F5, 0x07F6, 0x07F7, 0x07F8, 0x07F9, 0x07FA, 0x07FE, 0x07FF] as [UInt32]).compactMap(Unicode.Scalar.init)
                .map { entry($0, latin: nil) }),
    ]

    static func entry(_ scalar: Unicode.Scalar, latin: String?) -> Entry {
        let isMark = NKoAlphabet.combiningMarks.contains(scalar) || scalar.properties.generalCategory == .nonspacingMark
        let glyph = isMark ? "\u{25CC}" + String(scalar) : String(scalar)
        return Entry(
            glyph: glyph, scalar: scalar, latin: latin, name: (scalar.properties.name ?? "U+\(String(scalar.value, radix: 16, uppercase: true))").lowercased())
    }
}
