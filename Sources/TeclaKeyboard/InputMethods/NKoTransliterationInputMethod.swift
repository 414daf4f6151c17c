import TeclaCore
import TeclaScripts

/// N'Ko typed with Latin letters: the word's letters are kept and shown, transliterated, as
/// marked text (``NKoTransliterator``: "kan" → ߞߊ߲, then "kana" → ߞߊߣߊ, since a later letter may
/// change an earlier one); the suggestion bar offers the tone-marked words of the lexicon; space
/// or punctuation commits the word (the session first puts in the toned word the bar offers as
/// its autocorrection, which one backspace takes back).
///
/// ```swift
/// let session = try KeyboardSession(layoutID: "nqo-latin", catalog: .all, document: buffer, clock: clock,
///                                   languageModels: LanguageModels(packs: ["nqo": try BundledPacks.nko()]))
/// // type "ka": marked text ߞߊ, suggestions ߞߊ߬ …; space types the toned word ߞߊ߬ and a space
/// // type "nko": space keeps ߒߞߏ, the best reading (N'Ko leaves high tones unmarked)
/// ```
public final class NKoTransliterationInputMethod: InputMethod {
    /// The Latin letters of the word being typed (lowercase).
    public private(set) var letters = ""
    private let transliterator = NKoTransliterator()

    public init() {}

    /// The untoned N'Ko spelling of the letters typed so far.
    public var composingText: String { transliterator.transliterate(letters) }

    public func type(_ text: String, in document: any TextDocument) -> [TextEdit] {
        if text.count == 1, let c = text.first, NKoTransliterator.isWordLetter(c), !(c == "'" && letters.isEmpty) {
            letters += text.lowercased()
            return [.setMarkedText(composingText)]
        }
        // Anything else ends the word and is typed as it is (the numbers page has N'Ko digits
        // and punctuation; Latin ones are there on purpose).
        return commit(in: document) + [.insert(text)]
    }

    public func deleteBackward(in document: any TextDocument) -> [TextEdit]? {
        guard !letters.isEmpty else { return MarkDeletion.edits(in: document) }
        letters.removeLast()
        return [.setMarkedText(composingText)]
    }

    public func space(in document: any TextDocument) -> [TextEdit]? { nil }

    public func commit(in document: any TextDocument) -> [TextEdit] {
        guard !letters.isEmpty else { return [] }
        defer { letters = "" }
        return [.insert(composingText)]
    }

    public func reset() { letters = "" }

    public func continuesWord(_ text: String) -> Bool {
        text.count == 1 && text.first.map(NKoTransliterator.isWordLetter) == true
    }

    public var doubleSpaceReplacement: String { "߸ " }
}
