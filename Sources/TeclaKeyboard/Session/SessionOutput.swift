import TeclaCore

/// What one event did: the text edits applied to the document and the feedback to give.
public struct SessionOutput: Hashable, Sendable {
    public var edits: [TextEdit] = []
    public var feedback: [FeedbackEvent] = []

    public init(edits: [TextEdit] = [], feedback: [FeedbackEvent] = []) {
        self.edits = edits
        self.feedback = feedback
    }

    public var isEmpty: Bool { edits.isEmpty && feedback.isEmpty }

    /// Adds what a later event did.
    public mutating func append(_ other: SessionOutput) {
        edits += other.edits
        feedback += other.feedback
    }
}
