import TeclaEvaluation
import Foundation
import Testing
import TeclaAssist

/// Real tesseract on the rendered chat screenshots: who said what, in order, overlaps merged.
@Suite(.serialized) struct ScreenshotConversationTests {
    @Test(.enabled(if: ScreenshotFixtures.recognizer != nil, "tesseract is not installed (apt-get install tesseract-ocr)"))
    func everyScreenshotReadsAsItsChat() async throws {
        let recognizer = try #require(ScreenshotFixtures.recognizer)
        let index = try ScreenshotFixtures.index()
        #expect(index.images.count >= 20)
        var total = ConversationScore()
        for image in index.images {
            let truth = try ScreenshotFixtures.truth(image)
            let page = try await ScreenshotFixtures.pages.page(image, recognizer: recognizer)
            let conversation = ConversationExtractor().extract(page)
            let score = ConversationEvaluator().score(conversation, truth: truth.messages, title: truth.title)
            total = total + score
            print(
                "\(image): found \(score.found)/\(score.messages) speaker \(score.rightSpeaker) spurious \(score.spurious) CER \(String(format: "%.3f", score.characterErrorRate)) names \(score.rightName)/\(score.named) title \(conversation.title ?? "-")"
            )
            if score.found < score.messages || score.spurious > 0 || score.rightSpeaker < score.found || score.rightName < score.named {
                for m in conversation.messages { print("    \(m.speaker) [\(m.sender ?? "")] \(m.text)") }
            }
            #expect(score.rightSpeaker == score.found, "\(image): a message attributed to the wrong side")
        }
        print(
            "all: found \(total.found)/\(total.messages) speaker \(total.speakerAccuracy) CER \(total.characterErrorRate) spurious \(total.spurious) names \(total.rightName)/\(total.named) titles \(total.rightTitles)/\(total.titles)"
        )
        #expect(total.speakerAccuracy >= 0.95)
        #expect(total.recall >= 0.95)
        #expect(total.characterErrorRate < 0.05)
    }
}

/// Overlapping scrolls of one chat merge into the chat, once each, in order.
@Suite(.serialized) struct ScreenshotMergeTests {
    @Test(.enabled(if: ScreenshotFixtures.recognizer != nil, "tesseract is not installed (apt-get install tesseract-ocr)"))
    func overlappingScreenshotsMergeWithoutDuplicates() async throws {
        let recognizer = try #require(ScreenshotFixtures.recognizer)
        let index = try ScreenshotFixtures.index()
        #expect(index.sequences.count >= 3)
        for sequence in index.sequences {
            var conversations: [Conversation] = []
            for image in sequence.images {
                conversations.append(ConversationExtractor().extract(try await ScreenshotFixtures.pages.page(image, recognizer: recognizer)))
            }
            let merged = ConversationMerger().merge(conversations)
            let score = ConversationEvaluator().score(merged, truth: sequence.messages)
            print(
                "\(sequence.chat): \(sequence.images.count) screenshots → \(merged.messages.count) messages; found \(score.found)/\(score.messages), duplicates \(score.duplicates), spurious \(score.spurious)"
            )
            #expect(score.duplicates == 0, "\(sequence.chat): a message of the overlap appears twice")
            #expect(score.found == score.messages, "\(sequence.chat): messages lost in the merge")
            #expect(score.rightSpeaker == score.found)
            // The overlap really was there to remove.
            #expect(merged.messages.count < conversations.map(\.messages.count).reduce(0, +))
        }
    }
}

/// The chats written for the reply cases (the user's own message last, offers of a time,
/// invitations, yes/no questions): read by OCR, their replies answer what a person sees.
@Suite(.serialized) struct ScreenshotReplyTests {
    @Test(.enabled(if: ScreenshotFixtures.recognizer != nil, "tesseract is not installed (apt-get install tesseract-ocr)"))
    func repliesAnswerWhatThePersonSeesInTheChat() async throws {
        let recognizer = try #require(ScreenshotFixtures.recognizer)
        let generator = try OfflineReplyGenerator.bundled(pack: nil)
        var checked = 0
        for image in try ScreenshotFixtures.index().images {
            guard let expect = try ScreenshotFixtures.truth(image).expect else { continue }
            let conversation = ConversationExtractor().extract(try await ScreenshotFixtures.pages.page(image, recognizer: recognizer))
            let replies = try generator.suggest(for: ReplyRequest(conversation: conversation, tone: .casual))
            let (rightIntent, missing) = expect.check(replies)
            #expect(rightIntent, "\(image): replies answer \(replies.first?.intent?.rawValue ?? "-"), not \(expect.intent.rawValue)")
            #expect(missing.isEmpty, "\(image): no \(missing) among \(replies.map { $0.stance ?? "-" })")
            checked += 1
        }
        #expect(checked >= 6)
    }
}
