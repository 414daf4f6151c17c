import Foundation
import TeclaCore
import TeclaLanguage
import TeclaTouch

#if canImport(Glibc)
import Glibc
#endif

/// The language data sessions use, per language tag, opened on demand from a ``PackSource``:
/// a language's pack is opened when its layout is first used, its swipe index is built on the
/// first swipe, and with ``Retention/activeOnly`` (a keyboard extension, `tecla stdio`) only
/// the language in use stays in memory.
///
/// ```swift
/// let models = LanguageModels(source: BundledPacks.folder, retention: .activeOnly)
/// models["en"]?.suggestions      // opens en.teclapack (~ms; no swipe index yet)
/// models["en"]?.swipeDecoder         // builds the swipe index, once
/// models.activate("ko")          // English is released
/// ```
///
/// Thread-safe: sessions on several threads share one instance (the playground).
public final class LanguageModels: @unchecked Sendable {
    /// What Tecla knows of one language: the pack and what is derived from it.
    public final class Language: Sendable {
        public let pack: LanguagePack
        /// The language tag it serves.
        public let tag: String
        /// Completions, next words and corrections for the suggestion bar.
        public let suggestions: SuggestionEngine
        /// Whether the keys are letters of the pack's words (not Cheon-Ji-In strokes, not N'Ko
        /// typed untoned): then taps have a letter prior and words can be swiped.
        private let keysAreLetters: Bool
        private let builtSwipeDecoder: LockedLazy<SwipeDecoder>
        private let builtNextCharacter: LockedLazy<LexiconCharacterModel>

        /// - Parameter language: the BCP 47 tag the pack serves; `"ko"` reads words jamo by
        ///   jamo as Cheon-Ji-In composes them (``HangulWordReader``), `"nqo"` reads N'Ko
        ///   typed without tones (``NKoWordReader``); `"la"` knows the enclitics -que, -ne, -ve
        ///   (``LatinEncliticAnalyzer``) and where a macron may stand (``LatinMacronRules``).
        public init(pack: LanguagePack, language: String? = nil) {
            self.pack = pack
            let tag = language ?? pack.manifest.language
            self.tag = tag
            switch tag {
            case "ko":
                suggestions = SuggestionEngine(pack: pack, reader: HangulWordReader())
                keysAreLetters = false
            case "nqo":
                // N'Ko is typed from Latin letters or on N'Ko keys, untoned: the lexicon's
                // letters are neither, so no letter prior and no swipe; words are read untoned.
                suggestions = SuggestionEngine(pack: pack, reader: NKoWordReader())
                keysAreLetters = false
            case "la":
                suggestions = SuggestionEngine(pack: pack, enclitics: LatinEncliticAnalyzer(), markRules: LatinMacronRules())
                keysAreLetters = true
            default:
                // Arabic is typed bare (no hamza seats): space types the written form the pack knows.
                suggestions = SuggestionEngine(pack: pack, restoresWrittenForms: tag == "ar")
                keysAreLetters = true
            }
            builtSwipeDecoder = LockedLazy { SwipeDecoder(pack: pack) }
            builtNextCharacter = LockedLazy { LexiconCharacterModel(pack: pack) }
        }

        /// The next-letter prior of probabilistic touch, built when a session first needs it;
        /// nil where the keys are not letters (Korean Cheon-Ji-In keys type strokes, and are
        /// large enough for the nearest key).
        public var nextCharacter: LexiconCharacterModel? {
            keysAreLetters ? builtNextCharacter.value : nil
        }

        /// Swipe typing over the pack's words, built on first use (about 2 MB and 0.1 s for
        /// 100k words); nil where there is nothing to swipe over (the Cheon-Ji-In keys are
        /// strokes, not letters).
        public var swipeDecoder: SwipeDecoder? {
            keysAreLetters ? builtSwipeDecoder.value : nil
        }

        /// Whether the swipe index has been built.
        public var hasSwipeDecoder: Bool { builtSwipeDecoder.isMade }
    }

    /// What stays in memory once opened.
    public enum Retention: Sendable {
        /// Every language opened stays (a server shared by users typing different languages).
        case all
        /// Only the language last activated (a keyboard extension, which the system kills when
        /// it grows: switching to Korean releases English).
        case activeOnly
    }

    public let source: any PackSource
    public let retention: Retention
    private let lock = NSLock()
    private var open: [String: Language] = [:]
    private var failures: [String: String] = [:]
    /// Languages the source has no pack for: asked once, not on every keystroke.
    private var absent: Set<String> = []
    private var active: String?

    /// No language data: nearest-key touch, no suggestions.
    public static let none = LanguageModels(packs: [:])

    public init(source: any PackSource, retention: Retention = .all) {
        self.source = source
        self.retention = retention
    }

    /// - Parameter packs: packs by BCP 47 language tag of the layouts they serve (`"en"`, `"ko"`).
    public convenience init(packs: [String: LanguagePack]) {
        self.init(source: OpenPacks(packs), retention: .all)
    }

    /// The language `tag`, opened now if it is not yet; nil when the source has no pack for it
    /// or its pack does not open (see ``failure(for:)``).
    public subscript(tag: String) -> Language? {
        lock.lock()
        defer { lock.unlock() }
        if let language = open[tag] { return language }
        if absent.contains(tag) || failures[tag] != nil { return nil }
        do {
            guard let pack = try source.openPack(language: tag) else {
                absent.insert(tag)
                return nil
            }
            let language = Language(pack: pack, language: tag)
            open[tag] = language
            return language
        } catch {
            // Remembered: a damaged pack is not re-read on every keystroke.
            failures[tag] = "\(error)"
            return nil
        }
    }

    /// Why the language `tag` could not be opened, if it could not.
    public func failure(for tag: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return failures[tag]
    }

    /// The languages open now.
    public var openLanguages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return open.keys.sorted()
    }

    /// The layouts now type `tag`: with ``Retention/activeOnly`` every other language is
    /// released (sessions holding one keep it until they let go).
    public func activate(_ tag: String) {
        lock.lock()
        let released: Bool
        if retention == .activeOnly, active != tag {
            released = open.keys.contains { $0 != tag }
            open = open.filter { $0.key == tag }
        } else {
            released = false
        }
        active = tag
        lock.unlock()
        if released { Self.returnFreedMemory() }
    }

    /// A memory warning: releases every language but the active one (all of them when none is
    /// active) and forgets failures and absences, so a pack added or replaced since is tried again.
    public func purgeCaches() {
        lock.lock()
        open = open.filter { $0.key == active }
        failures.removeAll()
        absent.removeAll()
        lock.unlock()
        Self.returnFreedMemory()
    }

    /// Hands freed heap pages back to the system, where the allocator keeps them otherwise
    /// (glibc's arenas; Darwin's allocator returns them by itself).
    static func returnFreedMemory() {
        #if canImport(Glibc)
        // malloc.h is not in the Glibc module: look the function up once.
        if let trim = mallocTrim { _ = trim(0) }
        #endif
    }

    #if canImport(Glibc)
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif
}
