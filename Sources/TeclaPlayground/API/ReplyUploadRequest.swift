import Foundation
import TeclaAssist
import TeclaCore

/// `POST /api/reply`: screenshots of one chat (top first), base64-encoded (a `data:` URL prefix
/// is accepted), or the chat's copied text (`text`, read by `PastedConversation`; `me` names the
/// user where the text says neither "Me" nor "You"), and the tone; `app` (the category of the app being typed in or
/// bundle identifier) picks the default tone when `tone` is absent.
public struct ReplyUploadRequest: Sendable, Decodable {
    public var images: [String]
    public var text: String?
    public var me: [String]
    public var tone: Tone?
    public var app: String?

    static let fields = ["images", "text", "me", "tone", "app"]
    /// The longest pasted conversation read (characters): a chat's last screens, not a book.
    public static let maxTextCharacters = 20_000
    /// The most UTF-8 bytes of pasted text: twelve a character (Devanagari, Thai or Tamil
    /// characters take 6-9 bytes, emoji sequences more, on average far fewer).
    public static let maxTextBytes = 240_000

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: Self.fields)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        text = try container.optional("text")
        images = try container.optional("images") ?? []
        me = try container.optional("me") ?? []
        tone = try container.choice("tone", as: Tone.self, describedAs: "tone")
        app = try container.optional("app")
        if text != nil, !images.isEmpty { throw PlaygroundError.badRequest("send images or text, not both") }
        if text == nil, !container.contains(AnyCodingKey("images")) {
            throw PlaygroundError.badRequest("images: send at least one screenshot, or the chat's text as text")
        }
    }

    /// The pasted conversation, checked against its limit.
    func pastedConversation() throws(PlaygroundError) -> Conversation? {
        guard let text else { return nil }
        // What the reading costs is bytes and scalars, not characters: a 6 MB paste of one
        // letter and 3 M accents is "6 characters".
        guard text.utf8.count <= Self.maxTextBytes else {
            throw .tooLarge("text: \(text.utf8.count) bytes, the limit is \(Self.maxTextBytes)")
        }
        if let overlong = GraphemeBound.firstOverlong(in: text) {
            throw .badRequest("text: \(overlong)")
        }
        guard text.count <= Self.maxTextCharacters else {
            throw .tooLarge("text: \(text.count) characters, the limit is \(Self.maxTextCharacters)")
        }
        let conversation = PastedConversation.parse(text, myNames: me)
        guard !conversation.messages.isEmpty else { throw PlaygroundError(.unprocessableContent, "no chat messages found in text") }
        return conversation
    }

    /// The decoded screenshots, checked against the limits and for being images.
    func decodedImages(limits: PlaygroundLimits) throws(PlaygroundError) -> [(name: String, data: Data)] {
        guard !images.isEmpty else { throw .badRequest("images: send at least one screenshot") }
        guard images.count <= limits.maxReplyImages else {
            throw .tooLarge("images: \(images.count) screenshots, the limit is \(limits.maxReplyImages)")
        }
        var result: [(name: String, data: Data)] = []
        for (index, text) in images.enumerated() {
            var base64 = Substring(text)
            if base64.hasPrefix("data:"), let comma = base64.firstIndex(of: ",") { base64 = base64[base64.index(after: comma)...] }
            guard let data = Data(base64Encoded: String(base64), options: .ignoreUnknownCharacters), !data.isEmpty else {
                throw .badRequest("images[\(index)]: not base64-encoded image data")
            }
            guard data.count <= limits.maxReplyImageBytes else {
                throw .tooLarge("images[\(index)]: \(data.count) bytes, the limit is \(limits.maxReplyImageBytes) per screenshot")
            }
            guard ImageFormat.sniff(data) != nil else {
                throw .badRequest("images[\(index)]: not an image (expected PNG, JPEG, GIF, BMP, TIFF or WebP)")
            }
            // The header's claims are checked before anything decodes or runs OCR on the image.
            do {
                try ImageLimits.screenshots.check(try ImageHeader.read(data))
            } catch .imageTooLarge(let message) {
                throw .tooLarge("images[\(index)]: image too large: \(message)")
            } catch {
                throw .badRequest("images[\(index)]: \(error)")
            }
            result.append(("images[\(index)]", data))
        }
        return result
    }
}
