import Testing

@testable import TeclaAssist

/// Copied chat text read into who said what, as a chat export or a hand copy writes it.
@Suite struct PastedConversationTests {
    func read(_ text: String, me: [String] = []) -> [(Speaker, String, String?)] {
        PastedConversation.parse(text, myNames: me).messages.map { ($0.speaker, $0.text, $0.sender) }
    }

    @Test func namesSaySpeakersAndMeOrYouIsTheUser() {
        let messages = read("Dave: I can come round on Thursday, would that suit you?\nMe: Let me check\nYou: Thursday works")
        #expect(messages.map(\.0) == [.them, .me, .me])
        #expect(messages[0].2 == "Dave" && messages[0].1 == "I can come round on Thursday, would that suit you?")
        #expect(messages[1].2 == nil)
    }

    @Test func chatExportTimeStampsAreDroppedAndTheUsersNameIsGiven() {
        let export = """
            [12/03/2024, 14:05] Ana Lima: How was the trip?
            12/03/2024, 14:07 - Sam: Amazing!
            14:08 Sam: Tell me what else I should see
            """
        let messages = read(export, me: ["Sam"])
        #expect(messages.map(\.0) == [.them, .me, .me])
        #expect(messages.map(\.1) == ["How was the trip?", "Amazing!", "Tell me what else I should see"])
        #expect(messages[0].2 == "Ana Lima")
    }

    @Test func aLineWithoutANameContinuesTheMessageAboveOrIsTheirs() {
        #expect(read("Are we still on for dinner?").map(\.0) == [.them], "one copied message is someone else's words")
        let messages = read("Ana: I found the tickets\nthey were in my coat all along\n\nToday\nMe: Ha, of course")
        #expect(messages.count == 2)
        #expect(messages[0].1 == "I found the tickets they were in my coat all along")
        #expect(messages[1].0 == .me, "the date line between them is dropped")
    }

    @Test func aColonInASentenceIsNoName() {
        let messages = read("Ana: Remember this, it matters: bring the charger!")
        #expect(messages.count == 1 && messages[0].1 == "Remember this, it matters: bring the charger!")
        #expect(read("Well, here is the thing: I can't").map(\.2) == [nil])
    }

    @Test func nothingButDatesIsNoConversation() {
        #expect(read("\n  \nYesterday\n14:05\n").isEmpty)
    }
}
