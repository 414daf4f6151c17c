import Foundation
import TeclaCore
import TeclaLanguage

/// A small convolutional network that reads a gesture point by point and says which letter, if
/// any, the finger is drawing there; a word's probability under it (CTC: summed over every way
/// its letters can be laid along the points) is what the re-ranker reads as `letterModel`.
///
/// The decoder's channels compare a gesture with each word's ideal key-to-key path. People do not
/// draw ideal paths: they cut corners, undershoot the last key, slow down at the letters they mean.
/// This model learned from How We Swipe's tuning participants how letters are actually drawn, so
/// it separates words the geometry cannot ("drawn like another word" was 37 % of the misses).
///
/// Network (`Scripts/assets/train-swipe-letters.py`): a 5-wide convolution from the 30 input channels of
/// ``SwipeLetterInput``, three residual 5-wide convolutions with dilations 2, 4 and 1 (ReLU),
/// then, when the file has one, a bidirectional GRU over the whole trace whose states join the
/// convolutions' output (the convolutions see 33 of the 48 points; the GRU sees all of them, so
/// the letters drawn late can inform those drawn early), and a 1 × 1 convolution to one output
/// per letter of its alphabet and one for "no letter", log-softmax per point.
///
/// The alphabet is the file's: a–z for the English network (trained on people's gestures, and
/// read on every Latin keyboard), the Arabic keyboard's letters for the Arabic one (trained on
/// synthetic gestures, `Guides/SwipeSynthesis.md`). A model serves a keyboard with a key for each
/// of its letters (``canRead(_:)``).
///
/// The bundled a–z model is an ensemble of two such networks trained alike from different seeds
/// (``init(ensemble:)``): a word's score is the mean of theirs, which ranks the drawn word first
/// more often than either network alone (Guides/SwipeDecoder.md, "An ensemble of two").
///
/// ```swift
/// let model = SwipeLetterModel.bundled!
/// let output = model.run(input)                          // once per gesture, every network
/// let score = output.logProbability(ofPath: "helo")      // per candidate, ≤ 0
/// ```
///
/// - Complexity: O(steps · (width² · 5 · layers + 6 · hidden · (width + hidden))) per gesture and
///   network (width 96, hidden 48: about 9.4 M multiply-adds), then O(steps · letters) per
///   candidate and network.
public struct SwipeLetterModel: Sendable {
    /// One 1-D convolution, its weights reordered `[tap][input][output]` so the innermost loop
    /// runs over contiguous outputs.
    struct Convolution: Sendable {
        var inputs: Int
        var outputs: Int
        var kernel: Int
        var dilation: Int
        var weights: [Float]
        var bias: [Float]
    }

    /// A bidirectional GRU over the residual stack's output (PyTorch's gate order: reset, update,
    /// new), its two directions' states joining the stack's output before the last layer.
    struct Recurrence: Sendable {
        struct Direction: Sendable {
            /// `[input][3 · hidden]` and `[hidden][3 · hidden]`: contiguous gates per input.
            var input: [Float]
            var hidden: [Float]
            var inputBias: [Float]
            var hiddenBias: [Float]
        }
        var inputs: Int
        var hidden: Int
        var forward: Direction
        var backward: Direction
    }

    /// One network's layers.
    struct Network: Sendable {
        var layers: [Convolution]
        var recurrence: Recurrence?
    }

    /// Its networks: one per file read; more when members trained alike on different seeds are
    /// joined (``init(ensemble:)``), whose word scores are averaged.
    let networks: [Network]
    /// The format version of the file it was read from.
    public let version: Int
    /// The letters it reads and writes, in channel order (a–z for the English network).
    public let letters: [Unicode.Scalar]
    /// What its training data was, as the file says ("people" or "synthetic"): a network trained
    /// on synthetic gestures alone is read by the re-rankers fitted to such networks.
    public let trainedOn: TrainingData

    /// What a letter network learned from.
    public enum TrainingData: String, Sendable, Decodable {
        /// People's gestures (How We Swipe).
        case people
        /// Synthetic gestures alone (`tecla synth swipes`).
        case synthetic
    }

    /// Outputs per point: index 0 is "no letter", then one per letter.
    var classes: Int { letters.count + 1 }

    /// The JSON the training script writes.
    private struct File: Decodable {
        struct Layer: Decodable {
            var out: Int
            var `in`: Int
            var kernel: Int
            var dilation: Int
            /// Base64 of little-endian float32s, `[out][in][kernel]`.
            var weight: String
            /// Base64 of little-endian float32s, one per output.
            var bias: String
        }
        struct Recurrent: Decodable {
            struct Direction: Decodable {
                /// Base64 of little-endian float32s: `[3 · hidden][in]`, `[3 · hidden][hidden]`,
                /// and a bias of 3 · hidden for each.
                var input: String
                var hidden: String
                var inputBias: String
                var hiddenBias: String
            }
            var hidden: Int
            var directions: [Direction]
        }
        struct Check: Decodable {
            var input: [Double]
            var word: String
            var logProbability: Double
        }
        var version: Int
        var steps: Int
        var channels: Int
        var alphabet: String
        var trainedOn: TrainingData?
        var layers: [Layer]
        var recurrent: Recurrent?
        var check: Check
    }

    /// A model in the JSON form the training script writes. The file carries an input and the
    /// log-probability its network gave a word; the model is refused unless it gives the same.
    public init(json: Data) throws(SwipeLetterModelError) {
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: json) } catch { throw .malformed(String(describing: error)) }
        guard file.version == Self.formatVersion else { throw .malformed("format version \(file.version), not \(Self.formatVersion)") }
        let letters = Array(file.alphabet.unicodeScalars)
        guard file.steps == SwipeLetterInput.steps, !letters.isEmpty, letters.count <= 64, Set(letters).count == letters.count,
            file.channels == letters.count + SwipeLetterInput.motionChannels
        else { throw .inputDiffers }
        self.letters = letters
        trainedOn = file.trainedOn ?? .people
        guard file.layers.count >= 2 else { throw .malformed("fewer than two layers") }
        var layers: [Convolution] = []
        var width = file.channels
        var recurrence: Recurrence?
        for (number, l) in file.layers.enumerated() {
            if number == file.layers.count - 1, let r = file.recurrent {
                recurrence = try Self.recurrence(r, inputs: width)
                width += 2 * r.hidden
            }
            guard l.in == width, l.out > 0, l.out <= 1024, l.kernel > 0, l.kernel % 2 == 1, l.kernel <= 15, l.dilation > 0, l.dilation <= 16,
                let weight = Self.floats(l.weight), let bias = Self.floats(l.bias),
                weight.count == l.out * l.in * l.kernel, bias.count == l.out, weight.allSatisfy(\.isFinite), bias.allSatisfy(\.isFinite)
            else { throw .malformed("layer \(number) is not a well-formed convolution") }
            // A residual layer keeps its width; the first and last change it.
            guard number == 0 || number == file.layers.count - 1 || l.out == l.in else {
                throw .malformed("layer \(number) changes the width inside the residual stack")
            }
            var weights = [Float](repeating: 0, count: weight.count)
            for o in 0..<l.out {
                for i in 0..<l.in {
                    for k in 0..<l.kernel { weights[(k * l.in + i) * l.out + o] = weight[(o * l.in + i) * l.kernel + k] }
                }
            }
            layers.append(Convolution(inputs: l.in, outputs: l.out, kernel: l.kernel, dilation: l.dilation, weights: weights, bias: bias))
            width = l.out
        }
        guard width == letters.count + 1 else { throw .malformed("the last layer has \(width) outputs, not \(letters.count + 1)") }
        networks = [Network(layers: layers, recurrence: recurrence)]
        version = file.version
        let input = file.check.input.map(Float.init)
        guard input.count == SwipeLetterInput.steps * file.channels else { throw .malformed("the check's input has the wrong size") }
        let got = run(SwipeLetterInput(values: input, letterCount: letters.count)).logProbability(ofPath: file.check.word)
        guard abs(got - file.check.logProbability) <= 1e-3 * max(1, abs(file.check.logProbability)) else {
            throw .checkFailed(expected: file.check.logProbability, got: got)
        }
    }

    /// The networks of `members` as one model: a word's log-probability is the mean of theirs,
    /// and the beam search reads their mean probability per point. Networks trained alike from
    /// different seeds err on different gestures, so their mean ranks the word first more often
    /// than either (Guides/SwipeDecoder.md, "An ensemble of two").
    ///
    /// - Throws: ``SwipeLetterModelError/ensembleDiffers`` unless every member reads the same
    ///   letters, in the same format, and learned from the same kind of gestures.
    public init(ensemble members: [SwipeLetterModel]) throws(SwipeLetterModelError) {
        guard let first = members.first else { throw .ensembleDiffers }
        guard members.allSatisfy({ $0.letters == first.letters && $0.version == first.version && $0.trainedOn == first.trainedOn }) else {
            throw .ensembleDiffers
        }
        letters = first.letters
        version = first.version
        trainedOn = first.trainedOn
        networks = members.flatMap(\.networks)
    }

    /// How many networks it averages (1 for a model read from one file).
    public var memberCount: Int { networks.count }

    /// The file format this build reads: weights as base64 float32 (format 1 wrote decimals),
    /// with an optional recurrent layer (format 2 had none).
    public static let formatVersion = 3

    /// The recurrent layer of a file, checked and with its weights transposed for the loops.
    private static func recurrence(_ r: File.Recurrent, inputs: Int) throws(SwipeLetterModelError) -> Recurrence {
        guard r.hidden > 0, r.hidden <= 256, r.directions.count == 2 else {
            throw .malformed("the recurrent layer needs a hidden size of 1 to 256 and two directions")
        }
        let gates = 3 * r.hidden
        var directions: [Recurrence.Direction] = []
        for d in r.directions {
            guard let input = floats(d.input), let hidden = floats(d.hidden), let inputBias = floats(d.inputBias),
                let hiddenBias = floats(d.hiddenBias), input.count == gates * inputs, hidden.count == gates * r.hidden,
                inputBias.count == gates, hiddenBias.count == gates,
                (input + hidden + inputBias + hiddenBias).allSatisfy(\.isFinite)
            else { throw .malformed("the recurrent layer is not a well-formed GRU") }
            directions.append(
                Recurrence.Direction(
                    input: transposed(input, rows: gates, columns: inputs), hidden: transposed(hidden, rows: gates, columns: r.hidden),
                    inputBias: inputBias, hiddenBias: hiddenBias))
        }
        return Recurrence(inputs: inputs, hidden: r.hidden, forward: directions[0], backward: directions[1])
    }

    /// `[rows][columns]` as `[columns][rows]`.
    private static func transposed(_ m: [Float], rows: Int, columns: Int) -> [Float] {
        var t = [Float](repeating: 0, count: m.count)
        for r in 0..<rows { for c in 0..<columns { t[c * rows + r] = m[r * columns + c] } }
        return t
    }

    /// Little-endian float32s from base64 (read as packs read theirs, `PackedElement`); nil
    /// unless it decodes to whole floats.
    static func floats(_ base64: String) -> [Float]? {
        guard let data = Data(base64Encoded: base64), data.count % Float.width == 0 else { return nil }
        return data.withUnsafeBytes { raw in
            (0..<data.count / Float.width).map { Float.load(from: raw.baseAddress! + $0 * Float.width) }
        }
    }

    /// The a–z model trained on How We Swipe's tuning folds, bundled with the package (all the
    /// networks of its ensemble).
    /// Loaded on first use, released by `SharedResources.purge()` (decoders keep their copy).
    public static var bundled: SwipeLetterModel? { bundledResource.value }

    /// The Arabic keyboard's model, trained on synthetic gestures alone, bundled with the package.
    public static var bundledArabic: SwipeLetterModel? { bundledArabicResource.value }

    /// The bundled model that reads the letters of most of `vocabulary`'s paths, if any (the a–z
    /// one for English and Latin, the Arabic one for Arabic).
    public static func bundled(for vocabulary: SwipeVocabulary) -> SwipeLetterModel? {
        [bundled, bundledArabic].lazy.compactMap { $0 }.first { vocabulary.isMostlySpelled(with: $0.letters) }
    }

    static let bundledResource = SharedResource<SwipeLetterModel?> { ensemble(named: "swipe-letters") }
    static let bundledArabicResource = SharedResource<SwipeLetterModel?> { ensemble(named: "swipe-letters-ar") }

    /// The network in `name`.json with the other members of its ensemble, `name`-2.json,
    /// `name`-3.json … where the package has them, as one model.
    private static func ensemble(named name: String) -> SwipeLetterModel? {
        guard let first = resource(name) else { return nil }
        var members = [first]
        while let next = resource("\(name)-\(members.count + 1)") { members.append(next) }
        return members.count == 1 ? first : (try? SwipeLetterModel(ensemble: members)) ?? first
    }

    private static func resource(_ name: String) -> SwipeLetterModel? {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json"), let data = try? Data(contentsOf: url) else {
            return nil
        }
        return try? SwipeLetterModel(json: data)
    }

    /// Whether `keyboard` has a key for each of its letters (elsewhere its input would be the
    /// same for every gesture).
    public func canRead(_ keyboard: SwipeKeyboard) -> Bool {
        SwipeLetterInput.canRead(keyboard, letters: letters)
    }

    /// Its input for a gesture in key units (`points`) on `keyboard`.
    package func input(points: [Point], times: [Double]?, keyboard: SwipeKeyboard) -> SwipeLetterInput {
        SwipeLetterInput(points: points, times: times, keyboard: keyboard, letters: letters)
    }

    /// Per point, the probability of each output (``classes`` per point, point after point).
    public struct Output: Sendable {
        /// Per point and class, the probability (the members' mean in an ensemble): what the
        /// beam search reads.
        let probabilities: [Double]
        /// Each member's own probabilities, for the word scores; empty for a single network.
        let members: [[Double]]
        /// The model's letters (class `i + 1` is `letters[i]`).
        let letters: [Unicode.Scalar]
        var classes: Int { letters.count + 1 }

        init(probabilities: [Double], letters: [Unicode.Scalar]) {
            self.probabilities = probabilities
            self.members = []
            self.letters = letters
        }

        /// An ensemble's output: the per-point mean for the beam search, and each member's.
        init(members: [[Double]], letters: [Unicode.Scalar]) {
            var mean = members.first ?? []
            for m in members.dropFirst() { for i in mean.indices { mean[i] += m[i] } }
            if members.count > 1 {
                let scale = 1 / Double(members.count)
                for i in mean.indices { mean[i] *= scale }
            }
            self.probabilities = mean
            self.members = members.count > 1 ? members : []
            self.letters = letters
        }

        /// The log-probability (natural) of a word's path: its letters with repeats merged, as
        /// ``SwipeVocabulary`` spells it ("look" → "lok"). Letters the model does not read are
        /// left out; a path with none, or longer than the points can hold, gets −1000.
        public func logProbability(ofPath path: String) -> Double {
            let labels = path.unicodeScalars.compactMap { letters.firstIndex(of: $0).map { $0 + 1 } }
            return logProbability(labels: labels)
        }

        /// CTC's forward pass in probability space, rescaled at every point (the scales' logs
        /// add up to the answer): cheaper than log-space and as exact for 48 points.
        func logProbability(labels: [Int]) -> Double {
            guard !members.isEmpty else { return Self.logProbability(labels: labels, in: probabilities, classes: classes) }
            // Each network's word score, then their mean: averaging per point would blur two
            // networks that place the same letter a point apart.
            var sum = 0.0
            for m in members { sum += Self.logProbability(labels: labels, in: m, classes: classes) }
            return sum / Double(members.count)
        }

        private static func logProbability(labels: [Int], in probabilities: [Double], classes: Int) -> Double {
            let floor = -1000.0
            let steps = SwipeLetterInput.steps
            guard !labels.isEmpty, labels.count <= steps else { return floor }
            let states = 2 * labels.count + 1
            // State s: even = "no letter" before label s/2, odd = label (s-1)/2.
            var alpha = [Double](repeating: 0, count: states), next = alpha
            func label(_ s: Int) -> Int { s % 2 == 0 ? 0 : labels[s / 2] }
            alpha[0] = probabilities[0]
            alpha[1] = probabilities[labels[0]]
            var logScale = 0.0
            for t in 0..<steps {
                if t > 0 {
                    let row = t * classes
                    for s in 0..<states {
                        var a = alpha[s]
                        if s >= 1 { a += alpha[s - 1] }
                        if s >= 2, s % 2 == 1, labels[s / 2] != labels[s / 2 - 1] { a += alpha[s - 2] }
                        next[s] = a * probabilities[row + label(s)]
                    }
                    swap(&alpha, &next)
                }
                let sum = alpha.reduce(0, +)
                guard sum > 0 else { return floor }
                for s in 0..<states { alpha[s] /= sum }
                logScale += log(sum)
            }
            let end = alpha[states - 1] + (states >= 2 ? alpha[states - 2] : 0)
            guard end > 0 else { return floor }
            return max(floor, logScale + log(end))
        }
    }

    /// The network's output for one gesture.
    package func run(_ input: SwipeLetterInput) -> Output {
        Output(members: networks.map { probabilities(of: input, through: $0) }, letters: letters)
    }

    /// One network's probabilities per point and class.
    private func probabilities(of input: SwipeLetterInput, through network: Network) -> [Double] {
        let steps = SwipeLetterInput.steps, layers = network.layers
        var h = input.values
        for (number, layer) in layers.enumerated() {
            if number == layers.count - 1, let recurrence = network.recurrence { h = joined(h, recurrence, steps: steps) }
            var out = convolve(h, layer, steps: steps)
            let last = number == layers.count - 1
            if !last {
                for i in out.indices { out[i] = max(0, out[i]) }
                // Residual: every layer but the first and the last adds to its input.
                if number > 0 { for i in out.indices { out[i] += h[i] } }
            }
            h = out
        }
        // Log-softmax per point, then probabilities (the forward pass works in probabilities).
        let classes = self.classes
        var probabilities = [Double](repeating: 0, count: steps * classes)
        for t in 0..<steps {
            let row = t * classes
            var top = -Double.infinity
            for c in 0..<classes { top = max(top, Double(h[row + c])) }
            var sum = 0.0
            for c in 0..<classes {
                let e = exp(Double(h[row + c]) - top)
                probabilities[row + c] = e
                sum += e
            }
            for c in 0..<classes { probabilities[row + c] /= sum }
        }
        return probabilities
    }

    /// Per point, `x`'s values then the forward and backward GRU states there.
    private func joined(_ x: [Float], _ r: Recurrence, steps: Int) -> [Float] {
        let inputs = r.inputs, hidden = r.hidden, width = inputs + 2 * hidden, gates = 3 * hidden
        var y = [Float](repeating: 0, count: steps * width)
        for t in 0..<steps {
            for i in 0..<inputs { y[t * width + i] = x[t * inputs + i] }
        }
        // Buffers reused at every step: the gates' sums from the input and from the state.
        var fromInput = [Float](repeating: 0, count: gates), fromState = fromInput
        var state = [Float](repeating: 0, count: hidden)
        for (offset, d, backward) in [(inputs, r.forward, false), (inputs + hidden, r.backward, true)] {
            for j in 0..<hidden { state[j] = 0 }
            for n in 0..<steps {
                let t = backward ? steps - 1 - n : n
                // r = σ(Wᵢᵣx + bᵢᵣ + Wₕᵣh + bₕᵣ), z likewise, n = tanh(Wᵢₙx + bᵢₙ + r ⊙ (Wₕₙh + bₕₙ)),
                // h' = (1 − z) ⊙ n + z ⊙ h.
                for g in 0..<gates {
                    fromInput[g] = d.inputBias[g]
                    fromState[g] = d.hiddenBias[g]
                }
                d.input.withUnsafeBufferPointer { w in
                    fromInput.withUnsafeMutableBufferPointer { sums in
                        for i in 0..<inputs {
                            let a = x[t * inputs + i]
                            guard a != 0 else { continue }
                            Self.add(a, times: w.baseAddress! + i * gates, to: sums.baseAddress!, count: gates)
                        }
                    }
                }
                d.hidden.withUnsafeBufferPointer { w in
                    fromState.withUnsafeMutableBufferPointer { sums in
                        for j in 0..<hidden {
                            let a = state[j]
                            guard a != 0 else { continue }
                            Self.add(a, times: w.baseAddress! + j * gates, to: sums.baseAddress!, count: gates)
                        }
                    }
                }
                for j in 0..<hidden {
                    let reset = 1 / (1 + exp(-(fromInput[j] + fromState[j])))
                    let update = 1 / (1 + exp(-(fromInput[hidden + j] + fromState[hidden + j])))
                    let candidate = tanh(fromInput[2 * hidden + j] + reset * fromState[2 * hidden + j])
                    state[j] = (1 - update) * candidate + update * state[j]
                    y[t * width + offset + j] = state[j]
                }
            }
        }
        return y
    }

    /// `sums[i] += a · row[i]` for `i < count`, eight lanes at a time: the network's one kernel.
    /// Each lane multiplies then adds, as the scalar loop did, so the numbers are the same bit for
    /// bit; written with SIMD because the scalar loop, its indices checked for overflow, was not
    /// vectorized (it was a fifth of a decode's time).
    @inline(__always)
    static func add(_ a: Float, times row: UnsafePointer<Float>, to sums: UnsafeMutablePointer<Float>, count: Int) {
        let lanes = SIMD8<Float>(repeating: a)
        var i = 0
        while i &+ 8 <= count {
            let w = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD8<Float>.self)
            let s = UnsafeRawPointer(sums + i).loadUnaligned(as: SIMD8<Float>.self)
            UnsafeMutableRawPointer(sums + i).storeBytes(of: s + w * lanes, as: SIMD8<Float>.self)
            i &+= 8
        }
        while i < count {
            sums[i] += row[i] * a
            i &+= 1
        }
    }

    private func convolve(_ x: [Float], _ layer: Convolution, steps: Int) -> [Float] {
        let inputs = layer.inputs, outputs = layer.outputs, half = layer.kernel / 2
        var y = [Float](repeating: 0, count: steps * outputs)
        x.withUnsafeBufferPointer { x in
            layer.weights.withUnsafeBufferPointer { w in
                y.withUnsafeMutableBufferPointer { y in
                    for t in 0..<steps {
                        let row = t * outputs
                        for o in 0..<outputs { y[row + o] = layer.bias[o] }
                        for k in 0..<layer.kernel {
                            let source = t + (k - half) * layer.dilation
                            guard source >= 0, source < steps else { continue }
                            for i in 0..<inputs {
                                let a = x[source * inputs + i]
                                guard a != 0 else { continue }
                                Self.add(a, times: w.baseAddress! + (k * inputs + i) * outputs, to: y.baseAddress! + row, count: outputs)
                            }
                        }
                    }
                }
            }
        }
        return y
    }
}

/// Why a letter model could not be read.
public enum SwipeLetterModelError: Error, Equatable, CustomStringConvertible {
    case malformed(String)
    /// The model reads another input than ``SwipeLetterInput`` computes.
    case inputDiffers
    /// The model does not give its own check input the score its training gave.
    case checkFailed(expected: Double, got: Double)
    /// An ensemble's members read other letters, come from other formats or learned from other
    /// kinds of gestures (or there are none).
    case ensembleDiffers

    public var description: String {
        switch self {
        case .malformed(let why): "malformed swipe letter model: \(why)"
        case .inputDiffers: "swipe letter model reads another input than this build computes"
        case .checkFailed(let expected, let got): "swipe letter model gives its check \(got), not \(expected): the network is read wrong"
        case .ensembleDiffers: "swipe letter models joined as an ensemble must read the same letters, in one format, from one kind of gestures"
        }
    }
}

extension SwipeLetterModel.Output {
    /// The paths of `vocabulary` the network reads most likely, best first: a CTC prefix beam
    /// search constrained to the vocabulary's paths (`order`: its paths in letter order, from
    /// ``SwipeVocabulary/pathsInLetterOrder()``). It finds words the geometric shortlist missed —
    /// a start or end key far from the trace, a path much shorter or longer than the gesture.
    ///
    /// A prefix of the search is a range of `order` (the paths that begin with it) and its depth.
    ///
    /// - Complexity: O(steps · beam · children) after each prefix's children are found once
    ///   (a binary search per letter).
    package func likeliestPaths(in vocabulary: SwipeVocabulary, order: [UInt32], beam: Int, count: Int) -> [Int] {
        let steps = SwipeLetterInput.steps, classes = self.classes
        guard !order.isEmpty, beam > 0, count > 0 else { return [] }
        // Network class of each vocabulary letter code (nil: a letter the network cannot read).
        let classOfCode: [Int?] = vocabulary.alphabet.map { letters.firstIndex(of: $0).map { $0 + 1 } }
        func letter(_ i: Int, at depth: Int) -> Int {
            let range = vocabulary.path(Int(order[i]))
            return depth < range.count ? Int(vocabulary.letters[range.lowerBound + depth]) : -1
        }
        struct Prefix {
            var lo: Int
            var hi: Int
            var depth: Int
            var last: Int
            var blank: Double
            var letter: Double
            var total: Double { blank + letter }
        }
        struct Child {
            var lo: Int
            var hi: Int
            var label: Int
        }
        var childrenCache: [Int: [Child]] = [:]
        func children(_ p: Prefix) -> [Child] {
            let key = p.lo &* 64 &+ p.depth
            if let known = childrenCache[key] { return known }
            var found: [Child] = []
            var i = p.lo
            while i < p.hi, letter(i, at: p.depth) < 0 { i += 1 }  // the path that ends here
            while i < p.hi {
                let code = letter(i, at: p.depth)
                // The group of this letter ends at the first path with a later letter.
                var low = i + 1, high = p.hi
                while low < high {
                    let mid = (low + high) / 2
                    if letter(mid, at: p.depth) == code { low = mid + 1 } else { high = mid }
                }
                if let label = classOfCode[code] { found.append(Child(lo: i, hi: low, label: label)) }
                i = low
            }
            childrenCache[key] = found
            return found
        }
        var prefixes = [Prefix(lo: 0, hi: order.count, depth: 0, last: 0, blank: 1, letter: 0)]
        var next: [Int: Prefix] = [:]
        for t in 0..<steps {
            let row = t * classes
            next.removeAll(keepingCapacity: true)
            func add(_ key: Int, _ make: @autoclosure () -> Prefix, blank: Double, letter: Double) {
                if var known = next[key] {
                    known.blank += blank
                    known.letter += letter
                    next[key] = known
                } else {
                    var p = make()
                    p.blank = blank
                    p.letter = letter
                    next[key] = p
                }
            }
            for p in prefixes {
                let total = p.total
                // Stay: "no letter" after either, or the same letter again.
                add(p.lo &* 64 &+ p.depth, p, blank: total * probabilities[row], letter: p.depth > 0 ? p.letter * probabilities[row + p.last] : 0)
                guard p.depth < 63 else { continue }
                for child in children(p) where probabilities[row + child.label] > 1e-4 {
                    // Paths never repeat a letter, so a child's letter always differs from the last.
                    add(
                        child.lo &* 64 &+ (p.depth + 1), Prefix(lo: child.lo, hi: child.hi, depth: p.depth + 1, last: child.label, blank: 0, letter: 0),
                        blank: 0, letter: total * probabilities[row + child.label])
                }
            }
            prefixes = next.values.sorted { $0.total != $1.total ? $0.total > $1.total : ($0.lo, $0.depth) < ($1.lo, $1.depth) }
            if prefixes.count > beam { prefixes.removeLast(prefixes.count - beam) }
            // Rescale (every prefix by the same factor) so 48 small probabilities do not underflow.
            let top = prefixes.first?.total ?? 0
            guard top > 0 else { return [] }
            for i in prefixes.indices {
                prefixes[i].blank /= top
                prefixes[i].letter /= top
            }
        }
        // Complete paths: the prefix is a whole path (the first of its range ends at its depth).
        return prefixes.filter { $0.depth > 0 && letter($0.lo, at: $0.depth) < 0 }.prefix(count).map { Int(order[$0.lo]) }
    }
}
