import ArgumentParser

/// Root of the language tools; its subcommands move into the main `tecla` executable later.
@main
struct TeclaLang: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tecla-lang",
        abstract: "Tecla language packs, prediction and evaluation.",
        subcommands: [PackCommand.self, PredictCommand.self, EvalCommand.self, StdioCommand.self]
    )
}
