/// Builds the prompt for a model from the templates, fitting a context window: Apple's on-device
/// model has 4,096 tokens for instructions, prompt and answer together. The answer's share is
/// reserved; then the oldest messages are dropped until the rest fits, and if even the last
/// message alone is too long, its beginning is cut (the end is what is being answered).
public struct PromptBuilder: Sendable {
    public var templates: PromptTemplates
    /// The model's whole context window, in tokens.
    public var contextTokens: Int
    /// Tokens kept free for the model's answer.
    public var answerTokens: Int

    public init(templates: PromptTemplates, contextTokens: Int = 4096, answerTokens: Int = 300) {
        self.templates = templates
        self.contextTokens = contextTokens
        self.answerTokens = answerTokens
    }

    public func build(_ request: ReplyRequest) throws(ReplyError) -> Prompt {
        let messages = request.conversation.messages
        guard !messages.isEmpty else { throw .emptyConversation }
        let budget = contextTokens - answerTokens
        func render(_ lines: [String]) -> Prompt {
            let title = request.conversation.title.map { " with \($0)" } ?? ""
            let user = templates.user
                .replacingAll("{title}", with: title)
                .replacingAll("{transcript}", with: lines.joined(separator: "\n"))
                .replacingAll("{count}", with: String(request.count))
                .replacingAll("{tone}", with: request.tone.rawValue)
                .replacingAll("{guidance}", with: templates.tones[request.tone.rawValue] ?? request.tone.rawValue)
            return Prompt(
                system: templates.system, user: user,
                estimatedTokens: TokenEstimator.estimate(templates.system) + TokenEstimator.estimate(user),
                droppedMessages: messages.count - lines.count)
        }
        let lines = messages.map(Self.line)
        // Drop from the oldest: binary search for the first kept message.
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high) / 2
            if render(Array(lines[mid...])).estimatedTokens <= budget { high = mid } else { low = mid + 1 }
        }
        var prompt = render(Array(lines[low...]))
        if prompt.estimatedTokens > budget {
            // Only the last message is left and it alone is too long: keep its end.
            let last = lines[lines.count - 1]
            let overhead = render([""]).estimatedTokens
            let keep = max(0, (budget - overhead - 1) * 3)
            prompt = render(["…" + String(last.suffix(keep))])
            prompt.droppedMessages = messages.count - 1
        }
        return prompt
    }

    static func line(_ message: Message) -> String {
        let who = message.speaker == .me ? "Me" : (message.sender ?? "Them")
        return "\(who): \(message.text)"
    }
}
