/// What the classifier read in a message: what it does and how it feels, each with the model's
/// probability.
public struct MessageReading: Hashable, Sendable {
    public var intent: MessageIntent
    public var intentProbability: Double
    public var feeling: MessageFeeling
    public var feelingProbability: Double

    public init(intent: MessageIntent, intentProbability: Double, feeling: MessageFeeling, feelingProbability: Double) {
        self.intent = intent
        self.intentProbability = intentProbability
        self.feeling = feeling
        self.feelingProbability = feelingProbability
    }
}
