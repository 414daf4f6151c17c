import Testing
import TeclaAssist

@Suite struct PromptBuilderTests {
    let templates = try! PromptTemplates.bundled()

    @Test func aLongChatIsCutFromItsOldestMessagesToFitTheWindow() throws {
        let messages = (0..<400).map { i in
            Message(speaker: i % 2 == 0 ? .them : .me, text: "Message number \(i) with a few more words to make it longer than a short text")
        }
        let prompt = try PromptBuilder(templates: templates).build(ReplyRequest(conversation: Conversation(messages: messages), tone: .professional))
        #expect(prompt.estimatedTokens <= 4096 - 300)
        #expect(prompt.droppedMessages > 0)
        #expect(prompt.user.contains("Message number 399 "))
        #expect(!prompt.user.contains("Message number 0 "))
        #expect(prompt.user.contains("professional"))
        // Whole messages are dropped, oldest first: everything after the first kept one is there.
        let kept = 400 - prompt.droppedMessages
        #expect(prompt.user.contains("Message number \(400 - kept) "))
    }

    @Test func aShortChatIsSentWhole() throws {
        let conversation = Conversation(title: "Sam", messages: [Message(speaker: .them, text: "Dinner Friday?"), Message(speaker: .me, text: "Sure")])
        let prompt = try PromptBuilder(templates: templates).build(ReplyRequest(conversation: conversation, tone: .flirty))
        #expect(prompt.droppedMessages == 0)
        #expect(prompt.user.contains("Them: Dinner Friday?\nMe: Sure"))
        #expect(prompt.user.contains("with Sam"))
    }

    @Test func oneHugeMessageKeepsItsEnd() throws {
        let text = String(repeating: "blah ", count: 5000) + "so what do you think?"
        let prompt = try PromptBuilder(templates: templates).build(
            ReplyRequest(conversation: Conversation(messages: [Message(speaker: .them, text: text)]), tone: .casual))
        #expect(prompt.estimatedTokens <= 4096 - 300)
        #expect(prompt.user.contains("so what do you think?"))
    }

    @Test func modelAnswersAreParsedIntoReplies() {
        #expect(
            ReplyParser.parse("1. Sure, see you then!\n2) \"Can't tonight, sorry\"\n3 - Maybe later?\n", limit: 3) == [
                "Sure, see you then!", "Can't tonight, sorry", "Maybe later?",
            ])
        #expect(ReplyParser.parse("[\"Yes\", \"No\", \"yes\"]", limit: 3) == ["Yes", "No"])
        #expect(ReplyParser.parse("- Me: Hi\n- Hello\n", limit: 3) == ["Hi", "Hello"])
    }
}
