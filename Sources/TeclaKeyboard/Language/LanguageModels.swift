import TeclaLanguage
import TeclaTouch

/// The language data a session uses, per language tag: the pack and what is derived from it
/// once (the next-letter prior of probabilistic touch, the suggestion engine). Immutable and shared by every session.
public struct LanguageModels: Sendable {
    /// What Tecla knows of one language.
    public struct Language: Sendable {
        public let pack: LanguagePack
        public let nextCharacter: LexiconCharacterModel
        /// Completions, next words and corrections for the suggestion bar.
        public let suggestions: SuggestionEngine
        /// Swipe typing over the pack's words.
        public let gestures: GestureDecoder

        public init(pack: LanguagePack) {
            self.pack = pack
            nextCharacter = LexiconCharacterModel(pack: pack)
            suggestions = SuggestionEngine(pack: pack)
            gestures = GestureDecoder(pack: pack)
        }
    }

    public let languages: [String: Language]

    /// No language data: nearest-key touch, no suggestions.
    public static let none = LanguageModels(packs: [:])

    /// - Parameter packs: packs by BCP 47 language tag of the layouts they serve (`"en"`).
    public init(packs: [String: LanguagePack]) {
        languages = packs.mapValues(Language.init)
    }

    public subscript(language: String) -> Language? { languages[language] }
}
