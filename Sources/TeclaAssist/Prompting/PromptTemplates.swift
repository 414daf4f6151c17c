import Foundation

/// The instructions sent to a model, kept in `Prompts.json` (module resources) rather than code:
/// a system message, a user message with `{title}`, `{transcript}`, `{count}`, `{tone}` and
/// `{guidance}` placeholders, and a line of guidance per tone.
public struct PromptTemplates: Hashable, Sendable, Codable {
    public var version: Int
    public var system: String
    public var user: String
    public var tones: [String: String]

    public static func bundled() throws(ReplyError) -> PromptTemplates {
        guard let url = Bundle.module.url(forResource: "Prompts", withExtension: "json") else {
            throw .resource("Prompts.json is missing from the TeclaAssist bundle")
        }
        return try ReplyBank.decode(url)
    }
}
