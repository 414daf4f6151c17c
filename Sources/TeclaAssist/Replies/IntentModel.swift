import Foundation

/// A linear classifier over a message's words, shipped as data (`IntentModel.json`, written by
/// `Scripts/assets/reply_intents.py`): multinomial logistic regression whose features are the
/// message's words, word pairs, first word and first two words, whether it asks or exclaims, its
/// length, and whether it names a time or an activity.
///
/// ```swift
/// let models = try IntentModel.Bundle.bundled()
/// models.intent.probabilities(of: "dinner at 8?")  // ["invitation": 0.7, …]
/// ```
///
/// Scoring a message costs O(words) dictionary lookups plus O(features × classes) additions.
public struct IntentModel: Sendable, Hashable {
    /// The intent model and the feeling model, with the tokenizer data both use.
    public struct Bundle: Sendable, Hashable {
        public var intent: IntentModel
        public var feeling: IntentModel

        /// The models shipped in TeclaAssist.
        public static func bundled() throws(ReplyError) -> Bundle {
            guard let url = Foundation.Bundle.module.url(forResource: "IntentModel", withExtension: "json") else {
                throw .resource("IntentModel.json is missing from the TeclaAssist bundle")
            }
            let file: File = try ReplyBank.decode(url)
            return try Bundle(file)
        }

        init(_ file: File) throws(ReplyError) {
            let tokenizer = Tokenizer(shorthand: file.shorthand, timeWords: Set(file.timeWords), activityWords: Set(file.activityWords))
            intent = try IntentModel(file.intent, tokenizer: tokenizer)
            feeling = try IntentModel(file.feeling, tokenizer: tokenizer)
        }
    }

    struct File: Decodable {
        struct Model: Decodable {
            var classes: [String]
            var bias: [Int]
            var scale: Double
            var weights: [String: [Int]]
        }
        var shorthand: [String: String]
        var timeWords: [String]
        var activityWords: [String]
        var intent: Model
        var feeling: Model
    }

    /// The message's words as the model saw them in training.
    struct Tokenizer: Sendable, Hashable {
        var shorthand: [String: [String]]
        var timeWords: Set<String>
        var activityWords: Set<String>

        init(shorthand: [String: String], timeWords: Set<String>, activityWords: Set<String>) {
            self.shorthand = shorthand.mapValues { $0.split(separator: " ").map(String.init) }
            self.timeWords = timeWords
            self.activityWords = activityWords
        }

        /// Lower-case words with inner apostrophes, shorthand spelled out ("thx" → "thanks"),
        /// anything with a digit folded to `<num>`.
        func tokens(_ text: String) -> [String] {
            var tokens: [String] = []
            for word in IntentClassifier.words(text) {
                if let spelled = shorthand[word] {
                    tokens += spelled
                } else if word.contains(where: \.isNumber) {
                    tokens.append("<num>")
                } else {
                    tokens.append(word)
                }
            }
            return tokens
        }

        func features(_ text: String) -> Set<String> {
            let t = tokens(text)
            var features = Set(t)
            // When and what matter more than which day or which meal: a class token for each.
            if t.contains(where: timeWords.contains) { features.insert("<time>") }
            if t.contains(where: activityWords.contains) { features.insert("<activity>") }
            if let first = t.first, activityWords.contains(first) { features.insert("^<activity>") }
            for (a, b) in zip(t, t.dropFirst()) { features.insert(a + " " + b) }
            if let first = t.first { features.insert("^" + first) }
            if t.count > 1 { features.insert("^" + t[0] + " " + t[1]) }
            if text.contains("?") { features.insert("<?>") }
            if text.last(where: { !$0.isWhitespace }) == "?" { features.insert("<?$>") }
            if text.contains("!") { features.insert("<!>") }
            features.insert(t.count < 4 ? "<len\(t.count)>" : t.count <= 8 ? "<len4-8>" : "<len9+>")
            return features
        }
    }

    public let classes: [String]
    let bias: [Double]
    let weights: [String: [Double]]
    let tokenizer: Tokenizer

    init(_ model: File.Model, tokenizer: Tokenizer) throws(ReplyError) {
        guard !model.classes.isEmpty, model.bias.count == model.classes.count,
            model.weights.values.allSatisfy({ $0.count == model.classes.count })
        else { throw .resource("IntentModel.json: every weight row needs one value per class") }
        classes = model.classes
        bias = model.bias.map { Double($0) * model.scale }
        weights = model.weights.mapValues { $0.map { Double($0) * model.scale } }
        self.tokenizer = tokenizer
    }

    /// Each class's probability for `text`, summing to 1.
    public func probabilities(of text: String) -> [String: Double] {
        var scores = bias
        for feature in tokenizer.features(text) {
            guard let row = weights[feature] else { continue }
            for i in scores.indices { scores[i] += row[i] }
        }
        let top = scores.max() ?? 0
        let exps = scores.map { Foundation.exp($0 - top) }
        let total = exps.reduce(0, +)
        return Dictionary(uniqueKeysWithValues: zip(classes, exps.map { $0 / total }))
    }

    /// The most probable class and its probability.
    public func best(_ text: String) -> (label: String, probability: Double) {
        Self.likeliest(probabilities(of: text))
    }

    /// The most probable class of a distribution (ties: the label that sorts first).
    public static func likeliest(_ probabilities: [String: Double]) -> (label: String, probability: Double) {
        let best = probabilities.max { ($0.value, $1.key) < ($1.value, $0.key) }
        return (best?.key ?? "", best?.value ?? 0)
    }
}
