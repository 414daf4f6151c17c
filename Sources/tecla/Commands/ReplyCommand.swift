import ArgumentParser
import Foundation
import TeclaAssist
import TeclaCore
import TeclaTesseract
import TeclaPacks

/// `tecla reply IMAGE...`: screenshots of a chat → the conversation and three replies.
struct ReplyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reply",
        abstract: "Read chat screenshots (OCR) and suggest three replies in a tone.",
        discussion: """
            Give several screenshots of one scrolling chat in order (top first); their overlap is \
            removed. Text is read with tesseract (apt-get install tesseract-ocr). Replies come from the \
            offline generator (no generative model: what the last message does and how it feels, read by \
            small learned classifiers, picks replies from a bank, ranked by the language model) unless --endpoint \
            names an OpenAI-compatible server on this machine (llama.cpp's llama-server, Ollama). \
            Examples: tecla reply chat.png; tecla reply top.png bottom.png --tone flirty --json; \
            tecla reply chat.png --endpoint http://127.0.0.1:8080
            """
    )

    @Argument(help: "Screenshots of one chat, top of the chat first.")
    var images: [String] = []

    @Option(help: "The chat's copied text instead of screenshots: a file, or - for standard input (\"Name: message\" lines; Me/You is the user).")
    var text: String?

    @Option(help: "Your name in --text, when it says neither Me nor You (repeatable).")
    var me: [String] = []

    @Option(help: "casual, friendly, professional, flirty or funny (default: from --app, else casual).")
    var tone: String?

    @Option(help: "The app being typed in: a category (messaging, dating, email, work, social) or a bundle identifier; sets the default tone.")
    var app: String?

    @Option(help: "An OpenAI-compatible server for the replies, e.g. http://127.0.0.1:8080 (loopback only unless --allow-remote-endpoint).")
    var endpoint: String?

    @Option(help: "The model name sent to --endpoint.")
    var model = "local"

    @Flag(help: "Allow --endpoint on another machine (the conversation is sent there).")
    var allowRemoteEndpoint = false

    @Option(help: "The tesseract executable (default: found on PATH).")
    var tesseract: String?

    @Flag(help: "Print JSON: the conversation, the replies and timings.")
    var json = false

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func validate() throws {
        guard images.isEmpty != (text == nil) else { throw ValidationError("give screenshots, or --text with the chat's copied text") }
        if let tone, Tone(rawValue: tone) == nil {
            throw ValidationError("--tone must be one of \(Tone.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() async throws {
        do {
            try await reply()
        } catch let error as RecognitionError {
            throw Failure(description: error.description)
        } catch let error as ReplyError {
            throw Failure(description: error.description)
        }
    }

    private func reply() async throws {
        // Every file is checked before anything runs: a typo in the third name fails at once.
        var inputs: [(name: String, data: Data)] = []
        for path in images {
            let data = try RecognitionInput.read(URL(fileURLWithPath: path))
            _ = try RecognitionInput.format(of: data, name: path)
            do {
                try ImageLimits.screenshots.check(try ImageHeader.read(data))
            } catch {
                throw Failure(description: "\(path): \(error)")
            }
            inputs.append((path, data))
        }
        // The generator first: a remote endpoint is refused before any screenshot is read.
        let generator: any ReplyGenerator
        if let endpoint {
            guard let url = URL(string: endpoint) else { throw Failure(description: "--endpoint: '\(endpoint)' is not a URL") }
            generator = try LocalEndpointReplyGenerator(
                configuration: EndpointConfiguration(baseURL: url, model: model, allowsRemoteHost: allowRemoteEndpoint),
                templates: PromptTemplates.bundled()
            )
        } else {
            generator = try OfflineReplyGenerator.bundled(pack: try? BundledPacks.english())
        }
        let reading: ScreenshotReader.Reading
        if let text {
            let data = text == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try RecognitionInput.read(URL(fileURLWithPath: text))
            let source = text == "-" ? "standard input" : text
            // Input errors, as `type -` reports them: exit 64 with the command's usage.
            guard let pasted = String(data: data, encoding: .utf8) else { throw ValidationError("\(source) is not valid UTF-8") }
            try GraphemeBound.validate(pasted, source)
            let conversation = PastedConversation.parse(pasted, myNames: me)
            guard !conversation.messages.isEmpty else { throw Failure(description: "no chat messages found in \(text)") }
            reading = ScreenshotReader.Reading(conversation: conversation, screenshots: [], recognitionSeconds: [])
        } else {
            let recognizer = try TesseractRecognizer(executable: tesseract.map { URL(fileURLWithPath: $0) })
            reading = try await ScreenshotReader(recognizer: recognizer).read(inputs)
        }
        let chosenTone = tone.flatMap(Tone.init) ?? Tone.default(for: app.flatMap { HostAppCategory(rawValue: $0) ?? HostAppCategory(bundleIdentifier: $0) })
        let request = ReplyRequest(conversation: reading.conversation, tone: chosenTone)
        let clock = ContinuousClock()
        let start = clock.now
        let replies = try await generator.replies(for: request)
        let elapsed = start.duration(to: clock.now)
        let generationSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        if json {
            let output = Output(
                conversation: reading.conversation, tone: chosenTone, generator: generator.name, replies: replies,
                timings: .init(recognitionSeconds: reading.recognitionSeconds, generationSeconds: generationSeconds))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(output), as: UTF8.self))
            return
        }
        let conversation = reading.conversation
        let title = conversation.title.map { " with \($0)" } ?? ""
        let source = text != nil ? "the pasted text" : "\(images.count) screenshot\(images.count == 1 ? "" : "s")"
        print("Conversation\(title): \(conversation.messages.count) messages from \(source)")
        for message in conversation.messages {
            let who = message.speaker == .me ? "me" : "them" + (message.sender.map { " (\($0))" } ?? "")
            print("  \(who): \(message.text)")
        }
        let intent = replies.first?.intent.map { ", answering \($0.rawValue)" } ?? ""
        print("Replies (\(chosenTone.rawValue), \(generator.name)\(intent)):")
        for (index, reply) in replies.enumerated() {
            print("  \(index + 1). \(reply.text)")
        }
    }

    struct Output: Encodable {
        struct Timings: Encodable {
            var recognitionSeconds: [Double]
            var generationSeconds: Double
        }

        var conversation: Conversation
        var tone: Tone
        var generator: String
        var replies: [Reply]
        var timings: Timings
    }
}
