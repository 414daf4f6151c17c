import Foundation
import TeclaAssist
import TeclaHost

/// The companion app's reply flow, without its screens: screenshots → text (Vision on iOS,
/// tesseract in tests) → one conversation → replies from the first generator that answers (the
/// system language model when it is available, else the offline generator) → the App Group,
/// where the keyboard's reply strip picks them up.
///
/// ```swift
/// let composer = ReplyComposer(reader: ScreenshotReader(recognizer: VisionRecognizer()),
///                              generators: [FoundationModelReplyGenerator(templates: templates), offline],
///                              store: stores.replies)
/// let batch = try await composer.compose(screenshots, tone: .casual)
/// ```
public struct ReplyComposer: Sendable {
    /// Why no replies were written; the previous batch is left as it was.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// No screenshot was chosen.
        case noScreenshots
        /// The screenshots hold no conversation (a photo, a home screen): the reason names the image.
        case unreadable(String)
        /// The conversation's last message is the user's own: there is nothing to answer yet.
        case nothingToAnswer
        /// Every generator failed; the last reason.
        case noReplies(String)
        /// The App Group could not be written.
        case notSaved(String)

        public var description: String {
            switch self {
            case .noScreenshots: "Choose at least one screenshot of the chat."
            case .unreadable(let reason): "No chat could be read in the screenshots (\(reason))."
            case .nothingToAnswer: "The last message is yours: there is nothing to answer yet."
            case .noReplies(let reason): "No replies could be written (\(reason))."
            case .notSaved(let reason): "The replies could not be saved for the keyboard (\(reason))."
            }
        }
    }

    /// What the app shows: the conversation as read, and the replies now waiting in the keyboard.
    public struct Outcome: Sendable {
        public var conversation: Conversation
        public var batch: ReplyBatch
        /// Which generator wrote them ("foundation-models", "offline").
        public var generator: String
    }

    public let reader: ScreenshotReader
    /// Tried in order until one answers.
    public let generators: [any ReplyGenerator]
    public let store: JSONFileStore<ReplyBatch>
    let now: @Sendable () -> Date

    public init(
        reader: ScreenshotReader, generators: [any ReplyGenerator], store: JSONFileStore<ReplyBatch>,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.reader = reader
        self.generators = generators
        self.store = store
        self.now = now
    }

    /// Reads `screenshots` (in scrolling order), writes replies in `tone` for the keyboard.
    public func compose(_ screenshots: [(name: String, data: Data)], tone: Tone) async throws(Failure) -> Outcome {
        guard !screenshots.isEmpty else { throw .noScreenshots }
        let conversation: Conversation
        do {
            conversation = try await reader.read(screenshots).conversation
        } catch {
            throw .unreadable("\(error)")
        }
        guard let last = conversation.messages.last else { throw .unreadable("no messages") }
        guard last.speaker == .them else { throw .nothingToAnswer }
        var reason = "no generator"
        for generator in generators {
            do {
                let replies = try await generator.replies(for: ReplyRequest(conversation: conversation, tone: tone))
                let texts = replies.map(\.text).filter { !$0.isEmpty }
                guard !texts.isEmpty else {
                    reason = "\(generator.name) gave none"
                    continue
                }
                let batch = ReplyBatch(replies: texts, created: now())
                do {
                    try store.save(batch)
                } catch {
                    throw Failure.notSaved(error.description)
                }
                return Outcome(conversation: conversation, batch: batch, generator: generator.name)
            } catch let failure as Failure {
                throw failure
            } catch {
                reason = "\(generator.name): \(error)"
            }
        }
        throw .noReplies(reason)
    }
}
