/// The OpenAI-compatible chat completions request (`POST /v1/chat/completions`).
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
