import ArgumentParser

/// The options every evaluation over a text shares (`eval autocorrect`, `prediction`, `korean`,
/// `nko`): which text, which half of it, how much of it, which pack, and JSON output.
struct TextCorpusOptions: ParsableArguments {
    @Option(help: "Test text, one sentence or turn per line (.xz allowed; a .csv of turns for `korean`). Never the pack's training text.")
    var text: String
    @Option(help: "Lines (or CSV rows) to use: all, even (for measuring) or odd (for tuning).")
    var part = "all"
    @Option(help: "Evaluate this many lines, spread evenly over the part (0 = all).")
    var limit = 0
    @Option(help: "Pack file (default: the bundled pack of the text's language).")
    var pack: String?
    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        guard limit >= 0 else { throw ValidationError("--limit must not be negative") }
        guard ["all", "even", "odd"].contains(part) else { throw ValidationError("--part is all, even or odd") }
    }
}
