import ArgumentParser
import Foundation
import TeclaCore
import TeclaEvaluation
import TeclaTouch

/// `tecla synth`: synthetic word gestures (``SwipeSynthesizer``) — side by side with real ones,
/// or written as How We Swipe records for training.
struct SynthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synth",
        abstract: "Synthetic swipe gestures: compare them with real ones, or write them for training.",
        subcommands: [Compare.self, Calibrate.self, Swipes.self]
    )

    static func population(_ path: String?) throws -> SwipeWriterPopulation {
        guard let path else { return SwipeWriterPopulation() }
        guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("cannot read \(path)") }
        do { return try JSONDecoder().decode(SwipeWriterPopulation.self, from: data) } catch {
            throw ValidationError("\(path): not a writer population: \(error)")
        }
    }

    /// Real gestures' shapes beside synthetic ones of the same words on the same keyboards, one
    /// synthetic writer per real participant.
    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure real and synthetic gestures of the same words side by side (path, timing, speed, offsets, turning).",
            discussion:
                "Example: tecla synth compare --dataset ../shared/data/swipe/hws-dev.jsonl.gz --layouts ../shared/data/swipe/hws-layouts.json --part tune --limit 5000"
        )

        @Option(help: "How We Swipe gestures (JSON lines, .gz allowed).")
        var dataset: String
        @Option(help: "The layouts file.")
        var layouts: String
        @Option(help: "Which participants: tune (folds 1-4), test (fold 0) or all.")
        var part = "tune"
        @Option(help: "At most this many real gestures, spread evenly (0: all).")
        var limit = 5000
        @Option(help: "A writer population (JSON) instead of the built-in prior.")
        var population: String?
        @Option(help: "Seed.")
        var seed: UInt64 = 35
        @Option(
            help:
                "Also write every gesture's measures, real and synthetic, and the paths of a few, as JSON (for plots: Scripts/research/swipe-synthesis-plots.py)."
        )
        var shapes: String?

        func run() throws {
            let samples = SwipeDatasetInput.evenly(try SwipeDatasetInput.samples(dataset, part: part), limit: limit)
            let calibration = SwipeCalibration(samples: samples, keyboards: try SwipeDatasetInput.keyboards(layouts), seed: seed)
            let drawings = calibration.drawings(of: try SynthCommand.population(population))
            let r = calibration.target, s = SwipeShapeSummary(drawings.compactMap(\.shape))
            if let shapes { try Self.writeShapes(items: calibration.items, drawings: drawings, to: shapes) }
            print("\(r.count) real gestures (\(calibration.participants) people, part \(part)) and \(s.count) synthetic ones of the same words")
            print("measure                              real: mean  median  p10    p90   | synthetic: mean  median  p10    p90")
            for (i, name) in SwipeShape.names.enumerated() {
                print(
                    name.padding(toLength: 36, withPad: " ", startingAt: 0)
                        + String(
                            format: " %7.3f %7.3f %6.3f %6.3f | %7.3f %7.3f %6.3f %6.3f", r.mean[i], r.median[i], r.p10[i], r.p90[i], s.mean[i], s.median[i],
                            s.p10[i], s.p90[i]))
            }
        }

        struct ShapesFile: Encodable {
            struct Example: Encodable {
                var word: String
                var keys: [String: [Double]]
                var pitch: [Double]
                var real: [[Double]]
                var synthetic: [[Double]]
            }
            var names: [String]
            var real: [[Double]]
            var synthetic: [[Double]]
            var examples: [Example]
        }

        /// Real and synthetic measures (the same gestures as the table), and the first 12 drawable
        /// gestures of eight letters or fewer, each beside its synthetic twin, on its keyboard.
        static func writeShapes(
            items: [SwipeCalibration.Item], drawings: [(gesture: SwipeSynthesizer.Gesture?, shape: SwipeShape?)], to path: String
        ) throws {
            var file = ShapesFile(names: SwipeShape.names, real: [], synthetic: drawings.compactMap { $0.shape?.values }, examples: [])
            for (item, drawing) in zip(items, drawings) {
                guard let sample = item.sample,
                    let shape = SwipeShape(word: sample.word, points: sample.points, times: sample.times, on: item.keyboard)
                else { continue }
                file.real.append(shape.values)
                guard file.examples.count < 12, let gesture = drawing.gesture, sample.word.count <= 8 else { continue }
                let keyboard = item.keyboard
                file.examples.append(
                    .init(
                        word: sample.word,
                        keys: Dictionary(
                            keyboard.letters.indices.map { (String(keyboard.letters[$0]), [keyboard.centers[$0].x, keyboard.centers[$0].y]) },
                            uniquingKeysWith: { a, _ in a }),
                        pitch: [keyboard.pitchX, keyboard.pitchY], real: sample.points.map { [$0.x, $0.y] },
                        synthetic: gesture.points.map { [$0.x, $0.y] }))
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(file).write(to: URL(fileURLWithPath: path))
        }
    }

    /// Fits the writer population to real gestures of tuning participants.
    struct Calibrate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fit the synthetic writer population to real gestures (tuning participants only) and write it as JSON.",
            discussion:
                "Example: tecla synth calibrate --dataset ../shared/data/swipe/hws-dev.jsonl.gz --layouts ../shared/data/swipe/hws-layouts.json --out Scripts/assets/pack-data/swipe-writers.json"
        )

        @Option(help: "How We Swipe gestures (JSON lines, .gz allowed).")
        var dataset: String
        @Option(help: "The layouts file.")
        var layouts: String
        @Option(help: "Real gestures fitted to, spread evenly over the tuning participants.")
        var limit = 3000
        @Option(help: "Rounds of coordinate search.")
        var rounds = 6
        @Option(help: "Start from this population (JSON) instead of the built-in prior.")
        var population: String?
        @Option(help: "Seed.")
        var seed: UInt64 = 35
        @Option(help: "Where to write the fitted population (JSON).")
        var out: String

        func run() throws {
            // Tuning participants only: fold 0 is what the decoder is measured on.
            let samples = SwipeDatasetInput.evenly(try SwipeDatasetInput.samples(dataset, part: "tune"), limit: limit)
            let calibration = SwipeCalibration(samples: samples, keyboards: try SwipeDatasetInput.keyboards(layouts), seed: seed)
            let started = Date()
            let (fitted, _) = calibration.fit(from: try SynthCommand.population(population), rounds: rounds) { print($0) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            var data = try encoder.encode(fitted)
            data.append(0x0A)
            guard FileManager.default.createFile(atPath: out, contents: data) else { throw ValidationError("cannot write \(out)") }
            print(String(format: "fitted on %d gestures in %.0f s; written to %@", calibration.items.count, Date().timeIntervalSince(started), out))
        }
    }

    /// Synthetic gestures as How We Swipe records, for `tecla eval swipe --dataset` and training.
    struct Swipes: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write synthetic gestures as How We Swipe JSON lines.",
            discussion: """
                WORDS is a file of words, one per line (optionally "word<TAB>count": words are then drawn by count). \
                Example: tecla synth swipes --layouts ../shared/data/swipe/hws-layouts.json --words words.tsv --count 100000 --out syn.jsonl
                """
        )

        @Option(help: "The layouts file.")
        var layouts: String
        @Option(help: "Layouts to draw on, comma-separated (default: every layout of the file).")
        var layout: String?
        @Option(help: "Words, one per line, optionally with a tab and a count.")
        var words: String
        @Option(help: "How many gestures.")
        var count = 1000
        @Option(help: "Gestures per synthetic writer.")
        var perWriter = 60
        @Option(help: "A writer population (JSON) instead of the built-in prior.")
        var population: String?
        @Option(help: "Seed.")
        var seed: UInt64 = 35
        @Option(help: "Output file (JSON lines).")
        var out: String

        func run() throws {
            guard count > 0, perWriter > 0 else { throw ValidationError("--count and --per-writer must be positive") }
            let keyboards = try SwipeDatasetInput.keyboards(layouts)
            let names = layout.map { $0.split(separator: ",").map(String.init) } ?? keyboards.keys.sorted()
            let unknown = names.filter { keyboards[$0] == nil }
            guard unknown.isEmpty else { throw ValidationError("unknown layouts: \(unknown.joined(separator: ", "))") }
            var vocabulary: [(word: String, weight: Double)] = []
            for line in try TextInput.lines(words) {
                let fields = line.split(separator: "\t")
                guard let word = fields.first.map(String.init), !word.isEmpty else { continue }
                vocabulary.append((word, fields.count > 1 ? Double(fields[1]) ?? 1 : 1))
            }
            guard !vocabulary.isEmpty else { throw ValidationError("\(words) holds no words") }
            var cumulative: [Double] = []
            var total = 0.0
            for entry in vocabulary {
                total += max(0, entry.weight)
                cumulative.append(total)
            }
            let population = try SynthCommand.population(population)
            var generator = SeededGenerator(seed: seed)
            let synthesizer = SwipeSynthesizer()
            guard FileManager.default.createFile(atPath: out, contents: nil), let handle = FileHandle(forWritingAtPath: out) else {
                throw ValidationError("cannot write \(out)")
            }
            defer { try? handle.close() }
            var written = 0, skipped = 0
            var writer = population.writer(using: &generator)
            var layoutName = names[0]
            while written < count {
                if written % perWriter == 0 {
                    writer = population.writer(using: &generator)
                    layoutName = names[Int.random(in: 0..<names.count, using: &generator)]
                }
                let pick = Double.random(in: 0..<total, using: &generator)
                var lo = 0, hi = cumulative.count - 1
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if cumulative[mid] > pick { hi = mid } else { lo = mid + 1 }
                }
                let word = vocabulary[lo].word
                guard let keyboard = keyboards[layoutName], let gesture = synthesizer.gesture(for: word, on: keyboard, writer: writer, using: &generator)
                else {
                    skipped += 1
                    if skipped > 100 * count { throw ValidationError("no word of \(words) can be drawn on \(layoutName)") }
                    continue
                }
                let points = zip(gesture.points, gesture.times).map { [Int($0.x), Int($0.y), Int(($1 * 1000).rounded())] }
                let record: [String: Any] = [
                    "id": "syn-\(seed)-\(written)", "word": word, "layout": layoutName, "points": points, "context": "", "set": "synthetic",
                    "bin": "synthetic", "participant": "syn-\(seed)-\(written / perWriter)",
                ]
                var data = try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
                data.append(0x0A)
                try handle.write(contentsOf: data)
                written += 1
            }
            FileHandle.standardError.write(
                Data(
                    "wrote \(written) gestures of \((written + perWriter - 1) / perWriter) writers to \(out) (\(skipped) words skipped: a letter without a key)\n"
                        .utf8))
        }
    }
}
