import Foundation
import Testing
import TeclaCore
import TeclaLanguage
import TeclaPacks
import TeclaTestSupport
@testable import TeclaTouch

/// The letter network the swipe re-ranker reads: its input, reading (and refusing) a model file,
/// and the CTC score of a word.
@Suite struct SwipeLetterModelTests {
    static let qwerty: SwipeKeyboard = {
        var keys: [(letter: Unicode.Scalar, center: Point)] = []
        for (row, letters) in ["qwertyuiop", "asdfghjkl", "zxcvbnm"].enumerated() {
            for (column, letter) in letters.unicodeScalars.enumerated() {
                keys.append((letter, Point(x: 10 + 20 * Double(column) + 10 * Double(row), y: 15 + 30 * Double(row))))
            }
        }
        return SwipeKeyboard(centers: keys, pitchX: 20, pitchY: 30)
    }()

    /// Floats as a model file stores them: base64 of little-endian float32s.
    static func packed(_ values: [Float]) -> String {
        var bytes: [UInt8] = []
        for value in values { value.appendLittleEndian(to: &bytes) }
        return Data(bytes).base64EncodedString()
    }

    static func bundledJSON() throws -> [String: Any] {
        let url = try #require(Bundle.module.url(forResource: "swipe-letters", withExtension: "json"))
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    /// The points from one key's centre to another's, in layout coordinates.
    static func swipe(_ word: String, on keyboard: SwipeKeyboard = qwerty) -> [Point] {
        let keys = word.unicodeScalars.compactMap { keyboard.index(of: $0).map { keyboard.centers[$0] } }
        var points: [Point] = []
        for (a, b) in zip(keys, keys.dropFirst()) {
            for k in 0..<8 { points.append(Point(x: a.x + (b.x - a.x) * Double(k) / 8, y: a.y + (b.y - a.y) * Double(k) / 8)) }
        }
        points.append(keys.last!)
        return points
    }

    @Test func theInputSaysWhichKeysThePointsAreNear() {
        let input = SwipeLetterInput(points: Self.swipe("qp").map(Self.qwerty.normalized), times: nil, keyboard: Self.qwerty)
        let c = input.channels
        let q = 16, p = 15  // channel of a letter: its place in a–z
        #expect(input.values[q] > 0.99)  // the first point is on q
        #expect(input.values[p] < 0.01)
        #expect(input.values[(SwipeLetterInput.steps - 1) * c + p] > 0.99)  // the last on p
        #expect(input.values[26] > 0.99)  // moving right
        #expect(input.values[28] == 0)  // no times: no slowness
        #expect(abs(Double(input.values[29]) - 0.9) < 1e-6)  // 9 keys long ÷ 10
    }

    @Test func slownessIsReadFromUsableTimesOnly() {
        let points = Self.swipe("qp").map(Self.qwerty.normalized)
        // Slow over the first half, fast over the second.
        let times = points.indices.map { i in i < points.count / 2 ? Double(i) * 0.05 : Double(points.count / 2) * 0.05 + Double(i - points.count / 2) * 0.005 }
        let input = SwipeLetterInput(points: points, times: times, keyboard: Self.qwerty)
        let c = input.channels
        #expect(input.values[5 * c + 28] > 0.5)
        #expect(input.values[40 * c + 28] < -0.5)
        let backwards = SwipeLetterInput(points: points, times: times.reversed(), keyboard: Self.qwerty)
        #expect((0..<SwipeLetterInput.steps).allSatisfy { backwards.values[$0 * c + 28] == 0 })
    }

    @Test func theForwardPassCountsEveryAlignment() {
        // With every output equally likely, P(path) is the number of ways to lay out its L
        // letters along T points (C(T + L, 2L) for letters with no repeats) over 27^T.
        let steps = SwipeLetterInput.steps
        let uniform = SwipeLetterModel.Output(probabilities: [Double](repeating: 1.0 / 27, count: steps * 27), letters: SwipeLetterInput.latinLetters)
        func logChoose(_ n: Int, _ k: Int) -> Double { lgamma(Double(n + 1)) - lgamma(Double(k + 1)) - lgamma(Double(n - k + 1)) }
        for length in [1, 3, 7] {
            let expected = logChoose(steps + length, 2 * length) - Double(steps) * log(27.0)
            let got = uniform.logProbability(labels: Array(1...length))
            #expect(abs(got - expected) < 1e-9, "\(length) letters: \(got) vs \(expected)")
        }
        #expect(uniform.logProbability(ofPath: "") == -1000)
        #expect(uniform.logProbability(ofPath: String(repeating: "ab", count: 25)) == -1000)  // more letters than points
        #expect(uniform.logProbability(ofPath: "ab'c") == uniform.logProbability(ofPath: "abc"))
    }

    @Test func theBundledModelReproducesItsTraining() throws {
        // Reading it runs the check the training script wrote: the same input must give the same
        // log-probability PyTorch gave, or the file is refused.
        let model = try #require(SwipeLetterModel.bundled)
        #expect(model.version == SwipeLetterModel.formatVersion)
        // Both networks of the ensemble were read (a member that fails its check is left out).
        #expect(model.memberCount == 2)
    }

    @Test func aWordDrawnOverItsKeysIsTheLikeliestReading() throws {
        let model = try #require(SwipeLetterModel.bundled)
        let output = model.run(SwipeLetterInput(points: Self.swipe("work").map(Self.qwerty.normalized), times: nil, keyboard: Self.qwerty))
        let work = output.logProbability(ofPath: "work")
        for other in ["wok", "wirk", "qork", "worl", "wrk"] { #expect(work > output.logProbability(ofPath: other), "\(other)") }
    }

    @Test func theBeamSearchFindsTheDrawnWordAmongTheVocabularysPaths() throws {
        let model = try #require(SwipeLetterModel.bundled)
        let words = ["work", "word", "wok", "fork", "network", "worker", "we", "sword", "wore", "look", "lo"]
        let vocabulary = SwipeVocabulary(words: words)
        let order = vocabulary.pathsInLetterOrder()
        // Letter order: the paths beginning with any prefix are one run, the prefix itself first.
        let spelled = order.map { vocabulary.spelling(ofPath: Int($0)) }
        for prefix in Set(spelled.flatMap { p in (1...p.count).map { String(p.prefix($0)) } }) {
            let run = spelled.indices.filter { spelled[$0].hasPrefix(prefix) }
            #expect(run == Array(run.first!...run.last!), "\(prefix)")
            if let whole = spelled.firstIndex(of: prefix) { #expect(whole == run.first) }
        }
        for word in ["work", "network", "look"] {
            let output = model.run(SwipeLetterInput(points: Self.swipe(word).map(Self.qwerty.normalized), times: nil, keyboard: Self.qwerty))
            let found = output.likeliestPaths(in: vocabulary, order: order, beam: 16, count: 3).map { vocabulary.spelling(ofPath: $0) }
            #expect(found.first == SwipeVocabulary(words: [word]).spelling(ofPath: 0), "\(word): \(found)")
        }
        let output = model.run(SwipeLetterInput(points: Self.swipe("work").map(Self.qwerty.normalized), times: nil, keyboard: Self.qwerty))
        #expect(output.likeliestPaths(in: vocabulary, order: [], beam: 16, count: 3).isEmpty)
    }

    @Test func aTamperedOrMalformedModelIsRefused() throws {
        var file = try Self.bundledJSON()
        func read(_ file: [String: Any]) throws(SwipeLetterModelError) {
            _ = try SwipeLetterModel(json: try! JSONSerialization.data(withJSONObject: file))
        }
        #expect(throws: SwipeLetterModelError.self) { try SwipeLetterModel(json: Data("{".utf8)) }
        var layers = try #require(file["layers"] as? [[String: Any]])
        // One weight changed: the check no longer holds.
        let packedWeights = try #require(layers[1]["weight"] as? String)
        var weights = try #require(SwipeLetterModel.floats(packedWeights))
        for i in 0..<200 { weights[i] += 0.5 }
        var tampered = layers
        tampered[1]["weight"] = Self.packed(weights)
        file["layers"] = tampered
        #expect {
            try read(file)
        } throws: {
            if case .checkFailed = $0 as? SwipeLetterModelError { true } else { false }
        }
        // A layer whose weights do not fill it, and another input than this build computes.
        layers[2]["weight"] = "AAAAAA=="  // one float where thousands belong
        file["layers"] = layers
        #expect(throws: SwipeLetterModelError.malformed("layer 2 is not a well-formed convolution")) { try read(file) }
        layers[2]["weight"] = "not base64!"
        file["layers"] = layers
        #expect(throws: SwipeLetterModelError.malformed("layer 2 is not a well-formed convolution")) { try read(file) }
        // A float that is not finite (NaN) among the biases.
        file = try Self.bundledJSON()
        layers = try #require(file["layers"] as? [[String: Any]])
        let packedBias = try #require(layers[0]["bias"] as? String)
        var bias = try #require(SwipeLetterModel.floats(packedBias))
        bias[3] = .nan
        layers[0]["bias"] = Self.packed(bias)
        file["layers"] = layers
        #expect(throws: SwipeLetterModelError.malformed("layer 0 is not a well-formed convolution")) { try read(file) }
        // A recurrent layer whose weights do not fill it; a file that lost its recurrent layer.
        file = try Self.bundledJSON()
        var recurrent = try #require(file["recurrent"] as? [String: Any], "the shipped network has a GRU")
        var directions = try #require(recurrent["directions"] as? [[String: Any]])
        directions[1]["hidden"] = "AAAAAA=="
        recurrent["directions"] = directions
        file["recurrent"] = recurrent
        #expect(throws: SwipeLetterModelError.malformed("the recurrent layer is not a well-formed GRU")) { try read(file) }
        file["recurrent"] = nil
        let last = try #require(file["layers"] as? [[String: Any]]).count - 1
        #expect(throws: SwipeLetterModelError.malformed("layer \(last) is not a well-formed convolution")) { try read(file) }
        file = try Self.bundledJSON()
        file["version"] = 1
        #expect(throws: SwipeLetterModelError.malformed("format version 1, not \(SwipeLetterModel.formatVersion)")) { try read(file) }
        file = try Self.bundledJSON()
        file["channels"] = 31
        #expect(throws: SwipeLetterModelError.inputDiffers) { try read(file) }
        file = try Self.bundledJSON()
        file["alphabet"] = "abcdefghijklmnopqrstuvwxya"  // a letter twice
        #expect(throws: SwipeLetterModelError.inputDiffers) { try read(file) }
    }

    /// A network made by hand that reads a letter wherever the finger is near its key: the first
    /// layer passes the letters' nearness on, the residual layers add nothing, and the last gives
    /// each letter `confidence` × its nearness against 1 for "no letter".
    static func handMadeNetwork(letters: [Unicode.Scalar], confidence: Float = 6) throws -> SwipeLetterModel {
        let n = letters.count, channels = n + SwipeLetterInput.motionChannels
        func layer(out: Int, in inputs: Int, kernel: Int, dilation: Int, weight: (Int, Int, Int) -> Float, bias: (Int) -> Float) -> [String: Any] {
            var w: [Float] = []
            for o in 0..<out { for i in 0..<inputs { for k in 0..<kernel { w.append(weight(o, i, k)) } } }
            return [
                "out": out, "in": inputs, "kernel": kernel, "dilation": dilation, "weight": packed(w), "bias": packed((0..<out).map(bias)),
            ]
        }
        let layers =
            [layer(out: channels, in: channels, kernel: 5, dilation: 1, weight: { o, i, k in o == i && i < n && k == 2 ? 1 : 0 }, bias: { _ in 0 })]
            + [2, 4, 1].map { layer(out: channels, in: channels, kernel: 5, dilation: $0, weight: { _, _, _ in 0 }, bias: { _ in 0 }) }
            + [layer(out: n + 1, in: channels, kernel: 1, dilation: 1, weight: { o, i, _ in o > 0 && i == o - 1 ? confidence : 0 }, bias: { $0 == 0 ? 1 : 0 })]
        func file(check: Double) -> Data {
            let object: [String: Any] = [
                "version": 3, "steps": SwipeLetterInput.steps, "channels": channels, "alphabet": String(String.UnicodeScalarView(letters)),
                "trainedOn": "synthetic", "layers": layers,
                "check": ["input": [Double](repeating: 0, count: SwipeLetterInput.steps * channels), "word": String(letters[0]), "logProbability": check],
            ]
            return try! JSONSerialization.data(withJSONObject: object)
        }
        // The check's log-probability is what this network gives (read from the refusal).
        let got: Double
        do {
            return try SwipeLetterModel(json: file(check: 0))
        } catch {
            guard case .checkFailed(_, let value) = error else { throw error }
            got = value
        }
        return try SwipeLetterModel(json: file(check: got))
    }

    static let arabicPage = ArabicLayout.definition.layout(metrics: .iPhonePortrait(width: 390)).homePage

    @Test func aNetworkReadsTheLettersOfItsOwnAlphabet() throws {
        let arabic = SwipeKeyboard(page: Self.arabicPage)
        let network = try Self.handMadeNetwork(letters: arabic.letters)
        #expect(network.letters.count == 29 && network.trainedOn == .synthetic)
        #expect(network.canRead(arabic) && !network.canRead(Self.qwerty))
        let english = try #require(SwipeLetterModel.bundled)
        #expect(english.trainedOn == .people && english.canRead(Self.qwerty) && !english.canRead(arabic))
        // Its input has one nearness per Arabic letter, then the four motion channels.
        // ب ي س: three neighbouring keys, so no other key lies on the path.
        let points = SyntheticSwipe.points(for: "بيس", on: Self.arabicPage).map(arabic.normalized)
        let input = network.input(points: points, times: nil, keyboard: arabic)
        #expect(input.channels == 33 && input.values.count == SwipeLetterInput.steps * 33)
        let output = network.run(input)
        let drawn = output.logProbability(ofPath: "بيس")
        for other in ["بس", "يس", "ليس", "بيت"] { #expect(drawn > output.logProbability(ofPath: other), "\(other)") }
        let vocabulary = SwipeVocabulary(words: ["بيس", "بس", "ليس", "بيت", "بين"])
        let found = output.likeliestPaths(in: vocabulary, order: vocabulary.pathsInLetterOrder(), beam: 16, count: 3)
        #expect(found.first.map(vocabulary.spelling(ofPath:)) == "بيس")
    }

    @Test func eachVocabularyTakesTheNetworkThatSpellsIt() throws {
        let arabicNetwork = try Self.handMadeNetwork(letters: SwipeKeyboard(page: Self.arabicPage).letters)
        let english = try #require(SwipeLetterModel.bundled)
        let arabic = SwipeDecoder(pack: try BundledPacks.arabic(), letterModels: [english, arabicNetwork])
        #expect(arabic.letterModel?.letters == arabicNetwork.letters)
        // A network trained on synthetic gestures alone is read by the re-rankers fitted to one,
        // or, where none is bundled, by the any-script ones; never by the people network's.
        let synthetic = [SwipeReranker.bundledTimedSynthetic, .bundledSynthetic].compactMap { $0 }
        #expect(arabic.rerankers.count(where: \.usesLetterModel) == synthetic.count)
        #expect(arabic.rerankers.contains { !$0.usesLetterModel }, "the any-script models follow")
        let latin = SwipeDecoder(pack: try BundledPacks.english(), letterModels: [arabicNetwork, english])
        #expect(latin.letterModel?.letters == SwipeLetterInput.latinLetters)
        #expect(SwipeDecoder(pack: try BundledPacks.arabic(), letterModels: []).letterModel == nil)
        #expect(SwipeDecoder(pack: try BundledPacks.english(), letterModels: [arabicNetwork]).letterModel == nil)
    }

    @Test func anEnsembleScoresAWordByItsMembersMeanScore() throws {
        let sharp = try Self.handMadeNetwork(letters: SwipeLetterInput.latinLetters, confidence: 6)
        let soft = try Self.handMadeNetwork(letters: SwipeLetterInput.latinLetters, confidence: 2)
        let ensemble = try SwipeLetterModel(ensemble: [sharp, soft])
        #expect(ensemble.memberCount == 2 && sharp.memberCount == 1)
        // w → e: neighbouring keys, so no other key lies on the path.
        let input = sharp.input(points: Self.swipe("we").map(Self.qwerty.normalized), times: nil, keyboard: Self.qwerty)
        let (a, b, both) = (sharp.run(input), soft.run(input), ensemble.run(input))
        for word in ["we", "wet", "ew", "e"] {
            let mean = (a.logProbability(ofPath: word) + b.logProbability(ofPath: word)) / 2
            #expect(abs(both.logProbability(ofPath: word) - mean) < 1e-9, "\(word)")
            #expect(a.logProbability(ofPath: word) != b.logProbability(ofPath: word), "the members differ")
        }
        // The beam search reads the members' mean per point: the drawn word comes first.
        let vocabulary = SwipeVocabulary(words: ["we", "wet", "ew", "e", "wed"])
        let found = both.likeliestPaths(in: vocabulary, order: vocabulary.pathsInLetterOrder(), beam: 16, count: 2)
        #expect(found.first.map(vocabulary.spelling(ofPath:)) == "we")
    }

    @Test func anEnsembleOfNetworksThatReadDifferentlyIsRefused() throws {
        let people = try #require(SwipeLetterModel.bundled)
        let latin = try Self.handMadeNetwork(letters: SwipeLetterInput.latinLetters)  // trained on "synthetic" gestures
        let arabic = try Self.handMadeNetwork(letters: SwipeKeyboard(page: Self.arabicPage).letters)
        #expect(throws: SwipeLetterModelError.ensembleDiffers) { try SwipeLetterModel(ensemble: []) }
        #expect(throws: SwipeLetterModelError.ensembleDiffers) { try SwipeLetterModel(ensemble: [latin, arabic]) }
        #expect(throws: SwipeLetterModelError.ensembleDiffers) { try SwipeLetterModel(ensemble: [people, latin]) }
    }
}
