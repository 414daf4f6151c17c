import Foundation
import TeclaLanguage

/// The language packs shipped inside the package (the embedded defaults).
public enum BundledPacks {
    /// Location of the bundled English pack.
    public static var englishURL: URL? {
        Bundle.module.url(forResource: "en", withExtension: "teclapack")
    }

    /// Opens (memory-maps and verifies) the bundled English pack.
    public static func english() throws -> LanguagePack {
        guard let url = englishURL else {
            throw PackError.unreadable(path: "en.teclapack", reason: "not found in the TeclaPacks bundle")
        }
        return try LanguagePack(contentsOf: url)
    }
}
