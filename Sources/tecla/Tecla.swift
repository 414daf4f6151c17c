import ArgumentParser
import Foundation

@main
struct Tecla: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tecla",
        abstract: "Tecla, the on-device keyboard engine: type, inspect layouts, evaluate.",
        discussion:
            "Every subcommand has --help. Examples: tecla layouts; tecla type \"Hello world\"; tecla serve; tecla eval cheonjiin --oracle FILE; tecla reply chat.png",
        subcommands: [
            LayoutsCommand.self, TypeCommand.self, ReplayCommand.self, ServeCommand.self, PackCommand.self, PredictCommand.self, StdioCommand.self,
            ReplyCommand.self, SynthCommand.self,
            EvalCommand.self,
        ]
    )

    /// Parses and runs as ArgumentParser does, but an error a subcommand's `run` throws is
    /// reported with that subcommand's usage (`tecla type --help`), not the whole tool's.
    static func main() async {
        let parsed: any ParsableCommand
        do { parsed = try parseAsRoot() } catch { exit(withError: error) }
        do {
            if var command = parsed as? any AsyncParsableCommand {
                try await command.run()
            } else {
                var command = parsed
                try command.run()
            }
        } catch let error as ValidationError {
            // A usage error found while running (bad input text, an unreadable file): exit 64, as
            // the parser's own, pointing at the subcommand's help.
            let name = (path(to: type(of: parsed)) ?? []).joined(separator: " ")
            FileHandle.standardError.write(Data("Error: \(error.message)\n  See 'tecla \(name) --help'.\n".utf8))
            Foundation.exit(64)
        } catch {
            exit(withError: error)
        }
    }

    /// The subcommand names from the root to `command` (`["eval", "korean"]`).
    static func path(to command: any ParsableCommand.Type, from root: any ParsableCommand.Type = Tecla.self) -> [String]? {
        for sub in root.configuration.subcommands {
            let name = sub.configuration.commandName ?? ""
            if sub == command { return [name] }
            if let rest = path(to: command, from: sub) { return [name] + rest }
        }
        return nil
    }
}
