import Foundation
import Testing
import TeclaAssist
import TeclaPacks

/// The replies people reported as not answering the chat (issue 34), and the rule that bad news
/// is never cheered, in every tone.
@Suite struct ReplyReadingTests {
    static let generator = try! OfflineReplyGenerator.bundled(pack: try? BundledPacks.english())

    func replies(_ messages: [(Speaker, String)], _ tone: Tone = .casual) throws -> [Reply] {
        let conversation = Conversation(messages: messages.map { Message(speaker: $0.0, text: $0.1) })
        return try Self.generator.suggest(for: ReplyRequest(conversation: conversation, tone: tone))
    }

    @Test func anInvitationWithATimeIsAcceptedAtThatTime() throws {
        let replies = try replies([(.them, "are you free tonight?"), (.me, "maybe, what's up?"), (.them, "dinner at 8?")])
        #expect(replies.allSatisfy { $0.intent == .invitation }, "\(replies)")
        #expect(Set(replies.compactMap(\.stance)) == ["accept", "decline", "maybe"])
        #expect(replies.contains { $0.text.contains("at 8") }, "the accepting reply names the time: \(replies.map(\.text))")
    }

    @Test(arguments: Tone.allCases)
    func aDeathIsNeverCheered(tone: Tone) throws {
        let replies = try replies([(.them, "my grandma passed away last night")], tone)
        #expect(replies.allSatisfy { $0.intent == .badNews }, "\(replies)")
        let cheer = ["congrat", "happy", "wow", "nice", "yay", "amazing", "awesome", "🎉"]
        #expect(!replies.contains { r in cheer.contains { r.text.lowercased().contains($0) } }, "\(replies.map(\.text))")
    }

    @Test func aChoiceIsAnsweredWithTheOptions() throws {
        let replies = try replies([(.them, "pizza or sushi tonight?")])
        #expect(replies.allSatisfy { $0.intent == .choice }, "\(replies)")
        let texts = replies.map { $0.text.lowercased() }
        #expect(texts.contains { $0.contains("pizza") } && texts.contains { $0.contains("sushi") }, "\(texts)")
    }

    @Test func whereaboutsAreAnsweredWithWhereaboutsNotSmallTalk() throws {
        let replies = try replies([(.them, "where are you?")])
        #expect(replies.allSatisfy { $0.intent == .logistics }, "\(replies)")
        #expect(!replies.contains { $0.text.contains("Not much") })
    }

    @Test func wishesAreThanked() throws {
        let replies = try replies([(.them, "happy birthday kiddo!")])
        #expect(replies.allSatisfy { $0.intent == .wishes }, "\(replies)")
        #expect(replies.filter { $0.text.lowercased().contains("thank") }.count >= 2, "\(replies.map(\.text))")
    }

    @Test func aPlanBeingCheckedGetsAYesOrNo() throws {
        let replies = try replies([(.them, "still on for lunch tomorrow?")])
        let intents = Set(replies.compactMap(\.intent))
        #expect(intents.isSubset(of: [.yesNoQuestion, .scheduling, .invitation]), "\(replies)")
    }

    /// A message the intent model reads as a plain statement but the feeling model as sad gets
    /// sympathy; one it cannot place gets no cheer either.
    @Test(arguments: Tone.allCases)
    func sadNewsInPlainWordsIsNotCheered(tone: Tone) throws {
        for text in ["lost my wallet on the bus", "the surgery didn't go well", "my flight got cancelled and I'm stuck here"] {
            let replies = try replies([(.them, text)], tone)
            #expect(!replies.contains { r in Self.generator.bank.cheerful.contains { r.text.lowercased().contains($0) } }, "\(text): \(replies.map(\.text))")
        }
    }

    @Test func shorthandReadsLikeTheWordsItStandsFor() {
        let classifier = Self.generator.classifier
        #expect(classifier.classify("thx for the ride") == .thanks)
        #expect(classifier.classify("hbd!!") == .wishes)
    }
}
