import TeclaScripts

/// Shortcuts for typing oracle-style key names into the automaton.
enum CheonJiInTesting {
    /// Keys from a space-separated list of the oracle's names (`"ㄱㅋ ㅣ ㆍ space"`).
    static func keys(_ labels: String) -> [CheonJiInKey] {
        labels.split(separator: " ").map { CheonJiInKey(label: String($0))! }
    }

    /// The text the keys type from an empty field, as scalars (the only honest comparison).
    static func typed(_ labels: String, wrap: Bool = false) -> [Unicode.Scalar] {
        Array(CheonJiInAutomaton.text(typing: keys(labels), options: CheonJiInOptions(cyclesWrap: wrap)).unicodeScalars)
    }

    static func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    /// An automaton after typing the keys, and the text it committed on the way.
    static func automaton(after labels: String, wrap: Bool = false) -> (CheonJiInAutomaton, String) {
        var automaton = CheonJiInAutomaton(options: CheonJiInOptions(cyclesWrap: wrap))
        var committed = ""
        for key in keys(labels) { committed += automaton.press(key) }
        return (automaton, committed)
    }

    /// Backspace on the automaton: the composing text after undoing a stroke, or nil when nothing was composing.
    static func undo(_ automaton: inout CheonJiInAutomaton) -> String? {
        automaton.deleteBackward() ? automaton.composingText : nil
    }
}
