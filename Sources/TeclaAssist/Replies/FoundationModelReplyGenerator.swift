#if canImport(FoundationModels)
import FoundationModels

/// Replies from Apple's on-device model (Foundation Models framework, iOS/macOS 26). The model is
/// only loaded while a reply is written: a `LanguageModelSession` is created for the request and
/// released when it returns, so a keyboard extension does not keep the model's memory resident.
/// Availability (device support, Apple Intelligence enabled, model downloaded) is checked first.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct FoundationModelReplyGenerator: ReplyGenerator {
    public let builder: PromptBuilder
    public var temperature: Double

    public var name: String { "foundation-models" }

    public init(templates: PromptTemplates, temperature: Double = 0.7) {
        builder = PromptBuilder(templates: templates, contextTokens: 4096, answerTokens: 300)
        self.temperature = temperature
    }

    /// Whether the system model can be used now.
    public static var isAvailable: Bool {
        if case .available = SystemLanguageModel.default.availability { return true }
        return false
    }

    public func replies(for request: ReplyRequest) async throws -> [Reply] {
        let model = SystemLanguageModel.default
        guard case .available = model.availability else {
            throw ReplyError.modelUnavailable(String(describing: model.availability))
        }
        let prompt = try builder.build(request)
        let session = LanguageModelSession(model: model, instructions: prompt.system)
        let response = try await session.respond(to: prompt.user, options: GenerationOptions(temperature: temperature))
        let texts = ReplyParser.parse(response.content, limit: request.count)
        guard !texts.isEmpty else { throw ReplyError.malformedResponse("the answer holds no replies") }
        return texts.map { Reply(text: $0, source: name) }
    }
}
#endif
