import TeclaLanguage
import TeclaTouch

/// The language data a session uses, per language tag: the pack and what is derived from it
/// once (the next-letter prior of probabilistic touch, the suggestion engine). Immutable and shared by every session.
public struct LanguageModels: Sendable {
    /// What Tecla knows of one language.
    public struct Language: Sendable {
        public let pack: LanguagePack
        /// The next-letter prior of probabilistic touch; nil where the keys are not letters
        /// (Korean Cheon-Ji-In keys type strokes, and are large enough for the nearest key).
        public let nextCharacter: LexiconCharacterModel?
        /// Completions, next words and corrections for the suggestion bar.
        public let suggestions: SuggestionEngine
        /// Swipe typing over the pack's words; nil where there is nothing to swipe over (the
        /// Cheon-Ji-In keys are strokes, not letters).
        public let gestures: GestureDecoder?

        /// - Parameter language: the BCP 47 tag the pack serves; `"ko"` reads words jamo by
        ///   jamo as Cheon-Ji-In composes them (``HangulWordReader``), `"nqo"` reads N'Ko
        ///   typed without tones (``NKoWordReader``); `"la"` knows the enclitics -que, -ne, -ve
        ///   (``LatinEncliticAnalyzer``).
        public init(pack: LanguagePack, language: String? = nil) {
            self.pack = pack
            let tag = language ?? pack.manifest.language
            switch tag {
            case "ko":
                nextCharacter = nil
                suggestions = SuggestionEngine(pack: pack, reader: HangulWordReader())
                gestures = nil
            case "nqo":
                // N'Ko is typed from Latin letters or on N'Ko keys, untoned: the lexicon's
                // letters are neither, so no letter prior and no swipe; words are read untoned.
                nextCharacter = nil
                suggestions = SuggestionEngine(pack: pack, reader: NKoWordReader())
                gestures = nil
            default:
                nextCharacter = LexiconCharacterModel(pack: pack)
                suggestions = SuggestionEngine(pack: pack, enclitics: tag == "la" ? LatinEncliticAnalyzer() : nil)
                gestures = GestureDecoder(pack: pack)
            }
        }
    }

    public let languages: [String: Language]

    /// No language data: nearest-key touch, no suggestions.
    public static let none = LanguageModels(packs: [:])

    /// - Parameter packs: packs by BCP 47 language tag of the layouts they serve (`"en"`, `"ko"`).
    public init(packs: [String: LanguagePack]) {
        var languages: [String: Language] = [:]
        for (tag, pack) in packs { languages[tag] = Language(pack: pack, language: tag) }
        self.languages = languages
    }

    public subscript(language: String) -> Language? { languages[language] }
}
