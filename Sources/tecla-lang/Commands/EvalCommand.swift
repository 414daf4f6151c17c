import ArgumentParser

/// `eval`: measurements anyone can rerun.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measure prediction quality and speed.",
        subcommands: [EvalPredictionCommand.self]
    )
}
