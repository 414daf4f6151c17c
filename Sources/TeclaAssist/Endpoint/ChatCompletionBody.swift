/// The OpenAI-compatible chat completions request and the parts of the answer we read.
struct ChatCompletionRequest: Encodable {
    struct Message: Codable {
        var role: String
        var content: String
    }

    var model: String
    var messages: [Message]
    var temperature: Double
    var max_tokens: Int
    var stream = false
}

struct ChatCompletionResponse: Decodable {
    struct Choice: Decodable {
        var message: ChatCompletionRequest.Message?
        var text: String?
    }

    var choices: [Choice]
}
