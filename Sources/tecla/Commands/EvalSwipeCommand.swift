import TeclaEvaluation
import ArgumentParser
import Foundation
import TeclaCore
import TeclaLanguage
import TeclaPacks
import TeclaTouch

struct EvalSwipeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swipe",
        abstract: "Decode recorded word gestures (How We Swipe format) and report top-1/3/4 accuracy and latency.",
        discussion: """
            Each gesture is decoded on its own keyboard geometry (from --layouts) with the English pack's \
            full vocabulary and, unless --no-context, the prompt's previous words as context. Figures are \
            over in-vocabulary gestures, overall and by set, frequency bin and word length; out-of-vocabulary gestures \
            are counted apart. Latency is the CPU time of each decode on one thread.
            Participants are split into 5 folds by a stable hash: --part test is fold 0 (measure), \
            --part tune folds 1-4 (tune), --part all everything.
            Example: tecla eval swipe --dataset ../shared/data/swipe/hws-dev.jsonl.gz --layouts ../shared/data/swipe/hws-layouts.json
            """
    )

    @Option(help: "Gestures, one JSON object per line (.gz or .xz is decompressed).")
    var dataset: String

    @Option(help: "Keyboard geometries (How We Swipe layouts JSON).")
    var layouts: String

    @Option(help: "Participants to use: test (fold 0 of 5), tune (folds 1-4) or all.")
    var part = "test"

    @Option(
        help: ArgumentHelp(
            "Tuning: only these participants (a file of ids, one a line), e.g. the re-ranker's watched fifth of the tuning folds.",
            visibility: .hidden))
    var participants: String?

    @Option(help: "Swipe sensitivity: low, medium (the default) or high.")
    var sensitivity: SwipeSensitivity = .medium

    @Option(help: "Gestures to decode, spread evenly over the part (0 = all).")
    var limit = 0

    @Flag(help: "Decode without the prompt's previous words.")
    var noContext = false

    @Flag(help: "Decode with the pack's neural model removed (the context channel reads it only with --set neural=1).")
    var noNeural = false

    @Flag(help: "Decode without the gestures' timestamps (the untimed re-ranker, as for traces without times).")
    var noTimes = false

    @Flag(help: "Print JSON.")
    var json = false

    @Flag(
        help:
            "Measure per-user adaptation instead: for each participant with 60+ gestures, adapt on their first 0/10/25/50 and score those after the 50th.")
    var adaptation = false

    @Flag(help: "After the figures, analyse the top-1 misses (by length, set, double letters, traces leaving the keys; each miss's cause).")
    var analyze = false

    @Option(help: ArgumentHelp("Tuning: write each gesture's top candidates with their channel scores (JSON lines).", visibility: .hidden))
    var dump: String?

    @Option(
        help: ArgumentHelp(
            "Training: write each gesture's candidates with the re-ranker's features (JSON lines; Scripts/assets/train-swipe-reranker.py reads them).",
            visibility: .hidden))
    var features: String?

    @Option(
        help: ArgumentHelp(
            "Training: with --features or --letter-inputs, also write K varied copies of each tuning gesture (moved, wobbled, faster or slower).",
            visibility: .hidden))
    var augment = 0

    @Option(
        help: ArgumentHelp(
            "Training: with --features, also write K neat twins of each tuning gesture (the same word, keyboard and context, drawn by a writer of --writers whose aim is --neatness times as scattered).",
            visibility: .hidden))
    var neat = 0

    @Option(help: ArgumentHelp("Training: the writer population (JSON, `tecla synth calibrate`) --neat draws its twins with.", visibility: .hidden))
    var writers: String?

    @Option(
        help: ArgumentHelp(
            "Training: what --neat multiplies the writers' aim offsets and scatter by: a number, or LOW-HIGH to draw each twin's from that range.",
            visibility: .hidden))
    var neatness = "0.25"

    @Option(
        help: ArgumentHelp(
            "Training: write each gesture's letter-model input (PREFIX.f32, float32 little-endian, and PREFIX.jsonl); with --features too, or alone (no decoding).",
            visibility: .hidden))
    var letterInputs: String?

    @Option(
        help: ArgumentHelp(
            "Training: the letter model to decode with instead of the bundled one (Scripts/assets/train-swipe-letters.py writes one per half), several comma-separated for an ensemble, or none.",
            visibility: .hidden))
    var letterModel: String?

    @Option(
        help: ArgumentHelp(
            "Training: the letters whose nearness --letter-inputs writes, in channel order (default a-z; the Arabic network's are the Arabic keyboard's).",
            visibility: .hidden))
    var letterAlphabet: String?

    @Option(
        help: ArgumentHelp(
            "Training: re-ranker files (comma-separated, in order of preference) instead of the bundled ones that fit the letter model.",
            visibility: .hidden))
    var rerankers: String?

    @Option(help: "The language whose bundled pack decodes the gestures: en (How We Swipe), or ar, la for synthetic gestures on their keyboards.")
    var language = "en"

    @Option(
        help: ArgumentHelp(
            "Training: the linear score's candidates --features dumps per gesture (default: the bundled re-rankers' depth).",
            visibility: .hidden))
    var depth: Int?

    @Option(help: ArgumentHelp("Decode only every N-th gesture from the K-th (K/N), to spread a run over processes.", visibility: .hidden))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "Tuning: decoder settings, name=value,... (location, proportional, shape, endpoint, language, shortlist, samples, band, startRadius, endRadius, letterBeam, letterCandidates, neural: 1 for the neural mix as the context channel).",
            visibility: .hidden))
    var set: String?

    @Option(
        help: ArgumentHelp(
            "Tuning: explain, for the gestures of these words (comma-separated), what the decoder did with the prompted word.", visibility: .hidden))
    var explain: String?

    @Option(
        help: ArgumentHelp(
            "Tuning: decode instead the ideal paths (through the key centres, at a steady pace) of the N commonest words.",
            visibility: .hidden))
    var idealWords = 0

    @Option(
        help: ArgumentHelp(
            "Tuning: write each gesture's outcome (id, word, set, in vocabulary, the word's rank or null) as JSON lines, to measure any split of the gestures.",
            visibility: .hidden))
    var ranks: String?

    @Option(help: ArgumentHelp("Tuning: scale of the vertical key unit.", visibility: .hidden))
    var verticalScale = 1.0

    func run() throws {
        guard limit >= 0 else { throw ValidationError("--limit must not be negative") }
        var keyboards = try SwipeDatasetInput.keyboards(layouts)
        if verticalScale != 1 {
            keyboards = keyboards.mapValues { k in
                SwipeKeyboard(centers: zip(k.letters, k.centers).map { (letter: $0, center: $1) }, pitchX: k.pitchX, pitchY: k.pitchY * verticalScale)
            }
        }
        var samples = try SwipeDatasetInput.samples(dataset, part: part)
        if let participants {
            guard let text = try? String(contentsOfFile: participants, encoding: .utf8) else { throw ValidationError("cannot read \(participants)") }
            let kept = Set(text.split(whereSeparator: \.isNewline).map(String.init))
            samples = samples.filter { kept.contains($0.participant) }
        }
        samples = SwipeDatasetInput.evenly(samples, limit: limit)

        if let shard {
            let parts = shard.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, parts[1] > 0, (0..<parts[1]).contains(parts[0]) else { throw ValidationError("--shard is K/N with 0 <= K < N") }
            if adaptation {
                // Whole participants per shard: adaptation follows each person's gestures in order.
                samples = samples.filter { $0.fold(of: 5 * parts[1]) / 5 == parts[0] }
            } else {
                samples = samples.enumerated().filter { $0.offset % parts[1] == parts[0] }.map(\.element)
            }
        }
        guard let bundled = try BundledPacks.all()[language] else { throw ValidationError("--language is one of en, ko, nqo, ar, la") }
        let pack = noNeural ? bundled.withNeuralModel(nil) : bundled
        var configuration = SwipeDecoderConfiguration()
        sensitivity.apply(to: &configuration)
        if let set { try Self.apply(set, to: &configuration) }
        let started = Date()
        var letters: [SwipeLetterModel]?  // nil: the bundled one for the language
        if letterModel == "none" {
            letters = []
        } else if let letterModel {
            // A comma-separated list is one ensemble: its members' word scores are averaged.
            let members = try letterModel.split(separator: ",").map { file in
                guard let data = FileManager.default.contents(atPath: String(file)) else { throw ValidationError("cannot read \(file)") }
                return try SwipeLetterModel(json: data)
            }
            letters = [try SwipeLetterModel(ensemble: members)]
        }
        var chosenRerankers: [SwipeReranker]?  // nil: the bundled ones that fit the letter model
        if let rerankers {
            chosenRerankers = try rerankers.split(separator: ",").map { file in
                guard let data = FileManager.default.contents(atPath: String(file)) else { throw ValidationError("cannot read \(file)") }
                return try SwipeReranker(json: data)
            }
        }
        let swipeDecoder = SwipeDecoder(pack: pack, configuration: configuration, rerankers: chosenRerankers, letterModels: letters)
        // A re-ranker learned one pack's probabilities; decoding English with another pack's
        // scores measures a model the pack no longer matches.
        for reranker in swipeDecoder.rerankers where language == "en" && features == nil {
            if let fitted = reranker.packChecksum, fitted != pack.manifest.contentChecksum {
                let warning = "warning: a re-ranker was fitted on pack \(fitted), not this pack (\(pack.manifest.contentChecksum)): "
                FileHandle.standardError.write(Data((warning + "refit it (Scripts/assets/train-swipe-models.sh)\n").utf8))
            }
        }
        let inputLetters = letterAlphabet.map { Array($0.unicodeScalars) } ?? SwipeLetterInput.latinLetters
        let vocabularySeconds = Date().timeIntervalSince(started)
        var evaluation = SwipeEvaluation(decoder: swipeDecoder, keyboards: keyboards)
        evaluation.useContext = !noContext
        evaluation.useTimes = !noTimes

        if idealWords > 0 {
            try reportIdealPaths(decoder: swipeDecoder, pack: pack, count: idealWords)
            return
        }
        if adaptation {
            let report = SwipeAdaptationEvaluation(evaluation: evaluation).run(samples)
            print("per-user adaptation: \(report.participants) participants with 60+ gestures (part \(part)); scored: their gestures after the 50th")
            print("adapted on   gestures    top-1    top-3    top-4")
            for point in report.curve {
                let t = point.tally
                print(
                    String(
                        format: "%10d  %9d  %6.2f%%  %6.2f%%  %6.2f%%", point.adaptedOn, t.gestures, 100 * t.top1Rate, 100 * t.top3Rate,
                        100 * t.top4Rate))
            }
            print(String(format: "mean learned offset after 50 gestures: %.3f key", report.meanOffset))
            return
        }
        if let explain {
            let words = Set(explain.split(separator: ",").map(String.init))
            for sample in samples where words.contains(sample.word) {
                guard let keyboard = keyboards[sample.layout] else { continue }
                let context = evaluation.context(for: sample)
                let top = (try? swipeDecoder.decode(sample.points, on: keyboard, context: context, limit: 3)) ?? []
                print(
                    sample.id, sample.word, swipeDecoder.explain(sample.word, points: sample.points, on: keyboard, context: context),
                    "top:", top.map { "\($0.text) \(String(format: "%.2f", $0.score))" })
            }
            return
        }
        let dumpHandle = try dump.map(Self.created)
        if features != nil || letterInputs != nil {
            // Training data only: the candidates the re-ranker sees, with their features, and/or
            // the letter network's input (which needs no decoding).
            let handle = try features.map(Self.created)
            guard depth.map({ (1...200).contains($0) }) ?? true else { throw ValidationError("--depth is 1 to 200") }
            let depth = self.depth ?? swipeDecoder.rerankers.map(\.depth).max() ?? 30
            guard augment == 0 || part == "tune" else { throw ValidationError("--augment is for training: --part tune") }
            guard neat == 0 || part == "tune" else { throw ValidationError("--neat is for training: --part tune") }
            guard neat == 0 || writers != nil else { throw ValidationError("--neat needs --writers (Scripts/assets/pack-data/swipe-writers.json)") }
            let bounds = neatness.split(separator: "-").compactMap { Double($0) }
            guard (1...2).contains(bounds.count), bounds.allSatisfy({ $0 >= 0 && $0.isFinite }), bounds[0] <= bounds[bounds.count - 1] else {
                throw ValidationError("--neatness is a number 0 or more, or LOW-HIGH")
            }
            var generator = SeededGenerator(seed: 2026)
            let augmentation = SwipeAugmentation()
            let twins = try writers.map { SwipeNeatTwins(population: try SynthCommand.population($0), neatness: bounds[0]...bounds[bounds.count - 1]) }
            // Twins draw from their own generator, so adding them leaves the augmented copies as they were.
            var twinGenerator = SeededGenerator(seed: 2027)
            let written = samples.flatMap { sample -> [SwipeSample] in
                guard let keyboard = keyboards[sample.layout] else { return [sample] }
                let varied = augment > 0 ? augmentation.variants(of: sample, on: keyboard, copies: augment, using: &generator) : []
                let neat = twins.map { $0.twins(of: sample, on: keyboard, copies: self.neat, using: &twinGenerator) } ?? []
                return [sample] + varied + neat
            }
            let letterHandles = try letterInputs.map { (values: try Self.created($0 + ".f32"), index: try Self.created($0 + ".jsonl")) }
            for sample in written {
                guard let keyboard = keyboards[sample.layout] else { continue }
                let context = evaluation.context(for: sample)
                if let letterHandles,
                    let input = try? swipeDecoder.letterInput(sample.points, times: evaluation.times(for: sample), on: keyboard, letters: inputLetters)
                {
                    letterHandles.values.write(input.values.withUnsafeBufferPointer { Data(buffer: $0) })
                    // The letters the word's gesture draws, folded as the vocabulary folds them
                    // (empty for a word no gesture can spell): the network's training target.
                    let drawn = SwipeVocabulary(words: [sample.word])
                    let path = drawn.pathCount > 0 ? drawn.spelling(ofPath: 0) : ""
                    let line =
                        "{\"id\":\(Self.quoted(sample.id)),\"participant\":\(Self.quoted(sample.participant)),\"word\":\(Self.quoted(sample.word)),\"path\":\(Self.quoted(path)),\"inv\":\(evaluation.isInVocabulary(sample.word))}\n"
                    letterHandles.index.write(Data(line.utf8))
                }
                guard let handle else { continue }
                let rows =
                    ((try? swipeDecoder.rankingFeatures(sample.points, times: evaluation.times(for: sample), on: keyboard, context: context, depth: depth))
                    ?? []).map { entry in
                        "[\(Self.quoted(entry.candidate.text)),\(SwipeEvaluation.matches(entry.candidate.text, sample.word) ? 1 : 0),"
                            + entry.features.map { String($0) }.joined(separator: ",") + "]"
                    }
                // The pack whose scores the features hold: the re-ranker fitted on them records it.
                let line =
                    "{\"id\":\(Self.quoted(sample.id)),\"participant\":\(Self.quoted(sample.participant)),\"word\":\(Self.quoted(sample.word)),\"set\":\(Self.quoted(sample.set)),\"inv\":\(evaluation.isInVocabulary(sample.word)),\"pack\":\(Self.quoted(pack.manifest.contentChecksum)),\"c\":[\(rows.joined(separator: ","))]}\n"
                handle.write(Data(line.utf8))
            }
            try handle?.close()
            try letterHandles?.values.close()
            try letterHandles?.index.close()
            return
        }
        let ranksHandle = try ranks.map(Self.created)
        var dumpDecoder = swipeDecoder
        dumpDecoder.configuration = configuration
        var analysis = SwipeMissAnalysis(configuration: configuration)
        if analyze { evaluation.candidateLimit = 30 }
        let report = evaluation.run(samples) { sample, candidates in
            if analyze, evaluation.isInVocabulary(sample.word), let keyboard = keyboards[sample.layout] {
                let path = SwipeVocabulary(words: [sample.word]).spelling(ofPath: 0)
                analysis.add(
                    sample, word: sample.word, path: path, candidates: candidates, rejected: candidates.isEmpty, keyboard: keyboard,
                    explain: { swipeDecoder.explain(sample.word, points: sample.points, on: keyboard, context: evaluation.context(for: sample)) })
            }
            if let ranksHandle {
                let rank = SwipeEvaluation.rank(of: sample.word, in: candidates)
                let line =
                    "{\"id\":\(Self.quoted(sample.id)),\"word\":\(Self.quoted(sample.word)),\"set\":\(Self.quoted(sample.set)),\"inv\":\(evaluation.isInVocabulary(sample.word)),\"rank\":\(rank.map(String.init) ?? "null")}\n"
                ranksHandle.write(Data(line.utf8))
            }
            guard let dumpHandle, let keyboard = keyboards[sample.layout] else { return }
            let context = evaluation.context(for: sample)
            let all = (try? dumpDecoder.decode(sample.points, times: evaluation.times(for: sample), on: keyboard, context: context, limit: 60)) ?? []
            let lexicon = pack.lexicon, model = pack.model
            let rows = all.map { c -> String in
                let unigram = lexicon.resolve(c.text).map { model.unigramLogProb($0) } ?? -9
                return
                    "[\(Self.quoted(c.text.lowercased())),\(c.location),\(c.shape),\(c.language),\(c.proportional),\(c.endpoints),\(unigram),\(c.path.unicodeScalars.count),\(c.letters),\(c.corners)]"
            }
            let line =
                "{\"id\":\(Self.quoted(sample.id)),\"n\":\(sample.points.count),\"word\":\(Self.quoted(sample.word)),\"set\":\(Self.quoted(sample.set)),\"inv\":\(evaluation.isInVocabulary(sample.word)),\"c\":[\(rows.joined(separator: ","))]}\n"
            dumpHandle.write(Data(line.utf8))
        }
        try dumpHandle?.close()
        try ranksHandle?.close()

        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
            return
        }
        print(
            "dataset: \(dataset) (part \(part), \(samples.count) gestures); vocabulary \(report.vocabularyWords) words, \(report.vocabularyPaths) paths (built in \(String(format: "%.0f", vocabularySeconds * 1000)) ms); context \(noContext ? "off" : "on"); times \(noTimes ? "off" : "on")"
        )
        print("                 gestures    top-1    top-3    top-4")
        func row(_ name: String, _ t: SwipeEvaluation.Tally) {
            print(
                name.padding(toLength: 16, withPad: " ", startingAt: 0)
                    + String(format: " %8d  %6.2f%%  %6.2f%%  %6.2f%%", t.gestures, 100 * t.top1Rate, 100 * t.top3Rate, 100 * t.top4Rate))
        }
        row("in vocabulary", report.overall)
        for (name, tally) in report.bySet.sorted(by: { $0.key < $1.key }) { row("  set \(name)", tally) }
        for (name, tally) in report.byBin.sorted(by: { $0.key < $1.key }) { row("  bin \(name)", tally) }
        for name in SwipeEvaluation.lengthBuckets {
            if let tally = report.byLength[name] { row("  length \(name)", tally) }
        }
        row("out of vocab.", report.outOfVocabulary)
        print(
            String(
                format: "OOV rate %.2f%%; rejected (taps, invalid) %d; unknown layout %d", 100 * report.oovRate,
                report.overall.rejected + report.outOfVocabulary.rejected, report.unknownLayout))
        print(
            String(
                format: "decode latency p50 %.2f ms, p95 %.2f ms, max %.2f ms", report.latencyP50Milliseconds,
                report.latencyP95Milliseconds, report.latencyMaxMilliseconds))
        if analyze {
            print("")
            print(analysis.report)
        }
    }

    /// A new, empty file at `path`, open for writing (the dumps and outcome files).
    static func created(_ path: String) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw ValidationError("cannot write \(path)")
        }
        return handle
    }

    static func quoted(_ s: String) -> String {
        String(decoding: (try? JSONEncoder().encode(s)) ?? Data("\"\"".utf8), as: UTF8.self)
    }

    static func apply(_ settings: String, to c: inout SwipeDecoderConfiguration) throws {
        for pair in settings.split(separator: ",") {
            let parts = pair.split(separator: "=")
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                throw ValidationError("--set expects name=value pairs of finite numbers")
            }
            // Counts are whole and positive (a beam of 0 or NaN points would trap, not measure).
            func count(atLeast minimum: Int) throws -> Int {
                guard value == value.rounded(), value >= Double(minimum), value <= 1_000_000 else {
                    throw ValidationError("--set \(parts[0]) must be a whole number from \(minimum) to 1000000")
                }
                return Int(value)
            }
            switch parts[0] {
            case "location": c.locationWeight = value
            case "proportional": c.proportionalWeight = value
            case "shape": c.shapeWeight = value
            case "endpoint": c.endpointWeight = value
            case "letters": c.letterWeight = value
            case "cap": c.distanceCap = value
            case "context": c.contextWeight = value
            case "unigram": c.unigramWeight = value
            case "perLetter": c.pathLetterBonus = value
            case "shortlist": c.shortlist = try count(atLeast: 1)
            case "samples": c.samples = try count(atLeast: 2)
            case "band": c.band = value
            case "startRadius": c.startRadius = value
            case "endRadius": c.endRadius = value
            case "startWindow": c.startWindow = value
            case "endWindow": c.endWindow = value
            case "shortlistPrior": c.shortlistPriorWeight = value
            case "tapLength": c.tapLength = value
            case "rerank": c.rerank = value != 0
            case "neural": c.neuralContext = value != 0
            case "shortlistSamples": c.shortlistSamples = try count(atLeast: 2)
            case "maxLengthRatio": c.maxLengthRatio = value
            case "minLengthRatio": c.minLengthRatio = value
            case "lengthSlack": c.lengthSlack = value
            case "corner": c.cornerWeight = value
            case "cornerAngle": c.cornerAngle = value * Double.pi / 180
            case "cornerSpan": c.cornerSpan = value
            case "verticalOffset": c.verticalOffset = value
            case "letterCap": c.letterCap = value
            case "letterBeam": c.letterBeam = try count(atLeast: 1)
            case "letterCandidates": c.letterCandidates = try count(atLeast: 1)
            default: throw ValidationError("unknown decoder setting \(parts[0])")
            }
        }
    }
}
