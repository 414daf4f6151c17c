import Foundation

/// Where a keyboard's language packs come from: the app bundle, an App Group container the
/// companion app downloads into, any folder. A source only finds and opens; what is kept in
/// memory is the caller's choice (`LanguageModels` opens a language when its layout is first
/// used and can let it go again).
///
/// ```swift
/// let folder = PackFolder(url: containerURL.appendingPathComponent("Packs"))
/// folder.languages                       // ["en", "ko"]: en.teclapack, ko.teclapack
/// let english = try folder.openPack(language: "en")
/// ```
public protocol PackSource: Sendable {
    /// The language tags this source has packs for.
    var languages: [String] { get }
    /// Opens (maps and verifies) the pack for `language`; nil when the source has none.
    func openPack(language: String) throws -> LanguagePack?
}

/// Packs in one folder, named by language tag: `en.teclapack`, `ko.teclapack`.
public struct PackFolder: PackSource {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public var languages: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".teclapack") }.map { String($0.dropLast(".teclapack".count)) }.sorted()
    }

    /// The file a language's pack would be in (the tag is checked: no path tricks).
    public func fileURL(language: String) -> URL? {
        guard !language.isEmpty, language.count <= 35,
            language.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        return url.appendingPathComponent("\(language).teclapack")
    }

    public func openPack(language: String) throws -> LanguagePack? {
        guard let file = fileURL(language: language), FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try LanguagePack(contentsOf: file)
    }
}

/// Packs already open, by language tag (tests, tools, a host that opened them itself).
public struct OpenPacks: PackSource {
    public let packs: [String: LanguagePack]

    public init(_ packs: [String: LanguagePack]) {
        self.packs = packs
    }

    public var languages: [String] { packs.keys.sorted() }

    public func openPack(language: String) throws -> LanguagePack? { packs[language] }
}
