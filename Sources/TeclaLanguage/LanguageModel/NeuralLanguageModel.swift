import Foundation

/// A small recurrent next-word model (a CIFG-LSTM with a tied, projected embedding) read from
/// a `.teclalm` file beside its pack, with int8 weights used in place from the mapped file.
///
/// The model reads a sentence one word at a time: ``step(_:input:)`` costs one cell update
/// (about 0.7 M multiply-adds for English) and ``logProbabilities(_:)`` one product of the
/// embedding with the state (V × d, 3.1 M), so the keyboard pays it once per typed word, not
/// per keystroke (``NeuralContextCache``). Its vocabulary is a subset of the pack's lexicon,
/// stored as model ids in increasing order: a lexicon prefix range is a contiguous run of rows.
///
/// ```swift
/// let model = pack.neural!
/// var state = model.start()
/// model.step(&state, input: model.sentenceStartID)
/// let logP = model.logProbabilities(state)   // natural log, one per vocabulary row
/// ```
///
/// The file is written by `Scripts/assets/train_neural_lm.py` (Guides/NeuralLanguageModel.md):
/// `NSHP` (V, d, cell), `NVOC` (model ids), `NEMB`/`NEMS` (V × d int8, per-row scales),
/// `NGAT`/`NGAS`/`NGAB` (3·cell × 2d gates: forget, candidate, output), `NPRJ`/`NPRS`
/// (d × cell projection), `NOUB` (V output biases) and `MANI` (JSON).
public struct NeuralLanguageModel: @unchecked Sendable {
    /// What the model is, how it was trained and what it scored (the file's JSON manifest).
    public let manifest: Manifest
    /// Vocabulary size (rows), embedding width, cell units.
    public let vocabularySize: Int, dimension: Int, cellSize: Int
    /// Model ids of the rows, increasing.
    public let vocabulary: [Int32]
    /// The model ids of `<s>` and `<unk>` in the pack. Like `</s>`, they come after every word
    /// of the lexicon, so no lexicon range's rows include them.
    public let sentenceStartID: Int, unknownID: Int
    /// The row of `<unk>`, which stands for every word the model lacks.
    public let unknownRow: Int
    /// λ in λ·P_neural + (1 − λ)·P_trigram, the mix ``Predictor`` ranks by (0: trigram only):
    /// the manifest's ``Manifest/mixWeight``, chosen on the language's odd dev lines
    /// (BENCHMARKS.md), or ``defaultMixWeight`` where it names none.
    public var mixWeight: Float
    /// The distributions of the sentences being typed, shared by every predictor of the pack.
    let cache = NeuralContextCache()
    /// Whether the model reads the message's earlier sentences (``Manifest/context`` is
    /// `turn`), `<s>` where each began, or only the sentence being typed.
    public var readsTurns: Bool { manifest.context == .turn }
    /// The mix weight of a model whose manifest names none (the first English model's, tuned on chat-dev).
    public static let defaultMixWeight: Float = 0.7

    // Weights point into `file`'s mapped bytes, which `file` keeps alive; scales and biases are
    // copied (a few tens of kilobytes).
    private let file: PackFile
    private let embedding: UnsafePointer<Int8>
    private let gates: UnsafePointer<Int8>
    private let projection: UnsafePointer<Int8>
    private let embeddingScale: [Float], gateScale: [Float], gateBias: [Float]
    private let projectionScale: [Float], outputBias: [Float]

    /// The file's manifest.
    public struct Manifest: Codable, Sendable, Equatable {
        public var format: String
        public var language: String
        public var architecture: String
        public var parameters: Int
        public var packContentChecksum: String
        public var sources: [Source]
        /// The weight the model is mixed with, chosen on held-out text when it was trained
        /// (`train_neural_lm.py --mix-weight`); nil in older files.
        public var mixWeight: Float?
        /// What the model reads before the word it predicts: the sentence being typed (nil in
        /// older files), or the whole turn, its earlier sentences with `<s>` between them
        /// (`train_neural_lm.py --turns`).
        public var context: Context?

        /// The unit of text a model reads.
        public enum Context: String, Codable, Sendable {
            case sentence, turn
        }

        public struct Source: Codable, Sendable, Equatable {
            public var name: String
            public var license: String
        }
    }

    /// The only format this reader accepts.
    public static let format = "tecla-neural-lm 1"
    /// The file extension of a model beside its pack (`en.teclapack` → `en.teclalm`).
    public static let fileExtension = "teclalm"
    /// Larger shapes are refused before anything is allocated for them.
    static let maximumVocabulary = 1 << 18, maximumDimension = 1024, maximumCell = 4096

    /// Opens (memory-maps) and verifies the model at `url`, for `pack`.
    public init(contentsOf url: URL, for pack: LanguagePack) throws(PackError) {
        try self.init(file: PackFile(contentsOf: url), for: pack)
    }

    /// Reads a verified file and checks that it was trained on `pack`'s ids.
    public init(file: PackFile, for pack: LanguagePack) throws(PackError) {
        self.file = file
        let manifestBytes = try file.blob(.manifest)
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: Data(manifestBytes))
        } catch {
            throw .invalidManifest(reason: "neural model manifest: \(error)")
        }
        guard manifest.format == Self.format else {
            throw .malformedSection("MANI", reason: "neural model format \"\(manifest.format)\", this reader reads \"\(Self.format)\"")
        }
        if let weight = manifest.mixWeight, !(0...1).contains(weight) {
            throw .invalidManifest(reason: "neural model mix weight \(weight) is not between 0 and 1")
        }
        mixWeight = manifest.mixWeight ?? Self.defaultMixWeight
        let packChecksum = pack.manifest.contentChecksum
        guard manifest.packContentChecksum == packChecksum else {
            throw .malformedSection(
                "MANI", reason: "neural model trained on the pack with content \(manifest.packContentChecksum), not this pack's \(packChecksum)")
        }
        let shape = try file.array(.neuralShape, of: UInt32.self, count: 3)
        let V = Int(shape[0]), d = Int(shape[1]), h = Int(shape[2])
        // The kernels read rows sixteen weights at a time.
        guard V >= 4, V <= Self.maximumVocabulary, d >= 16, d <= Self.maximumDimension, d % 16 == 0, h >= 16, h <= Self.maximumCell,
            h % 16 == 0
        else {
            throw .malformedSection("NSHP", reason: "shape \(V) × \(d), cell \(h)")
        }
        vocabularySize = V
        dimension = d
        cellSize = h
        let wordCount = pack.model.wordCount
        sentenceStartID = pack.model.id(of: .sentenceStart)
        unknownID = pack.model.id(of: .unknown)
        let ids = try file.array(.neuralVocabulary, of: UInt32.self, count: V)
        var vocabulary: [Int32] = []
        vocabulary.reserveCapacity(V)
        for row in 0..<V {
            let id = ids[row]
            guard id < UInt32(wordCount + SpecialToken.allCases.count), vocabulary.last.map({ Int32(id) > $0 }) ?? true else {
                throw .malformedSection("NVOC", reason: "row \(row): model id \(id) out of order or beyond the pack's \(wordCount) words")
            }
            vocabulary.append(Int32(id))
        }
        self.vocabulary = vocabulary
        guard let unknownRow = Self.row(of: unknownID, in: vocabulary), Self.row(of: sentenceStartID, in: vocabulary) != nil else {
            throw .malformedSection("NVOC", reason: "no row for <s> or <unk>")
        }
        self.unknownRow = unknownRow
        func int8(_ tag: PackSectionTag, _ count: Int) throws(PackError) -> UnsafePointer<Int8> {
            guard let s = file.section(tag) else { throw .missingSection(tag.description) }
            guard s.elementWidth == 1, s.length == count else {
                throw .malformedSection(tag.description, reason: "\(s.length) bytes, expected \(count)")
            }
            // A verified section lies wholly inside the mapped bytes.
            return file.storage.bytes.baseAddress!.advanced(by: s.offset).assumingMemoryBound(to: Int8.self)
        }
        func floats(_ tag: PackSectionTag, _ count: Int) throws(PackError) -> [Float] {
            let array = try file.array(tag, of: Float.self, count: count)
            let values = (0..<count).map { array[$0] }
            guard values.allSatisfy(\.isFinite) else { throw .malformedSection(tag.description, reason: "a value is not finite") }
            return values
        }
        embedding = try int8(.neuralEmbedding, V * d)
        gates = try int8(.neuralGates, 3 * h * 2 * d)
        projection = try int8(.neuralProjection, d * h)
        embeddingScale = try floats(.neuralEmbeddingScale, V)
        gateScale = try floats(.neuralGateScale, 3 * h)
        gateBias = try floats(.neuralGateBias, 3 * h)
        projectionScale = try floats(.neuralProjectionScale, d)
        outputBias = try floats(.neuralOutputBias, V)
    }

    // MARK: Vocabulary

    /// The row of a model id, if the model has the word.
    public func row(of modelID: Int) -> Int? { Self.row(of: modelID, in: vocabulary) }

    /// The rows whose model ids lie in `range` (a lexicon prefix range): contiguous.
    public func rows(in range: Range<Int>) -> Range<Int> {
        let lower = Int32(clamping: range.lowerBound), upper = Int32(clamping: range.upperBound)
        return vocabulary.partitioningIndex { $0 >= lower }..<vocabulary.partitioningIndex { $0 >= upper }
    }

    /// The model id of a row.
    @inline(__always) public func modelID(ofRow row: Int) -> Int { Int(vocabulary[row]) }

    private static func row(of modelID: Int, in vocabulary: [Int32]) -> Int? {
        let target = Int32(clamping: modelID)
        let row = vocabulary.partitioningIndex { $0 >= target }
        return row < vocabulary.count && vocabulary[row] == target ? row : nil
    }

    // MARK: Running

    /// The recurrent state after some words of a sentence: the projected output and the cell.
    public struct State: Sendable, Equatable {
        public var output: [Float]
        public var cell: [Float]
    }

    /// The state before any word (feed ``sentenceStartID`` first).
    public func start() -> State {
        State(output: [Float](repeating: 0, count: dimension), cell: [Float](repeating: 0, count: cellSize))
    }

    /// Reads one word (a model id; one the model lacks is read as `<unk>`).
    public func step(_ state: inout State, input modelID: Int) {
        let d = dimension, h = cellSize
        let row = self.row(of: modelID) ?? unknownRow
        // x = [embedding of the word; previous output]
        var x = [Float](repeating: 0, count: 2 * d)
        let scale = embeddingScale[row]
        for i in 0..<d { x[i] = Float(embedding[row * d + i]) * scale }
        for i in 0..<d { x[d + i] = state.output[i] }
        var g = [Float](repeating: 0, count: 3 * h)
        x.withUnsafeBufferPointer { xs in
            g.withUnsafeMutableBufferPointer { gs in
                Self.matrixVector(gates, rows: 3 * h, columns: 2 * d, scales: gateScale, bias: gateBias, x: xs.baseAddress!, into: gs.baseAddress!)
            }
        }
        var hidden = [Float](repeating: 0, count: h)
        for j in 0..<h {
            let forget = Self.sigmoid(g[j])
            let c = forget * state.cell[j] + (1 - forget) * Self.tanh(g[h + j])
            state.cell[j] = c
            hidden[j] = Self.sigmoid(g[2 * h + j]) * Self.tanh(c)
        }
        hidden.withUnsafeBufferPointer { hs in
            state.output.withUnsafeMutableBufferPointer { out in
                Self.matrixVector(projection, rows: d, columns: h, scales: projectionScale, bias: nil, x: hs.baseAddress!, into: out.baseAddress!)
            }
        }
    }

    /// Natural-log probabilities of every row as the next word after `state`.
    ///
    /// - Complexity: O(V · d).
    public func logProbabilities(_ state: State) -> [Float] {
        var logits = [Float](repeating: 0, count: vocabularySize)
        state.output.withUnsafeBufferPointer { r in
            logits.withUnsafeMutableBufferPointer { out in
                Self.matrixVector(
                    embedding, rows: vocabularySize, columns: dimension, scales: embeddingScale, bias: outputBias, x: r.baseAddress!,
                    into: out.baseAddress!)
            }
        }
        let top = logits.max() ?? 0
        var sum: Float = 0
        for v in logits { sum += Foundation.exp(v - top) }
        let norm = top + Foundation.log(sum)
        for i in logits.indices { logits[i] -= norm }
        return logits
    }

    // MARK: Kernels

    /// out[r] = (Σ_c w[r, c] · x[c]) · scales[r] + bias[r], w int8 row-major, `columns` a
    /// multiple of 16.
    ///
    /// Sixteen weights are loaded as four 32-bit lanes; shifting each lane left then
    /// arithmetically right sign-extends one of its bytes, and adding the lane to 1.5 · 2²³'s bit
    /// pattern makes a float whose value is that integer plus 1.5 · 2²³, exactly. So byte k of
    /// every lane is multiplied by x permuted to match (x[4j + k] in lane j). Plain integer and
    /// float vector operations that inline on every target: the generic SIMD conversions do not,
    /// and cost twice the time.
    static func matrixVector(
        _ w: UnsafePointer<Int8>, rows: Int, columns: Int, scales: [Float], bias: [Float]?, x: UnsafePointer<Float>,
        into out: UnsafeMutablePointer<Float>
    ) {
        let blocks = columns / 16
        var permuted = [SIMD4<Float>](repeating: .zero, count: blocks * 4)
        for b in 0..<blocks {
            for k in 0..<4 {
                let at = b * 16 + k
                permuted[b * 4 + k] = SIMD4(x[at], x[at + 4], x[at + 8], x[at + 12])
            }
        }
        @inline(__always) func float(_ v: SIMD4<Int32>) -> SIMD4<Float> {
            unsafeBitCast(v &+ 0x4B40_0000, to: SIMD4<Float>.self) - 12_582_912
        }
        let raw = UnsafeRawPointer(w)
        permuted.withUnsafeBufferPointer { xs in
            for r in 0..<rows {
                var a0 = SIMD4<Float>(), a1 = SIMD4<Float>(), a2 = SIMD4<Float>(), a3 = SIMD4<Float>()
                let base = r * columns
                for b in 0..<blocks {
                    let v = raw.loadUnaligned(fromByteOffset: base + b * 16, as: SIMD4<Int32>.self)
                    a0 += float((v &<< 24) &>> 24) * xs[b * 4]
                    a1 += float((v &<< 16) &>> 24) * xs[b * 4 + 1]
                    a2 += float((v &<< 8) &>> 24) * xs[b * 4 + 2]
                    a3 += float(v &>> 24) * xs[b * 4 + 3]
                }
                out[r] = ((a0 + a1) + (a2 + a3)).sum() * scales[r] + (bias?[r] ?? 0)
            }
        }
    }

    @inline(__always) static func sigmoid(_ v: Float) -> Float { 1 / (1 + Foundation.exp(-v)) }
    @inline(__always) static func tanh(_ v: Float) -> Float { Foundation.tanh(v) }
}
