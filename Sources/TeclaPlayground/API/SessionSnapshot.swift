import TeclaCore
import TeclaKeyboard

/// What every session endpoint answers: the keyboard to draw, the text field, and the feedback
/// produced since the previous answer (each feedback event is delivered once).
public struct SessionSnapshot: Hashable, Sendable, Codable {
    public var id: String
    public var width: Double
    public var field: TextFieldPreset
    public var settings: SessionSettings
    /// The timestamp of the last event applied, in milliseconds (nil before the first).
    public var time: Double?
    public var state: KeyboardState
    public var document: DocumentSnapshot
    public var feedback: [FeedbackRecord]

    public init(
        id: String, width: Double, field: TextFieldPreset, settings: SessionSettings, time: Double?,
        state: KeyboardState, document: DocumentSnapshot, feedback: [FeedbackRecord]
    ) {
        self.id = id
        self.width = width
        self.field = field
        self.settings = settings
        self.time = time
        self.state = state
        self.document = document
        self.feedback = feedback
    }
}
