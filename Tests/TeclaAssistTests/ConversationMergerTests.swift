import Testing
import TeclaAssist

/// The overlap alignment on message sequences, with OCR noise and cut bubbles.
@Suite struct ConversationMergerTests {
    func them(_ text: String) -> Message { Message(speaker: .them, text: text) }
    func me(_ text: String) -> Message { Message(speaker: .me, text: text) }

    @Test func overlapWithOCRNoiseAndCutBubblesIsCountedOnce() {
        let first = [
            them("Are you coming tonight?"), me("Yes, what time?"), them("Around eight"), me("ok"),
            them("Bring snacks if you can, we have drinks covered at ho"),
        ]
        // The same chat scrolled: the first bubble cut at the top, OCR noise ("|" for I, "rn" for m).
        let second = [
            me("what time?"), them("Around eight"), me("ok"), them("Bring snacks if you can, we have drinks covered at home"), me("| will bring chips"),
            them("Perfect, see you then"),
        ]
        let merged = ConversationMerger().merge(first, second)
        #expect(
            merged.map(\.text) == [
                "Are you coming tonight?", "Yes, what time?", "Around eight", "ok",
                "Bring snacks if you can, we have drinks covered at home", "| will bring chips", "Perfect, see you then",
            ])
    }

    @Test func repeatedShortMessagesAlignByTheirNeighbours() {
        let first = [me("ok"), them("See you at the station"), me("ok"), them("Great")]
        let second = [me("ok"), them("Great"), me("ok"), them("Bye")]
        let merged = ConversationMerger().merge(first, second)
        #expect(merged.map(\.text) == ["ok", "See you at the station", "ok", "Great", "ok", "Bye"])
    }

    @Test func screenshotsWithoutOverlapAreConcatenated() {
        let merged = ConversationMerger().merge([them("Hello there")], [me("Completely different text")])
        #expect(merged.count == 2)
    }

    @Test func aSpeakerMismatchIsNotAnOverlap() {
        let merged = ConversationMerger().merge([them("See you tomorrow then")], [me("See you tomorrow then")])
        #expect(merged.count == 2)
    }
}
