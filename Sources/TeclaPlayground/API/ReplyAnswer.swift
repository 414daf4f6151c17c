import TeclaAssist

/// What `POST /api/reply` answers: the conversation read from the screenshots, the tone used and
/// the replies, with how long reading and writing took.
public struct ReplyAnswer: Sendable, Encodable {
    public var conversation: Conversation
    public var tone: Tone
    public var intent: MessageIntent?
    public var generator: String
    public var replies: [Reply]
    /// Seconds of OCR per screenshot.
    public var recognitionSeconds: [Double]
    public var generationMilliseconds: Double
}
