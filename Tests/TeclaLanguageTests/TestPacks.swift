import Foundation
import TeclaLanguage
import TeclaPackBuilder
import TeclaPacks

/// Packs shared by the tests: a tiny one built from the fixture corpus, and the bundled English one.
enum TestPacks {
    static func fixtureURL(_ name: String) -> URL {
        Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!
    }

    static func fixtureLines(_ name: String) -> [String] {
        let text = try! String(contentsOf: fixtureURL(name), encoding: .utf8)
        return text.split(separator: "\n").map(String.init)
    }

    /// Builds the tiny pack (no pruning, so every n-gram of the fixture is kept).
    static func buildTiny() throws -> PackBuilder.Output {
        var builder = PackBuilder(
            configuration: PackBuildConfiguration(
                language: "en", license: "CC0-1.0", maximumWords: 1000,
                minimumBigramCount: 1, minimumTrigramCount: 1, unigramPriorWeight: 0.3))
        builder.addCorpus(lines: fixtureLines("tiny-corpus.txt"), name: "tiny-corpus.txt", license: "CC0-1.0")
        return try builder.build()
    }

    static let tiny: LanguagePack = try! LanguagePack(bytes: buildTiny().bytes)
    static let english: LanguagePack = try! BundledPacks.english()
}
