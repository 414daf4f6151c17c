import Foundation
import TeclaAssist
import TeclaTesseract
import TeclaLanguage

/// Screenshots → conversation → replies for the playground's reply panel, with OCR on the server.
/// At most ``PlaygroundLimits/maxConcurrentReplies`` requests are read at once; more are turned
/// away with a 429 rather than queued, so a burst of uploads cannot pile up seconds of OCR.
actor ReplyService {
    let limits: PlaygroundLimits
    private let recognizer: Result<TesseractRecognizer, RecognitionError>
    private let generator: OfflineReplyGenerator?
    private let bankError: ReplyError?
    private var running = 0

    init(limits: PlaygroundLimits, pack: LanguagePack?) {
        self.limits = limits
        recognizer = Result { () throws(RecognitionError) in try TesseractRecognizer() }
        do {
            generator = try OfflineReplyGenerator.bundled(pack: pack)
            bankError = nil
        } catch {
            generator = nil
            bankError = error
        }
    }

    /// Pasted text and screenshots share one limit, taken before the body is even decoded (a
    /// 6 MB paste was once answered outside it, after 26 s, while every other reply waited).
    /// The actor only counts: decoding, reading and generating run on a worker thread outside
    /// Swift's cooperative pool, so a large body never holds up another user's keystrokes.
    func reply(body: Data) async throws(PlaygroundError) -> ReplyAnswer {
        guard let generator else { throw PlaygroundError(.internalServerError, "\(bankError.map(String.init(describing:)) ?? "no reply bank")") }
        guard running < limits.maxConcurrentReplies else {
            throw PlaygroundError(.tooManyRequests, "busy answering other chats (\(limits.maxConcurrentReplies) at a time); try again in a few seconds")
        }
        running += 1
        defer { running -= 1 }
        let request = try await OffPool.run { () throws(PlaygroundError) in try StrictJSONDecoder().decode(ReplyUploadRequest.self, from: body) }
        let recognizer: TesseractRecognizer?
        switch self.recognizer {
        case .success(let found): recognizer = found
        case .failure(let error):
            guard request.text != nil else {
                throw PlaygroundError(.serviceUnavailable, "screenshot reading is not available on this server: \(error)")
            }
            recognizer = nil
        }
        return try await Self.read(request, recognizer: recognizer, generator: generator, limits: limits)
    }

    @concurrent
    private nonisolated static func read(
        _ request: ReplyUploadRequest, recognizer: TesseractRecognizer?, generator: OfflineReplyGenerator, limits: PlaygroundLimits
    ) async throws(PlaygroundError) -> ReplyAnswer {
        if request.text != nil {
            return try await OffPool.run { () throws(PlaygroundError) in
                guard let pasted = try request.pastedConversation() else { throw PlaygroundError.badRequest("text: missing") }
                return try answer(pasted, request: request, generator: generator, recognitionSeconds: [])
            }
        }
        let images = try await OffPool.run { () throws(PlaygroundError) in try request.decodedImages(limits: limits) }
        guard let recognizer else { throw PlaygroundError(.serviceUnavailable, "screenshot reading is not available on this server") }
        let reading: ScreenshotReader.Reading
        do {
            reading = try await ScreenshotReader(recognizer: recognizer).read(images)
        } catch let error as RecognitionError {
            switch error {
            case .noText: throw PlaygroundError(.unprocessableContent, error.description)
            case .notAnImage: throw PlaygroundError.badRequest(error.description)
            case .tooLarge, .imageTooLarge: throw PlaygroundError.tooLarge(error.description)
            case .engineMissing: throw PlaygroundError(.serviceUnavailable, error.description)
            default: throw PlaygroundError(.internalServerError, error.description)
            }
        } catch {
            throw PlaygroundError(.internalServerError, "\(error)")
        }
        return try await OffPool.run { () throws(PlaygroundError) in
            try answer(reading.conversation, request: request, generator: generator, recognitionSeconds: reading.recognitionSeconds)
        }
    }

    /// Replies to a conversation read from screenshots or pasted.
    private nonisolated static func answer(
        _ conversation: Conversation, request: ReplyUploadRequest, generator: OfflineReplyGenerator, recognitionSeconds: [Double]
    ) throws(PlaygroundError) -> ReplyAnswer {
        let tone = request.tone ?? Tone.default(for: request.app.flatMap { HostAppCategory(rawValue: $0) ?? HostAppCategory(bundleIdentifier: $0) })
        let clock = ContinuousClock()
        let start = clock.now
        let replies: [Reply]
        do {
            replies = try generator.suggest(for: ReplyRequest(conversation: conversation, tone: tone))
        } catch {
            throw PlaygroundError(.unprocessableContent, error.description)
        }
        let elapsed = start.duration(to: clock.now)
        return ReplyAnswer(
            conversation: conversation, tone: tone, intent: replies.first?.intent, generator: generator.name, replies: replies,
            recognitionSeconds: recognitionSeconds,
            generationMilliseconds: (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 1000
        )
    }
}
