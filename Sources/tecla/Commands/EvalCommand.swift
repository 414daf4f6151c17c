import ArgumentParser

/// `tecla eval …`: measurements that anyone can rerun, one subcommand per thing measured.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measure the engine against evaluation data.",
        subcommands: [
            EvalPredictionCommand.self, EvalTouchCommand.self, EvalSwipeCommand.self, EvalCheonJiInCommand.self, EvalKoreanCommand.self, EvalNKoCommand.self,
            EvalReplyCommand.self, EvalRepliesCommand.self, EvalAutocorrectCommand.self,
        ]
    )
}
