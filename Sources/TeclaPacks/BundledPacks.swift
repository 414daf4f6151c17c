import Foundation
import TeclaLanguage

/// The language packs shipped inside the package (the embedded defaults).
public enum BundledPacks {
    /// Location of the bundled English pack.
    public static var englishURL: URL? {
        Bundle.module.url(forResource: "en", withExtension: "teclapack")
    }

    /// Location of the bundled Korean pack (eojeol frequencies; see `NOTICE-ko.md`).
    public static var koreanURL: URL? {
        Bundle.module.url(forResource: "ko", withExtension: "teclapack")
    }

    /// Location of the bundled N'Ko pack (nicolingua-0005 and NLLB-Seed; see `NOTICE-nqo.md`).
    public static var nkoURL: URL? {
        Bundle.module.url(forResource: "nqo", withExtension: "teclapack")
    }

    /// Location of the bundled Arabic pack (word frequencies and pairs, with its neural model
    /// `ar.teclalm` beside it; see `NOTICE-ar.md`).
    public static var arabicURL: URL? {
        Bundle.module.url(forResource: "ar", withExtension: "teclapack")
    }

    /// Location of the bundled classical Latin pack (The Latin Library; see `NOTICE-la.md`).
    public static var latinURL: URL? {
        Bundle.module.url(forResource: "la", withExtension: "teclapack")
    }

    /// Opens (memory-maps and verifies) the bundled English pack.
    public static func english() throws -> LanguagePack {
        try open(englishURL, name: "en.teclapack")
    }

    /// Opens (memory-maps and verifies) the bundled Korean pack.
    public static func korean() throws -> LanguagePack {
        try open(koreanURL, name: "ko.teclapack")
    }

    /// Opens (memory-maps and verifies) the bundled N'Ko pack.
    public static func nko() throws -> LanguagePack {
        try open(nkoURL, name: "nqo.teclapack")
    }

    /// Opens (memory-maps and verifies) the bundled Arabic pack.
    public static func arabic() throws -> LanguagePack {
        try open(arabicURL, name: "ar.teclapack")
    }

    /// Opens (memory-maps and verifies) the bundled classical Latin pack.
    public static func latin() throws -> LanguagePack {
        try open(latinURL, name: "la.teclapack")
    }

    /// Every bundled pack by the language tag of the layouts it serves (`"en"`, `"ko"`, `"nqo"`,
    /// `"ar"`, `"la"`).
    public static func all() throws -> [String: LanguagePack] {
        ["en": try english(), "ko": try korean(), "nqo": try nko(), "ar": try arabic(), "la": try latin()]
    }

    private static func open(_ url: URL?, name: String) throws -> LanguagePack {
        guard let url else {
            throw PackError.unreadable(path: name, reason: "not found in the TeclaPacks bundle")
        }
        return try LanguagePack(contentsOf: url)
    }
}
