import TeclaTyping
import TeclaEvaluation
import ArgumentParser
import Foundation
import TeclaCore
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks

struct TypeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type",
        abstract: "Type text through a keyboard session, tapping keys as a person would.",
        discussion: """
            Capitals press shift, digits and symbols switch pages, accented letters long-press their key.
            Tokens: {backspace} {return} {shift} {space} {globe} {hold-backspace 2.5s} {hold e 0.6s} \
            {wait 0.2s} {lbrace} {rbrace}. Reads the script from standard input when TEXT is '-'.
            Example: tecla type "hello  world{backspace}"
            """
    )

    @Argument(help: "What to type, with {tokens} for special keys; '-' reads standard input.")
    var text: String

    @Option(help: "Layout id (see `tecla layouts`).")
    var layout = "en-US"

    @Option(help: "Keyboard width in points.")
    var width: Double = 390

    @Option(help: "The field typed into: \(TextFieldPreset.allCases.map(\.rawValue).joined(separator: ", ")).")
    var field: TextFieldPreset = .plain

    @Option(help: "Seconds between taps.")
    var interval: Double = 0.15

    @Flag(help: "Tap shift off where auto-capitalization would capitalize a lower-case letter of TEXT (a person would not).")
    var exactCase = false

    @Flag(help: "Type without the language pack (nearest-key touch, no suggestions).")
    var noLanguage = false

    @Option(help: "Write the session's log to this file (`tecla replay` reproduces it).")
    var log: String?

    @Flag(help: "Print the result as JSON.")
    var json = false

    @Flag(name: [.short, .long], help: "Print only the resulting text.")
    var quiet = false

    @Option(help: "The longest text typed (characters): every keystroke runs the whole engine, about 0.25 ms each.")
    var maxCharacters = 100_000

    func validate() throws {
        guard interval.isFinite, interval >= 0, interval <= 10 else { throw ValidationError("--interval must be between 0 and 10 seconds") }
    }

    func run() throws {
        let source = try text == "-" ? Self.readStandardInput() : text
        try GraphemeBound.validate(source, "the text")
        guard source.count <= maxCharacters else {
            throw ValidationError("the text has \(source.count) characters, more than --max-characters \(maxCharacters)")
        }
        let script: TypingScript
        do { script = try TypingScript(parsing: source) } catch { throw ValidationError(error.description) }

        let clock = ManualClock()
        let document = TextBuffer(traits: field.traits, contextLimit: TextBuffer.typicalContextLimit)
        let session: KeyboardSession
        let languageModels = noLanguage ? LanguageModels.none : LanguageModels(source: BundledPacks.folder, retention: .activeOnly)
        do {
            session = try KeyboardSession(
                layoutID: layout, width: width, catalog: .all, document: document, clock: clock,
                wallClock: clock, languageModels: languageModels)
        } catch {
            throw ValidationError(error.description)
        }
        if log != nil { session.startRecording() }
        let typist = Typist(session: session, clock: clock, interval: interval, exactCase: exactCase)
        let events: [Typist.Event]
        do { events = try typist.type(script) } catch { throw ValidationError(error.description) }
        if let log, let sessionLog = session.log {
            let encoder = SessionLog.encoder()
            try AtomicFileWriter.write(try encoder.encode(sessionLog), to: URL(fileURLWithPath: log))
        }

        if json {
            let report = Report(text: document.text, events: events.map(Report.Event.init), state: session.state)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
            return
        }
        if !quiet {
            for event in events {
                let edits = event.output.edits.map(\.description).joined(separator: " ")
                let feedback = event.output.feedback.map(\.rawValue).joined(separator: ",")
                print(String(format: "%7.2fs  ", event.time) + "\(event.action.padding(toLength: 24, withPad: " ", startingAt: 0)) \(edits)  [\(feedback)]")
            }
        }
        print(document.text)
    }

    /// Standard input as UTF-8; invalid bytes are an error, not replacement characters.
    static func readStandardInput() throws -> String {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let text = String(data: data, encoding: .utf8) else {
            throw ValidationError("standard input is not valid UTF-8")
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    struct Report: Encodable {
        struct Event: Encodable {
            var action: String
            var time: Double
            var edits: [String]
            var feedback: [FeedbackEvent]

            init(_ event: Typist.Event) {
                action = event.action
                time = event.time
                edits = event.output.edits.map(\.description)
                feedback = event.output.feedback
            }
        }

        var text: String
        var events: [Event]
        var state: KeyboardState
    }
}
