import Foundation
import Testing
@testable import TeclaAssist

/// The shipped classifier reads text the way the script that trained it does.
@Suite struct IntentModelTests {
    struct Probes: Decodable {
        struct Model: Decodable { var probes: [[String]] }
        var intent: Model
        var feeling: Model
    }

    /// `reply_intents.py` stores its own predictions for 150 held-out lines per model; any
    /// difference in tokenizing or features shows up as a different prediction here.
    @Test func theSwiftModelPredictsWhatThePythonTrainerPredicted() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/TeclaAssist/Resources/IntentModel.json")
        let probes = try JSONDecoder().decode(Probes.self, from: Data(contentsOf: url))
        let models = try IntentModel.Bundle.bundled()
        for (model, lines) in [(models.intent, probes.intent.probes), (models.feeling, probes.feeling.probes)] {
            #expect(lines.count >= 100)
            let differing = lines.filter { model.best($0[0]).label != $0[1] }
            #expect(differing.isEmpty, "\(differing.prefix(5))")
        }
    }

    @Test func aModelWhoseRowsDoNotMatchItsClassesIsATypedError() throws {
        let json =
            #"{"shorthand":{},"timeWords":[],"activityWords":[],"intent":{"classes":["a","b"],"bias":[0,0],"scale":0.01,"weights":{"x":[1]}},"feeling":{"classes":["a"],"bias":[0],"scale":0.01,"weights":{}}}"#
        let file = try JSONDecoder().decode(IntentModel.File.self, from: Data(json.utf8))
        #expect(throws: ReplyError.self) { try IntentModel.Bundle(file) }
    }

    @Test func probabilitiesSumToOne() throws {
        let models = try IntentModel.Bundle.bundled()
        for text in ["", "?", "dinner at 8?", String(repeating: "é", count: 5000)] {
            let sum = models.intent.probabilities(of: text).values.reduce(0, +)
            #expect(abs(sum - 1) < 1e-9)
        }
    }
}
