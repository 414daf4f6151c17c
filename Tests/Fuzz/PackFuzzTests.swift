import Foundation
import TeclaCore
import TeclaLanguage
import TeclaPackBuilder
import TeclaPacks
import TeclaTestSupport
import TeclaTouch
import Testing

/// Real packs mutated the way files get damaged or forged — bit flips, stomped bytes, cuts,
/// swapped sections, edited lengths, and structure edits with every checksum recomputed — then
/// opened and, if they open, typed on: suggestions, corrections, the swipe index and a
/// gesture. Nothing may trap, hang or allocate without bound; a refusal must be a typed
/// ``PackError``.
@Suite(.serialized) struct PackFuzzTests {
    static let tiny: [UInt8] = {
        var builder = PackBuilder(
            configuration: PackBuildConfiguration(
                language: "en", license: "CC0-1.0", maximumWords: 1000, minimumBigramCount: 1, minimumTrigramCount: 1, unigramPriorWeight: 0.3))
        let lines = [
            "I would like to book a table for two tonight.", "Thank you for the coffee, it was great.",
            "We flew to Germany last summer and the weather was great.", "Can you find me a cheap hotel near the station?",
            "The keyboard types what I mean, not what I hit.", "Let me know when you get home tonight.",
        ]
        builder.addCorpus(lines: Array(repeating: lines, count: 3).flatMap { $0 }, name: "fuzz-corpus", license: "CC0-1.0")
        return try! builder.build().bytes
    }()

    /// Structure sections an attacker would edit, with their element widths.
    static let structures = ["TRIE", "WOFF", "B2ST", "B2WD", "T3CX", "T3ST", "T3WD", "C1PQ", "C2PQ", "WFCB", "U1PQ", "B2PQ"]

    static func mutate(_ original: [UInt8], using random: inout SeededGenerator) -> (bytes: [UInt8], kind: String) {
        var editor = PackEditor(original)
        let sections = editor.sections.filter { $0.length > 0 }
        let kind = Int.random(in: 0..<8, using: &random)
        switch kind {
        case 0:  // raw bit flips: the checksums should catch these
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let at = Int.random(in: 0..<editor.bytes.count, using: &random)
                editor.bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &random)
            }
            return (editor.bytes, "bit flips")
        case 1:  // cut or grown
            if Bool.random(using: &random) {
                editor.bytes.removeLast(Int.random(in: 1...min(4096, editor.bytes.count), using: &random))
            } else {
                editor.bytes += [UInt8](repeating: UInt8.random(in: 0...255, using: &random), count: Int.random(in: 1...64, using: &random))
            }
            return (editor.bytes, "cut or grown")
        case 2:  // flips inside one section, checksums recomputed
            let s = sections.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 1...16, using: &random) {
                editor.bytes[s.offset + Int.random(in: 0..<s.length, using: &random)] ^= 1 << UInt8.random(in: 0..<8, using: &random)
            }
        case 3:  // bytes stomped with extremes
            let s = sections.randomElement(using: &random)!
            let at = s.offset + Int.random(in: 0..<s.length, using: &random)
            for k in 0..<min(8, s.offset + s.length - at) { editor.bytes[at + k] = [0x00, 0xFF, 0x7F, 0x80][Int.random(in: 0..<4, using: &random)] }
        case 4:  // two sections swap names
            let a = Int.random(in: 0..<editor.sectionCount, using: &random), b = Int.random(in: 0..<editor.sectionCount, using: &random)
            editor.swapTags(a, b)
        case 5:  // a length edited (a multiple of the width, inside the file or not)
            let s = sections.randomElement(using: &random)!
            let length = s.width * Int.random(in: 0...(s.count * 2 + 2), using: &random)
            editor.setEntryField(s.entry, at: 16, UInt64(length))
        default:  // a structural element rewritten with a value an attacker would pick
            let tag = structures.randomElement(using: &random)!
            guard let s = editor.section(tag), s.count > 0 else { return (editor.bytes, "none") }
            let index = Int.random(in: 0..<s.count, using: &random)
            let current = editor.element(tag, index)
            let candidates: [UInt64] = [
                0, 1, current &+ 1, current &- 1, UInt64(index), UInt64(s.count), UInt64(s.count - 1),
                UInt64.random(in: 0...UInt64(s.count * 2), using: &random), UInt64.random(in: 0...UInt64.max, using: &random),
                UInt64(UInt32.max), UInt64(Float.nan.bitPattern), UInt64(Float.infinity.bitPattern),
            ]
            var value = candidates.randomElement(using: &random)!
            if tag == "TRIE", Bool.random(using: &random) {
                // Rewrite one field (first child, first word or label) of the node.
                let shift = UInt64([0, 21, 42].randomElement(using: &random)!)
                value = current & ~(0x1FFFFF << shift) | (value & 0x1FFFFF) << shift
            }
            editor.setElement(tag, index, value)
        }
        editor.fixChecksums()
        return (editor.bytes, ["", "", "section flips", "stomped bytes", "swapped sections", "edited length", "structure edit", "structure edit"][kind])
    }

    /// Opens the bytes and types on the pack if it opens; returns whether it opened.
    static func exercise(_ bytes: [UInt8]) -> Bool {
        let pack: LanguagePack
        do {
            pack = try LanguagePack(bytes: bytes)
        } catch {
            #expect(!error.description.isEmpty)
            return false
        }
        let engine = SuggestionEngine(pack: pack)
        for text in ["", "I would like to ", "I would like to bo", "Germ", "teh ", "thankyou", "café ", "the "] {
            _ = engine.suggestions(textBeforeCursor: text)
        }
        _ = engine.corrector.correct("teh", context: TypingContext(textBeforeCursor: "I "))
        _ = ContinuationModel(pack: pack).continuations(textBeforeCursor: "I would like to b")
        let decoder = SwipeDecoder(pack: pack)
        let page = try! LayoutCatalog.standard.layout(id: "en-US", width: 390).homePage
        _ = try? decoder.decode(SyntheticSwipe.points(for: "table", on: page), on: SwipeKeyboard(page: page))
        return true
    }

    @Test func mutatedPacksNeverTrapHangOrGrowWithoutBound() throws {
        let fuzz = FuzzRun("pack", defaultIterations: 1_500)
        var random = SeededGenerator(seed: fuzz.seed)
        var opened = 0
        var kinds: [String: Int] = [:]
        let growth = fuzz.run { _ in
            let (bytes, kind) = Self.mutate(Self.tiny, using: &random)
            kinds[kind, default: 0] += 1
            if Self.exercise(bytes) { opened += 1 }
        }
        print("fuzz pack: opened \(opened) of \(fuzz.iterations); \(kinds.sorted { $0.key < $1.key })")
        #expect(opened > 0, "some mutations leave a valid pack (e.g. a flipped frequency), and those are typed on")
        #expect(opened < fuzz.iterations, "most damage is refused")
        #expect(growth < 512, "peak memory grew by \(growth) MB")
    }

    @Test func mutatedBundledPacksAreRefusedOrWork() throws {
        // The real Korean and Arabic packs (1.6-1.9 MB): fewer iterations, each opening the whole pack.
        let fuzz = FuzzRun("bundled packs", defaultIterations: 24)
        var random = SeededGenerator(seed: fuzz.seed &+ 1)
        let originals = [try [UInt8](Data(contentsOf: BundledPacks.koreanURL!)), try [UInt8](Data(contentsOf: BundledPacks.arabicURL!))]
        let growth = fuzz.run { i in
            let (bytes, _) = Self.mutate(originals[i % 2], using: &random)
            _ = Self.exercise(bytes)
        }
        #expect(growth < 1_024, "peak memory grew by \(growth) MB")
    }

    /// The English neural model (`en.teclalm`) damaged the same ways, shape, vocabulary and scale
    /// sections included (checksums recomputed): refused with a ``PackError`` or, if it opens,
    /// typed on through the mixed predictor and the corrector without a trap.
    @Test func mutatedNeuralModelsAreRefusedOrWork() throws {
        let fuzz = FuzzRun("neural model", defaultIterations: 24)
        var random = SeededGenerator(seed: fuzz.seed &+ 2)
        let pack = try BundledPacks.english()
        let original = try [UInt8](Data(contentsOf: BundledPacks.englishURL!.deletingPathExtension().appendingPathExtension("teclalm")))
        var opened = 0
        let growth = fuzz.run { _ in
            let (bytes, _) = Self.mutate(original, using: &random)
            let model: NeuralLanguageModel
            do {
                model = try NeuralLanguageModel(file: PackFile(bytes: bytes), for: pack)
            } catch {
                #expect(error is PackError, "\(error)")
                return
            }
            opened += 1
            let engine = SuggestionEngine(pack: pack.withNeuralModel(model))
            for text in ["How was your ", "See you at the sta", "teh "] {
                _ = engine.suggestions(textBeforeCursor: text)
            }
        }
        print("fuzz neural model: opened \(opened) of \(fuzz.iterations)")
        #expect(opened < fuzz.iterations, "most damage is refused")
        #expect(growth < 512, "peak memory grew by \(growth) MB")
    }
}
