import ArgumentParser
import Foundation
import TeclaEvaluation
import TeclaTouch

/// How the swipe commands (`eval swipe`, `synth`) read How We Swipe files: the layouts, the
/// gestures of a participant part, and an even spread of them.
enum SwipeDatasetInput {
    /// Every layout of a layouts file, as gesture keyboards.
    static func keyboards(_ layouts: String) throws -> [String: SwipeKeyboard] {
        guard let data = FileManager.default.contents(atPath: layouts) else { throw ValidationError("cannot read \(layouts)") }
        return try SwipeLayouts.decode(data)
    }

    /// The gestures of `part`: `test` is participant fold 0 (what the decoder is measured on),
    /// `tune` folds 1–4, `all` both.
    static func samples(_ dataset: String, part: String) throws -> [SwipeSample] {
        guard ["test", "tune", "all"].contains(part) else { throw ValidationError("--part is test, tune or all") }
        let decoder = JSONDecoder()
        var samples: [SwipeSample] = []
        for (number, line) in try TextInput.lines(dataset).enumerated() {
            let sample: SwipeSample
            do { sample = try decoder.decode(SwipeSample.self, from: Data(line.utf8)) } catch {
                throw ValidationError("\(dataset):\(number + 1): not a gesture record: \(error)")
            }
            if part == "all" || (part == "test") == (sample.fold(of: 5) == 0) { samples.append(sample) }
        }
        return samples
    }

    /// At most `limit` of `samples`, spread evenly (all when `limit` is 0).
    static func evenly(_ samples: [SwipeSample], limit: Int) -> [SwipeSample] {
        guard limit > 0, samples.count > limit else { return samples }
        let step = Double(samples.count) / Double(limit)
        return (0..<limit).map { samples[Int(Double($0) * step)] }
    }
}
