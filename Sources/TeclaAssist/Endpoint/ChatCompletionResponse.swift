/// The parts of an OpenAI-compatible chat completion answer that are read: the first choice's
/// message (or `text`, which some servers send).
struct ChatCompletionResponse: Decodable {
    struct Choice: Decodable {
        var message: ChatCompletionRequest.Message?
        var text: String?
    }

    var choices: [Choice]
}
