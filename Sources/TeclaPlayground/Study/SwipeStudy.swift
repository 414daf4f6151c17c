import TeclaCore
import TeclaLanguage
import TeclaTouch

/// `GET /api/sessions/{id}/study?count=30&seed=1`: words to swipe for a recorded study of the
/// session's keyboard, and that keyboard (the letters page gestures are decoded on) in How We
/// Swipe's layout format.
///
/// The page prompts the words one at a time and records each gesture as the server received it
/// (layout points, milliseconds), so a person can draw gestures on any layout — the Latin and
/// Arabic keyboards have none from people — and `tecla eval swipe --dataset FILE.jsonl --layouts
/// FILE-layouts.json --language TAG --part all` measures the decoder on them.
///
/// ```json
/// {"layout": "playground_la_390", "language": "la", "page": "letters", "words": ["et", "in", "est"],
///  "paths": ["et", "in", "est"],
///  "keyboard": {"width": 390, "height": 216, "key_w": 39, "key_h": 54, "keys": {"q": [19.5, 27, 35, 42]}}}
/// ```
public struct SwipeStudy: Hashable, Sendable, Codable {
    /// The keyboard's name in the recorded gestures' `layout` field: layout, then width.
    public var layout: String
    /// The language whose pack decodes the gestures (`eval swipe --language`).
    public var language: String
    /// The page the gestures are drawn on (the layout's letters page; the page records a slide
    /// only while it is shown).
    public var page: String
    /// The words to draw, in order.
    public var words: [String]
    /// Each word's keys in the order a finger passes them, as the decoder's vocabulary spells it
    /// (folded: "prætor" → praetor, "أنت" → انت; a repeated letter once): for scripts that draw.
    public var paths: [String]
    public var keyboard: Keyboard

    /// One keyboard of How We Swipe's layouts file: the letter keys' centres and sizes, and the key
    /// pitch (`key_w`, `key_h`) the decoder's key units divide by.
    public struct Keyboard: Hashable, Sendable, Codable {
        public var width: Double
        public var height: Double
        public var keyW: Double
        public var keyH: Double
        /// Letter → [centre x, centre y, width, height], layout points.
        public var keys: [String: [Double]]

        enum CodingKeys: String, CodingKey {
            case width, height, keys
            case keyW = "key_w"
            case keyH = "key_h"
        }
    }

    /// Words prompted at most per request.
    public static let maxCount = 200
    /// The words are drawn from this many of the language's commonest (lower-case, spelt with
    /// the keyboard's letters): everyday words, not only "the" and "of".
    public static let pool = 3000

    /// The study for a keyboard page: `count` words drawn without repeats from the pool, the same
    /// for the same seed. Nil when the page has no letter keys.
    ///
    /// - Complexity: O(V log V) for the pack's V words (about 60 ms for 100,000).
    public init?(layoutID: String, language: String, page: KeyboardPage, size: Size, pack: LanguagePack?, count: Int, seed: UInt64) {
        let swipeKeyboard = SwipeKeyboard(page: page)
        guard swipeKeyboard.count > 0 else { return nil }
        layout = "playground_\(layoutID)_\(Int(size.width.rounded()))"
        self.language = language
        self.page = page.id.rawValue
        var keys: [String: [Double]] = [:]
        // The first key of each letter, as SwipeKeyboard keeps it.
        for key in page.rows.joined() {
            guard let letter = SwipeKeyboard.letter(of: key), keys[String(letter)] == nil else { continue }
            keys[String(letter)] = [key.frame.midX, key.frame.midY, key.frame.size.width, key.frame.size.height]
        }
        keyboard = Keyboard(width: size.width, height: size.height, keyW: swipeKeyboard.pitchX, keyH: swipeKeyboard.pitchY, keys: keys)
        let letters = Set(swipeKeyboard.letters)
        words = pack.map { Self.words(from: $0, letters: letters, count: count, seed: seed) } ?? []
        // The vocabulary's own spelling of each word's path, as the decoder matches it.
        paths = words.map { SwipeVocabulary(words: [$0]).spelling(ofPath: 0) }
    }

    /// `count` of the pack's `pool` commonest words whose folded letters all have a key, shuffled
    /// by `seed`.
    static func words(from pack: LanguagePack, letters: Set<Unicode.Scalar>, count: Int, seed: UInt64) -> [String] {
        let lexicon = pack.lexicon, model = pack.model
        let spellable = (0..<lexicon.count).filter { id in
            let word = lexicon.spelling(of: id)
            guard word.count >= 2, word == word.lowercased() else { return false }
            return TextFolding.fold(word).allSatisfy(letters.contains)
        }
        var pool = spellable.sorted { model.unigramLogProb($0) > model.unigramLogProb($1) }.prefix(Self.pool).map(lexicon.spelling(of:))
        var generator = SeededGenerator(seed: seed)
        pool.shuffle(using: &generator)
        return Array(pool.prefix(max(0, min(count, maxCount))))
    }
}
