import ArgumentParser
import Foundation
import TeclaCore
import TeclaKeyboard
import TeclaPacks

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a session's log (the playground's \"Download log\", `tecla type --log`) and check it ends where it did.",
        discussion: """
            Runs every input of the log on a new session with the bundled packs, on the log's own clocks, \
            and prints the text. Exits with status 1 when the text or the keyboard differ from where the \
            recording ended (the bug is not reproduced by this build).
            Example: tecla replay tecla-session-4f2a.json
            """
    )

    @Argument(help: "The log file (JSON); '-' reads standard input.")
    var log: String

    @Flag(help: "Replay without the language packs (for logs recorded with none).")
    var noLanguage = false

    @Flag(help: "Print every input and what it did.")
    var verbose = false

    @Option(help: "The largest log read (bytes).")
    var maxBytes = 64 << 20

    func run() throws {
        let data: Data
        if log == "-" {
            data = FileHandle.standardInput.readData(ofLength: maxBytes + 1)
        } else {
            guard let handle = FileHandle(forReadingAtPath: log) else { throw ValidationError("cannot open '\(log)'") }
            data = handle.readData(ofLength: maxBytes + 1)
        }
        guard data.count <= maxBytes else { throw ValidationError("the log is larger than --max-bytes \(maxBytes)") }
        let sessionLog: SessionLog
        do {
            sessionLog = try SessionLog.decoder().decode(SessionLog.self, from: data)
        } catch {
            throw ValidationError("not a session log: \(error)")
        }
        let languageModels = noLanguage ? LanguageModels.none : LanguageModels(source: BundledPacks.folder, retention: .activeOnly)
        let replay: SessionLog.Replay
        do { replay = try sessionLog.replay(catalog: .all, languageModels: languageModels) } catch { throw ValidationError(error.description) }
        if verbose {
            for (entry, output) in zip(sessionLog.entries, replay.outputs) {
                let edits = output.edits.map(\.description).joined(separator: " ")
                let feedback = output.feedback.map(\.rawValue).joined(separator: ",")
                print(String(format: "%9.3fs  ", entry.time) + "\(Self.describe(entry.input))  \(edits)  [\(feedback)]")
            }
        }
        print(replay.document.text)
        let bar = replay.session.state.suggestions.map(\.text).joined(separator: " · ")
        print(
            "inputs: \(sessionLog.entries.count)\(sessionLog.isComplete ? "" : " (the log stopped at its limit)")  layout: \(replay.session.layout.id)  bar: \(bar)"
        )
        switch replay.reproducesEnd {
        case true?: print("reproduced: the same text and keyboard as when the log was taken")
        case false?:
            print("NOT reproduced: the log ended with \(String(reflecting: sessionLog.end!.document.before + sessionLog.end!.document.after))")
            throw ExitCode(1)
        case nil: print("the log does not say where it ended")
        }
    }

    static func describe(_ input: SessionInput) -> String {
        switch input {
        case .touch(let touch):
            switch touch {
            case .down(let id, let p): "down \(id) (\(Int(p.x)), \(Int(p.y)))"
            case .move(let id, let p, _): "move \(id) (\(Int(p.x)), \(Int(p.y)))"
            case .up(let id, let p): "up   \(id) (\(Int(p.x)), \(Int(p.y)))"
            case .cancel(let id): "cancel \(id)"
            case .tick: "tick"
            }
        case .host(let event): "host \(String(describing: event).prefix(60))"
        default: String(describing: input).prefix(70).description
        }
    }
}
