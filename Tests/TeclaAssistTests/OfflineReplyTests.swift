import Testing
import TeclaAssist
import TeclaPacks

/// The offline generator: for each intent and tone, three distinct replies of the right kind.
@Suite struct OfflineReplyTests {
    static let bank = try! ReplyBank.bundled()
    static let classifier = try! IntentClassifier.bundled()
    static let generator = OfflineReplyGenerator(bank: bank, classifier: classifier, pack: try? BundledPacks.english())

    /// Messages per intent, none of them in the reply bank's cue lists verbatim as a whole.
    static let samples: [(MessageIntent, String)] = [
        (.invitation, "Do you want to grab dinner on Friday?"),
        (.goodNews, "I finally got the job at the museum!"),
        (.badNews, "My car broke down on the motorway"),
        (.apology, "Sorry for the slow reply, work has been mad"),
        (.request, "Can you send me the photos from Saturday?"),
        (.scheduling, "What time works for you tomorrow?"),
        (.choice, "Tea or coffee?"),
        (.logistics, "Where are you? We're by the fountain"),
        (.wishes, "Happy birthday!! Have a great day"),
        (.howAreYou, "How was your weekend?"),
        (.yesNoQuestion, "Are you still coming to the thing on Friday?"),
        (.openQuestion, "What do you do when you are not on here?"),
        (.thanks, "Thank you so much for your help yesterday"),
        (.compliment, "Your profile made me smile"),
        (.farewell, "Good night, talk tomorrow"),
        (.greeting, "Hey there"),
        (.statement, "I am on the train now"),
    ]

    func replies(_ text: String, _ tone: Tone) throws -> [Reply] {
        try Self.generator.suggest(for: ReplyRequest(conversation: Conversation(messages: [Message(speaker: .them, text: text)]), tone: tone))
    }

    @Test func everyIntentIsRecognized() {
        for (intent, text) in Self.samples {
            #expect(Self.classifier.classify(text) == intent, "\(text)")
        }
    }

    @Test(arguments: Tone.allCases)
    func threeDistinctRepliesForEveryIntent(tone: Tone) throws {
        for (intent, text) in Self.samples {
            let replies = try replies(text, tone)
            #expect(replies.count == 3, "\(intent) \(tone)")
            #expect(Set(replies.map(\.text)).count == 3, "\(intent) \(tone): \(replies.map(\.text))")
            #expect(Set(replies.compactMap(\.stance)).count == 3, "\(intent) \(tone): three kinds of answer")
            #expect(replies.allSatisfy { $0.intent == intent })
        }
    }

    /// Words a reader takes as accepting, declining, answering yes or no, and so on.
    static let accepting = [
        "i'm in", "count me in", "yes", "i'd love", "love to", "absolutely", "sounds", "glad to join", "happy to join", "i'll be there", "it's a date",
        "i thought you'd never ask", "works for me",
    ]
    static let declining = ["can't", "cannot", "pass", "not available", "rain check", "unfortunately", "wish i could", "says no"]

    func lower(_ replies: [Reply]) -> [String] { replies.map { $0.text.lowercased() } }

    @Test(arguments: Tone.allCases)
    func invitationsGetAnAcceptAndADecline(tone: Tone) throws {
        let texts = lower(try replies("Do you want to grab dinner on Friday?", tone))
        #expect(texts.contains { t in Self.accepting.contains { t.contains($0) } }, "\(tone): \(texts)")
        #expect(texts.contains { t in Self.declining.contains { t.contains($0) } }, "\(tone): \(texts)")
    }

    @Test(arguments: Tone.allCases)
    func questionsGetAnswers(tone: Tone) throws {
        let yesNo = lower(try replies("Are you still coming to the thing on Friday?", tone))
        #expect(
            yesNo.contains { $0.hasPrefix("yes") || $0.hasPrefix("yep") || $0.hasPrefix("absolutely") || $0.hasPrefix("for you? yes") }, "\(tone): \(yesNo)")
        #expect(yesNo.contains { $0.hasPrefix("no") || $0.contains("not ") || $0.contains("afraid not") }, "\(tone): \(yesNo)")
        // An open question is answered, not only bounced back: at least two replies are statements.
        let open = lower(try replies("What do you do when you are not on here?", tone))
        #expect(open.filter { !$0.hasSuffix("?") }.count >= 2, "\(tone): \(open)")
    }

    @Test(arguments: Tone.allCases)
    func repliesFitTheOccasion(tone: Tone) throws {
        let thanks = lower(try replies("Thank you so much for your help yesterday", tone))
        #expect(thanks.allSatisfy { !$0.contains("sorry") && !$0.contains("congrat") })
        #expect(
            thanks.contains {
                ["welcome", "anytime", "pleasure", "no problem", "happy to", "glad", "of course", "anything for you"].contains(where: $0.contains)
            }, "\(tone): \(thanks)")
        let good = lower(try replies("I finally got the job at the museum!", tone))
        #expect(good.contains { $0.contains("congrat") }, "\(tone): \(good)")
        #expect(good.allSatisfy { !$0.contains("sorry") })
        let bad = lower(try replies("My car broke down on the motorway", tone))
        #expect(bad.allSatisfy { !$0.contains("congrat") && !$0.contains("amazing") }, "\(tone): \(bad)")
        let apology = lower(try replies("Sorry for the slow reply, work has been mad", tone))
        #expect(
            apology.contains {
                ["no worries", "forgiven", "no problem", "don't worry", "no need", "fine", "allow", "accepted", "understandable"].contains(where: $0.contains)
            }, "\(tone): \(apology)")
    }

    @Test func repliesEchoTheDetailsOfAnInvitation() throws {
        let texts = try replies("Do you want to grab dinner on Friday?", .casual).map(\.text)
        #expect(texts.contains { $0.contains("Dinner on Friday") || $0.contains("on Friday") }, "\(texts)")
    }

    @Test func theLastIncomingMessagesAreAnswered() throws {
        let conversation = Conversation(messages: [
            Message(speaker: .them, text: "Thanks for yesterday"), Message(speaker: .me, text: "Anytime!"),
            Message(speaker: .them, text: "Hey"), Message(speaker: .them, text: "Want to come over tonight?"),
        ])
        let replies = try Self.generator.suggest(for: ReplyRequest(conversation: conversation, tone: .friendly))
        #expect(replies.first?.intent == .invitation)
    }

    @Test func anEmptyConversationIsAnError() {
        #expect(throws: ReplyError.emptyConversation) { try Self.generator.suggest(for: ReplyRequest(conversation: Conversation(), tone: .casual)) }
    }

    @Test func theDefaultToneFollowsTheHostAppWhenKnown() {
        #expect(Tone.default(for: HostAppCategory(bundleIdentifier: "co.hinge.app")) == .flirty)
        #expect(Tone.default(for: HostAppCategory(bundleIdentifier: "com.google.Gmail")) == .professional)
        #expect(Tone.default(for: HostAppCategory(bundleIdentifier: "com.example.unknown")) == .casual)
        #expect(Tone.default(for: nil) == .casual)
    }
}

extension OfflineReplyTests {
    /// An offer is answered with a stance: yes, another time, or either way.
    @Test func anOfferGetsAnAnswerThatTakesItOrNot() throws {
        let conversation = Conversation(messages: [
            Message(speaker: .me, text: "Hi Dave, the kitchen tap is leaking again"),
            Message(speaker: .them, text: "Sounds like a worn seal, easy fix"),
            Message(speaker: .them, text: "I can come round on Thursday morning, would that suit you?"),
        ])
        let replies = try Self.generator.suggest(for: ReplyRequest(conversation: conversation, tone: .professional))
        #expect(replies.allSatisfy { $0.intent == .scheduling }, "\(replies)")
        #expect(Set(replies.map(\.stance)) == ["propose", "flexible", "confirm"], "\(replies.map(\.text))")
        #expect(!replies.contains { $0.text.contains("get back to you") })
    }

    /// When the user's message is the last one there is nothing of theirs to answer.
    @Test(arguments: Tone.allCases)
    func theUsersOwnLastMessageIsFollowedUpNotAnswered(tone: Tone) throws {
        let conversation = Conversation(messages: [
            Message(speaker: .them, text: "How was the trip?"),
            Message(speaker: .me, text: "Amazing! I went to the museum you recommended, tell me what else I should see"),
        ])
        let replies = try Self.generator.suggest(for: ReplyRequest(conversation: conversation, tone: tone))
        #expect(replies.count == 3 && replies.allSatisfy { $0.intent == .followUp }, "\(replies)")
        #expect(Set(replies.map(\.text)).count == 3)
        let answers = Self.bank.intents.filter { $0.key != "followUp" }.flatMap { $0.value.replies.values.flatMap { $0.values.flatMap { $0 } } }
        #expect(!replies.contains { answers.contains($0.text) }, "no reply to someone else's message: \(replies.map(\.text))")
    }
}
