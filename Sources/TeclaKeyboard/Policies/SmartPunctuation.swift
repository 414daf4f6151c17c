import TeclaCore

/// Curly quotes and em dashes as the field asks (`smartQuotesType`, `smartDashesType` set to
/// `.yes`; with `.default` the host's own text system decides, so the keys type what they show).
///
/// ```swift
/// let smart = SmartPunctuation(quotes: .yes, dashes: .yes)
/// smart.edits(typing: "'", after: "it")   // [.insert("’")]
/// smart.edits(typing: "\"", after: "say ") // [.insert("“")]
/// smart.edits(typing: "-", after: "so -")  // [.deleteBackward(1), .insert("—")]
/// ```
struct SmartPunctuation {
    var quotes: TraitSetting
    var dashes: TraitSetting

    init(quotes: TraitSetting, dashes: TraitSetting) {
        self.quotes = quotes
        self.dashes = dashes
    }

    init(traits: TextFieldTraits) {
        self.init(quotes: traits.smartQuotes, dashes: traits.smartDashes)
    }

    /// The edits that type `text` after `before`, or nil to type it as it is. `before` is read
    /// only for a quote or a hyphen the field wants smart (reading the context costs a copy).
    func edits(typing text: String, after before: @autoclosure () -> String) -> [TextEdit]? {
        if quotes == .yes, text == "'" || text == "\"" {
            let before = before()
            // Opening after a space, an opening bracket or nothing; closing (an apostrophe) otherwise.
            let opens = before.last.map { $0.isWhitespace || "([{“‘".contains($0) } ?? true
            let quote = text == "'" ? (opens ? "‘" : "’") : (opens ? "“" : "”")
            return [.insert(quote)]
        }
        if dashes == .yes, text == "-", case let before = before(), before.hasSuffix("-"), !before.hasSuffix("--") {
            return [.deleteBackward(1), .insert("—")]
        }
        return nil
    }
}
