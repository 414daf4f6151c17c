import Testing
@testable import TeclaLanguage

/// Packs whose checksums are right but whose contents are nonsense (a crafted or buggy file):
/// opening may fail with a typed error, but nothing may crash or hang.
@Suite struct GarbagePackTests {
    /// Deterministic pseudo-random bytes (64-bit LCG).
    private struct Noise {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test func scrambledSectionsNeverCrashTheEngine() throws {
        let original = try PackFile(bytes: TestPacks.buildTiny().bytes)
        var noise = Noise(state: 42)
        for victim in original.sections where victim.tag != PackSectionTag("MANI") {
            for round in 0..<3 {
                var writer = PackWriter()
                for s in original.sections {
                    var bytes = Array(original.storage.bytes[s.offset..<(s.offset + s.length)])
                    if s.tag == victim.tag {
                        // Round 0 scrambles everything, later rounds only a few bytes.
                        for i in bytes.indices where round == 0 || noise.next() < 16 { bytes[i] = noise.next() }
                    }
                    writer.addRaw(s.tag, width: s.elementWidth, bytes)
                }
                guard let pack = try? LanguagePack(bytes: writer.bytes()) else { continue }
                let engine = SuggestionEngine(pack: pack)
                for text in ["", "I would like to ", "I would like to bo", "Germ", "teh", "thankyou", "café "] {
                    _ = engine.suggestions(textBeforeCursor: text)
                    _ = engine.corrector.correct(text.isEmpty ? "x" : text, context: TypingContext(textBeforeCursor: "I "))
                }
                _ = pack.lexicon.lookup("coffee").map(pack.lexicon.spelling(of:))
            }
        }
    }
}
