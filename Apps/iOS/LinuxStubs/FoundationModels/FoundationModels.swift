// Linux stand-in for the parts of Apple's Foundation Models framework (iOS 26) that
// TeclaAssist's FoundationModelReplyGenerator uses; written from
// https://developer.apple.com/documentation/foundationmodels. Nothing here runs.
@_exported import Foundation

/// https://developer.apple.com/documentation/foundationmodels/systemlanguagemodel
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public final class SystemLanguageModel: Sendable {
    /// https://developer.apple.com/documentation/foundationmodels/systemlanguagemodel/default
    public static let `default` = SystemLanguageModel()
    /// https://developer.apple.com/documentation/foundationmodels/systemlanguagemodel/availability-swift.property
    public var availability: SystemLanguageModel.Availability { .unavailable(.deviceNotEligible) }

    /// https://developer.apple.com/documentation/foundationmodels/systemlanguagemodel/availability-swift.enum
    public enum Availability: Equatable, Sendable {
        case available
        case unavailable(SystemLanguageModel.Availability.UnavailableReason)

        /// https://developer.apple.com/documentation/foundationmodels/systemlanguagemodel/availability-swift.enum/unavailablereason
        public enum UnavailableReason: Equatable, Sendable {
            case deviceNotEligible, appleIntelligenceNotEnabled, modelNotReady
        }
    }
}

/// https://developer.apple.com/documentation/foundationmodels/generationoptions
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct GenerationOptions: Sendable {
    /// https://developer.apple.com/documentation/foundationmodels/generationoptions/init(sampling:temperature:maximumresponsetokens:)
    public init(sampling: GenerationOptions.SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {}

    /// https://developer.apple.com/documentation/foundationmodels/generationoptions/samplingmode
    public struct SamplingMode: Sendable {
        public static let greedy = SamplingMode()
    }
}

/// https://developer.apple.com/documentation/foundationmodels/languagemodelsession
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public final class LanguageModelSession {
    /// The String form of https://developer.apple.com/documentation/foundationmodels/languagemodelsession/init(model:tools:instructions:)
    /// (the page's example: `LanguageModelSession(instructions: "…")`).
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil) { self.init() }
    init() {}

    /// https://developer.apple.com/documentation/foundationmodels/languagemodelsession/respond(to:options:)
    /// (the String overload; the page's example: `try await session.respond(to: prompt)`).
    @discardableResult
    public final func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws
        -> LanguageModelSession.Response<String>
    { fatalError("stub") }

    /// https://developer.apple.com/documentation/foundationmodels/languagemodelsession/response
    public struct Response<Content> {
        /// https://developer.apple.com/documentation/foundationmodels/languagemodelsession/response/content
        public let content: Content
    }
}

/// https://developer.apple.com/documentation/foundationmodels/tool (named only)
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol Tool: Sendable {}
