import ArgumentParser
import TeclaEngineProtocol

/// `stdio`: the `kebbie-jsonl/1` engine protocol (shared/kebbie/PROTOCOL.md) on stdin/stdout.
/// One JSON request per line, exactly one JSON response line each, flushed; deterministic and
/// without learning, so parallel instances and repeated contexts always agree.
struct StdioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stdio",
        abstract: "Answer kebbie-jsonl/1 requests (hello, predict, complete, correct, swipe) on stdin/stdout.")

    @OptionGroup var options: EngineProtocolOptions

    func run() throws {
        try options.serve()
    }
}
