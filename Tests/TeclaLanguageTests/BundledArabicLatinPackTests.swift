import Foundation
import Testing
import TeclaLanguage
import TeclaPacks

/// The embedded Arabic and Latin packs open, name their sources and predict.
@Suite struct BundledArabicLatinPackTests {
    static let arabic = try! BundledPacks.arabic()
    static let latin = try! BundledPacks.latin()

    static func size(_ url: URL?) -> Int {
        url.flatMap { try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int } ?? 0
    }

    @Test func arabicManifestAndWords() throws {
        let manifest = Self.arabic.manifest
        #expect(manifest.language == "ar" && manifest.license == "CC-BY-SA-4.0")
        #expect(manifest.sources.map(\.role) == ["lexicon frequencies", "withheld words", "n-grams, casing", "n-grams, casing"])
        #expect(manifest.sources.map(\.license).prefix(3) == ["CC-BY-SA-4.0", "CC0-1.0", "Apache-2.0"])
        #expect(manifest.sources[3].license.hasPrefix("CC-BY-2.0-FR") && manifest.sources[3].license.contains("Tatoeba"))
        #expect(manifest.sources[0].name.contains("ar-50k") && manifest.sources[2].name.contains("shami"))
        #expect(manifest.sources[3].name.contains("tatoeba-ar"))
        #expect(Self.arabic.model.bigramCount > 20_000, "word pairs from the Shami corpus")
        // Bare spellings are merged into their written forms: only أين is stored.
        #expect(Self.arabic.lexicon.id(exactly: "اين") == nil && Self.arabic.lexicon.id(exactly: "أين") != nil)
        #expect(Self.arabic.lexicon.count > 40_000)
        #expect(Self.size(BundledPacks.arabicURL) < 3_000_000)
        for id in stride(from: 0, to: Self.arabic.lexicon.count, by: 97) {
            let word = Self.arabic.lexicon.spelling(of: id)
            #expect(word.unicodeScalars.allSatisfy { (0x0621...0x0671).contains($0.value) }, "\(word) is Arabic")
        }
    }

    @Test func arabicLookupFoldsHamzaSeats() throws {
        // أن is stored with its hamza; typed without it, it is still found, and kept.
        let id = try #require(Self.arabic.lexicon.resolve("ان"))
        #expect(Self.arabic.lexicon.spelling(of: id) == "أن" || Self.arabic.lexicon.spelling(of: id) == "ان")
        let completions = Predictor(pack: Self.arabic).completions(for: TypingContext(textBeforeCursor: "الح"), limit: 3)
        #expect(completions.count == 3)
        let next = Predictor(pack: Self.arabic).nextWords(after: TypingContext(textBeforeCursor: "ذهبت "), limit: 3)
        #expect(next.count == 3)
    }

    /// The neural model beside the Arabic pack (issue 31, item 7): trained on the pack's ids, mixed
    /// at the weight its manifest names, and it changes what the bar offers.
    @Test func arabicHasItsNeuralModel() throws {
        let model = try #require(Self.arabic.neural, "ar.teclalm is bundled beside ar.teclapack")
        #expect(model.manifest.language == "ar")
        #expect(model.manifest.packContentChecksum == Self.arabic.manifest.contentChecksum)
        #expect(model.mixWeight == 0.3, "chosen on FLORES arb/ary/arz odd lines")
        #expect(model.manifest.sources.map(\.license).contains("Apache-2.0"))
        // "هل" opens a question; "يمكنك" (can you) is its commonest next word in everyday
        // requests, which the model learned from whole sentences and the word pairs alone miss.
        let context = TypingContext(textBeforeCursor: "هل ")
        let mixed = Predictor(pack: Self.arabic).nextWords(after: context, limit: 3).map(\.text)
        let trigram = Predictor(pack: Self.arabic.withNeuralModel(nil)).nextWords(after: context, limit: 3).map(\.text)
        #expect(mixed.contains("يمكنك") && !trigram.contains("يمكنك"), "mixed \(mixed), trigram alone \(trigram)")
    }

    /// Tatoeba's own characters (توم is in a tenth of its Arabic lines) are counted as unknown
    /// words, and violent or vulgar words are withheld: neither reaches the bar by itself.
    @Test func arabicBarOffersNoTatoebaNamesNorWithheldWords() {
        let predictor = Predictor(pack: Self.arabic)
        let names: Set = ["توم", "ماري", "سامي", "ليلى"]
        let withheld: Set = ["قتل", "يقتل", "قتلت", "سأقتلك", "اغتصاب", "الانتحار", "مسدس", "عاهرة", "نيك", "كس"]
        for text in ["قال ", "أخبرت ", "هل ", "أين ", "يريد ", "ذهب ", "لا يحب ", "سوف ", "لقد ", "أنا "] {
            let next = Set(predictor.nextWords(after: TypingContext(textBeforeCursor: text), limit: 3).map(\.text))
            #expect(next.isDisjoint(with: names), "\(text) → \(next)")
            #expect(next.isDisjoint(with: withheld), "\(text) → \(next)")
        }
        for prefix in ["قت", "سأق", "اغت", "انت", "مس", "عا", "ني", "ك"] {
            let completions = Set(predictor.completions(for: TypingContext(textBeforeCursor: prefix), limit: 3).map(\.text))
            #expect(completions.isDisjoint(with: withheld), "\(prefix) → \(completions)")
        }
    }

    @Test func latinManifestHoldsOutItsTestWorks() throws {
        let manifest = Self.latin.manifest
        #expect(manifest.language == "la")
        #expect(manifest.sources.count == 1 && manifest.sources[0].name.contains("latin-library"))
        #expect((manifest.counts["encliticsSplit"] ?? 0) > 100_000)
        #expect(Self.latin.lexicon.count <= 100_000 && Self.latin.lexicon.count > 90_000)
        #expect(Self.latin.model.trigramCount > 0)
        #expect(Self.size(BundledPacks.latinURL) < 8_000_000)
    }

    @Test func latinPredicts() {
        let predictor = Predictor(pack: Self.latin)
        let next = predictor.nextWords(after: TypingContext(textBeforeCursor: "arma virum "), limit: 3)
        #expect(next.count == 3)
        #expect(predictor.nextWords(after: TypingContext(textBeforeCursor: "senatus populus "), limit: 3).map(\.text).contains("Romanus"))
        let completions = predictor.completions(for: TypingContext(textBeforeCursor: "senatus populus Roma"), limit: 3)
        #expect(completions.map(\.text).contains("Romanus"))
        #expect(
            !predictor.nextWords(after: TypingContext(textBeforeCursor: "in partes "), limit: 3).map(\.text).contains("viii"),
            "Roman numerals are no words")
    }
}
