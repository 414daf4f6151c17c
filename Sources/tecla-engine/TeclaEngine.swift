import ArgumentParser
import TeclaEngineProtocol

/// `tecla-engine`: the engine protocol alone (what `tecla stdio` answers), linked with the
/// keyboard's engine modules and nothing else — no playground server, no reply assistant and its
/// network client — so its memory is what the engine costs a host.
@main
struct TeclaEngine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tecla-engine",
        abstract: "Answer kebbie-jsonl/1 requests (hello, predict, complete, correct, swipe) on stdin/stdout, as tecla stdio does.")

    @OptionGroup var options: EngineProtocolOptions

    func run() throws {
        try options.serve()
    }
}
