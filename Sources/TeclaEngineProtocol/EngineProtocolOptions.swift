import ArgumentParser
import Foundation
import TeclaKeyboard
import TeclaLanguage
import TeclaPacks

/// The engine protocol's command-line options, shared by `tecla stdio` and `tecla-engine`.
public struct EngineProtocolOptions: ParsableArguments {
    @Option(help: "Pack file, served as its language and as English (default: the bundled packs).") var pack: String?
    @Option(help: "Folder of packs named by language tag, en.teclapack… (default: the bundled packs).") var packs: String?
    @Option(help: "How many candidates to return.") var candidates = 6
    @Option(help: "Corrector: score of an unknown typed word (log10); lower corrects more.")
    var unknownWordScore: Double?
    @Option(help: "Corrector: margin (log10) a candidate needs over a typed real word.")
    var knownWordMargin: Double?
    @Option(help: "Corrector: cost (log10) of a missed space.") var missedSpace: Double?

    public init() {}

    public func validate() throws {
        if pack != nil && packs != nil { throw ValidationError("give --pack or --packs, not both") }
        guard (1...1_000).contains(candidates) else { throw ValidationError("--candidates must be between 1 and 1000") }
        for (name, value) in [("--unknown-word-score", unknownWordScore), ("--known-word-margin", knownWordMargin), ("--missed-space", missedSpace)] {
            if let value, !value.isFinite { throw ValidationError("\(name) must be a finite number") }
        }
    }

    /// The server these options describe: the same provider and the same engine as a keyboard
    /// session, packs opened on demand and only the language in use kept.
    public func makeServer() throws -> EngineProtocolServer {
        let source: any PackSource
        if let pack {
            let opened = try LanguagePack(contentsOf: URL(fileURLWithPath: pack))
            // Not a dictionary literal: an English pack's two keys are the same, which traps.
            var served = ["en": opened]
            served[opened.manifest.language] = opened
            source = OpenPacks(served)
        } else if let packs {
            source = PackFolder(url: URL(fileURLWithPath: packs))
        } else {
            source = BundledPacks.folder
        }
        var policy = CorrectionPolicy()
        if let unknownWordScore { policy.unknownWordScore = unknownWordScore }
        if let knownWordMargin { policy.knownWordMargin = knownWordMargin }
        var errors = TypingErrorModel()
        if let missedSpace { errors.missedSpace = missedSpace }
        return EngineProtocolServer(models: LanguageModels(source: source, retention: .activeOnly), limit: candidates, policy: policy, errors: errors)
    }

    /// Answers request lines from standard input until it ends, one flushed line each.
    public func serve() throws {
        let server = try makeServer()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        while let line = readLine(strippingNewline: true) {
            let response = server.respond(to: line)
            let data = (try? encoder.encode(response)) ?? Data(#"{"candidates":[],"error":"encoding failed"}"#.utf8)
            // FileHandle writes go straight to the descriptor: each response leaves unbuffered.
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        }
    }
}
