import Foundation
import Testing
import TeclaLanguage
import TeclaPacks

/// The English neural next-word model: the numbers the training script computed, the cache that
/// makes a typed word cost one step, and the files it refuses (issue 31).
@Suite struct NeuralLanguageModelTests {
    static let pack = TestPacks.english

    struct Golden: Decodable {
        struct Step: Decodable {
            var top: [Int]
            var logProb: [Float]
        }
        struct Case: Decodable {
            var context: [Int]
            var steps: [Step]
        }
        var contentChecksum: String
        var cases: [Case]
    }

    static func model() throws -> NeuralLanguageModel {
        try #require(pack.neural, "the bundled English pack has its neural model beside it")
    }

    /// The Swift kernels give the numbers `Scripts/assets/train_neural_lm.py --golden` computed from the
    /// same int8 weights in numpy: the same five best words, probabilities within 1e-3.
    @Test func itComputesWhatTheTrainingScriptComputed() throws {
        let model = try Self.model()
        let url = try #require(Bundle.module.url(forResource: "Fixtures/neural-golden-en", withExtension: "json"))
        let golden = try JSONDecoder().decode(Golden.self, from: Data(contentsOf: url))
        #expect(golden.contentChecksum == Self.pack.manifest.contentChecksum)
        #expect(!golden.cases.isEmpty)
        for testCase in golden.cases {
            var state = model.start()
            var input = model.sentenceStartID
            for (position, step) in testCase.steps.enumerated() {
                model.step(&state, input: input)
                let logP = model.logProbabilities(state)
                for (rank, id) in step.top.enumerated() {
                    let row = try #require(model.row(of: id))
                    #expect(abs(logP[row] - step.logProb[rank]) < 1e-3, "case \(testCase.context) step \(position) word \(id)")
                }
                // The best word is the same wherever the runners-up are not a near tie.
                let best = logP.indices.max { logP[$0] < logP[$1] }!
                if step.logProb[0] - step.logProb[1] > 1e-3 {
                    #expect(model.modelID(ofRow: best) == step.top[0], "case \(testCase.context) step \(position)")
                }
                input = testCase.context[position]
            }
        }
    }

    @Test func itsDistributionsAreProbabilities() throws {
        let model = try Self.model()
        var state = model.start()
        model.step(&state, input: model.sentenceStartID)
        let total = model.logProbabilities(state).reduce(0.0) { $0 + exp(Double($1)) }
        #expect(abs(total - 1) < 1e-3)
    }

    /// Sentences typed word by word reuse the state of the words before: the bar after each word
    /// is the same as from a predictor that never saw the sentence.
    @Test func typingWordByWordGivesWhatAFreshPredictorGives() {
        let sentence = ["See", "you", "at", "the", "station", "tomorrow", "morning"]
        let typing = Predictor(pack: Self.pack)
        var seen: [[String]] = []
        for count in 0...sentence.count {
            seen.append(typing.nextWords(after: TypingContext(previousWords: Array(sentence.prefix(count))), limit: 3).map(\.text))
        }
        for count in [sentence.count, 3, 0] {
            let url = BundledPacks.englishURL!.deletingPathExtension().appendingPathExtension("teclalm")
            let fresh = Predictor(pack: Self.pack.withNeuralModel(try? NeuralLanguageModel(contentsOf: url, for: Self.pack)))
            #expect(fresh.nextWords(after: TypingContext(previousWords: Array(sentence.prefix(count))), limit: 3).map(\.text) == seen[count])
        }
    }

    /// A message longer than the model's window, typed word by word: the window's start jumps
    /// forward every few words (NeuralContextCache.windowStart), and every bar is still the one a
    /// predictor that never saw the message gives.
    @Test func aLongMessageTypedWordByWordGivesWhatAFreshPredictorGives() throws {
        let words = """
            Thanks for asking. I had a long day at work today! My boss wanted the report by noon \
            and the printer broke twice. Anyway I'm home now and we could meet later
            """.split(separator: " ").map(String.init)
        let url = try #require(BundledPacks.englishURL).deletingPathExtension().appendingPathExtension("teclalm")
        let typing = Predictor(pack: Self.pack.withNeuralModel(try NeuralLanguageModel(contentsOf: url, for: Self.pack)))
        var seen: [[String]] = []
        for count in 0...words.count {
            let text = words.prefix(count).joined(separator: " ") + " "
            seen.append(typing.nextWords(after: TypingContext(textBeforeCursor: text), limit: 3).map(\.text))
        }
        for count in [words.count, words.count - 5, 21, 9] {
            let fresh = Predictor(pack: Self.pack.withNeuralModel(try NeuralLanguageModel(contentsOf: url, for: Self.pack)))
            let text = words.prefix(count).joined(separator: " ") + " "
            #expect(fresh.nextWords(after: TypingContext(textBeforeCursor: text), limit: 3).map(\.text) == seen[count], "\(count) words")
        }
    }

    /// Completion slices the neural distribution to the typed prefix's words.
    @Test func theNeuralModelsWordsCompleteTheTypedPrefix() {
        let completions = Predictor(pack: Self.pack).completions(for: TypingContext(textBeforeCursor: "I'm on my w"), limit: 3).map(\.text)
        #expect(completions.first == "way", "\(completions)")
    }

    @Test func theNeuralModelChangesTheRanking() {
        let mixed = Predictor(pack: Self.pack)
        let trigram = Predictor(pack: Self.pack.withNeuralModel(nil))
        let context = TypingContext(textBeforeCursor: "How was your ")
        let a = mixed.nextWords(after: context, limit: 3).map(\.score)
        let b = trigram.nextWords(after: context, limit: 3).map(\.score)
        #expect(a != b)
    }

    // MARK: Files refused

    static func modelBytes() throws -> [UInt8] {
        let url = try #require(BundledPacks.englishURL).deletingPathExtension().appendingPathExtension("teclalm")
        return try [UInt8](Data(contentsOf: url))
    }

    /// A pack with a damaged model beside it is refused with the model's error: the keyboard
    /// does not silently type with half its predictor.
    @Test func aCorruptModelBesideThePackIsATypedError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tecla-neural-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let packURL = directory.appendingPathComponent("en.teclapack")
        try FileManager.default.copyItem(at: try #require(BundledPacks.englishURL), to: packURL)
        var bytes = try Self.modelBytes()
        bytes[bytes.count / 2] ^= 0x40
        try Data(bytes).write(to: directory.appendingPathComponent("en.teclalm"))
        #expect {
            try LanguagePack(contentsOf: packURL)
        } throws: { error in
            guard case .checksumMismatch = error as? PackError else { return false }
            return true
        }
        // Asked not to, the pack opens without it.
        #expect(try LanguagePack(contentsOf: packURL, neuralModel: false).neural == nil)
        try Data(Self.modelBytes().prefix(5000)).write(to: directory.appendingPathComponent("en.teclalm"))
        #expect(throws: PackError.self) { try LanguagePack(contentsOf: packURL) }
    }

    @Test func aModelTrainedOnAnotherPackIsRefused() throws {
        let file = try PackFile(bytes: Self.modelBytes())
        #expect {
            try NeuralLanguageModel(file: file, for: TestPacks.tiny)
        } throws: { error in
            guard case .malformedSection("MANI", let reason) = error as? PackError else { return false }
            return reason.contains("another pack") || reason.contains("not this pack")
        }
    }

    /// A model's manifest names the weight it is mixed with (chosen on held-out text when it was
    /// trained); a file without one gets the default, and one outside 0...1 is refused.
    @Test func theManifestNamesTheMixWeight() throws {
        let original = try PackFile(bytes: Self.modelBytes())
        func withManifest(_ edit: (inout [String: Any]) -> Void) throws -> PackFile {
            var writer = PackWriter()
            for section in original.sections {
                var bytes = try original.blob(section.tag)
                if section.tag.description == "MANI" {
                    var json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
                    edit(&json)
                    bytes = [UInt8](try JSONSerialization.data(withJSONObject: json))
                }
                writer.addRaw(section.tag, width: section.elementWidth, bytes)
            }
            return try PackFile(bytes: writer.bytes())
        }
        #expect(try NeuralLanguageModel(file: withManifest { $0["mixWeight"] = 0.25 }, for: Self.pack).mixWeight == 0.25)
        #expect(
            try NeuralLanguageModel(file: withManifest { $0["mixWeight"] = nil }, for: Self.pack).mixWeight
                == NeuralLanguageModel.defaultMixWeight)
        for weight in [1.5, -0.1] {
            #expect(throws: PackError.self, "\(weight)") {
                try NeuralLanguageModel(file: withManifest { $0["mixWeight"] = weight }, for: Self.pack)
            }
        }
        // What the model reads: the sentence unless the manifest says turns; an unknown unit is refused.
        #expect(try !NeuralLanguageModel(file: withManifest { $0["context"] = nil }, for: Self.pack).readsTurns)
        #expect(try NeuralLanguageModel(file: withManifest { $0["context"] = "turn" }, for: Self.pack).readsTurns)
        #expect(throws: PackError.self) { try NeuralLanguageModel(file: withManifest { $0["context"] = "paragraph" }, for: Self.pack) }
    }

    /// Sections rewritten with valid checksums but contents that disagree with the shape, or a
    /// shape too large to allocate, are refused before any weight is read.
    @Test func sectionsThatDisagreeWithTheShapeAreRefused() throws {
        let original = try PackFile(bytes: Self.modelBytes())
        func rewritten(_ change: (inout [String: [UInt8]]) -> Void) throws -> PackFile {
            var sections: [String: [UInt8]] = [:]
            for s in original.sections { sections[s.tag.description] = try original.blob(s.tag) }
            change(&sections)
            var writer = PackWriter()
            for section in original.sections {
                writer.addRaw(section.tag, width: section.elementWidth, sections[section.tag.description]!)
            }
            return try PackFile(bytes: writer.bytes())
        }
        func shape(_ v: UInt32, _ d: UInt32, _ h: UInt32) -> [UInt8] {
            [v, d, h].flatMap { withUnsafeBytes(of: $0.littleEndian, Array.init) }
        }
        let model = try Self.model()
        let cases: [(String, (inout [String: [UInt8]]) -> Void)] = [
            ("huge shape", { $0["NSHP"] = shape(1 << 30, 1 << 20, 1 << 20) }),
            ("dimension not a multiple of 16", { $0["NSHP"] = shape(UInt32(model.vocabularySize), 100, UInt32(model.cellSize)) }),
            ("embedding cut short", { $0["NEMB"]?.removeLast(16) }),
            ("vocabulary out of order", { $0["NVOC"]?.swapAt(0, 4) }),
            ("a scale that is not a number", { $0["NEMS"]?.replaceSubrange(0..<4, with: [0, 0, 0xC0, 0x7F]) }),
        ]
        for (name, change) in cases {
            let file = try rewritten(change)
            #expect(throws: PackError.self, "\(name)") { try NeuralLanguageModel(file: file, for: Self.pack) }
        }
        // The unchanged sections, rewritten the same way, load.
        #expect(throws: Never.self) { try NeuralLanguageModel(file: rewritten { _ in }, for: Self.pack) }
    }
}
