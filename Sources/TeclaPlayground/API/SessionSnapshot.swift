import TeclaCore
import TeclaKeyboard

/// What every session endpoint answers: the keyboard to draw, the text field, and the feedback
/// produced since the previous answer (each feedback event is delivered once).
public struct SessionSnapshot: Hashable, Sendable, Codable {
    /// The session's id, for the URLs of its endpoints.
    public var id: String
    /// Keyboard width in points.
    public var width: Double
    /// The kind of field typed into.
    public var field: TextFieldPreset
    /// The settings the session was created with.
    public var settings: SessionSettings
    /// The timestamp of the last event applied, in milliseconds (nil before the first).
    public var time: Double?
    /// What to draw: the engine's ``KeyboardState``.
    public var state: KeyboardState
    /// The text field.
    public var document: DocumentSnapshot
    /// Feedback since the previous answer, oldest first.
    public var feedback: [FeedbackRecord]
    /// The last tap on the letters page and each key's probability, when touch was probabilistic.
    public var lastTap: LastTapReport?

    public init(
        id: String, width: Double, field: TextFieldPreset, settings: SessionSettings, time: Double?,
        state: KeyboardState, document: DocumentSnapshot, feedback: [FeedbackRecord], lastTap: LastTapReport? = nil
    ) {
        self.id = id
        self.width = width
        self.field = field
        self.settings = settings
        self.time = time
        self.state = state
        self.document = document
        self.feedback = feedback
        self.lastTap = lastTap
    }
}
