import ArgumentParser

@main
struct Tecla: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tecla",
        abstract: "Tecla, the on-device keyboard engine: type, inspect layouts, evaluate.",
        discussion:
            "Every subcommand has --help. Examples: tecla layouts; tecla type \"Hello world\"; tecla serve; tecla eval cheonjiin --oracle FILE; tecla reply chat.png",
        subcommands: [
            LayoutsCommand.self, TypeCommand.self, ReplayCommand.self, ServeCommand.self, PackCommand.self, PredictCommand.self, StdioCommand.self,
            ReplyCommand.self,
            EvalCommand.self,
        ]
    )
}
