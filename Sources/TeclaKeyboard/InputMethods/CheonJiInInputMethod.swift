import TeclaCore
import TeclaScripts

/// Korean Cheon-Ji-In typing: keys go through a ``CheonJiInAutomaton``; the character being
/// composed is shown as marked text, and text the automaton finishes is committed.
///
/// Space while composing ends the character (next character) and types nothing; backspace while
/// composing undoes one stroke. Any other text (digits from long presses, the numbers page)
/// finishes the composition and is typed as it is.
public final class CheonJiInInputMethod: InputMethod {
    public private(set) var automaton: CheonJiInAutomaton

    public init(options: CheonJiInOptions = CheonJiInOptions()) {
        automaton = CheonJiInAutomaton(options: options)
    }

    public func type(_ text: String, in document: any TextDocument) -> [TextEdit] {
        guard let key = CheonJiInKey(label: text), key != .space else {
            return finish() + [.insert(text)]
        }
        return edits(committing: automaton.press(key))
    }

    public func deleteBackward(in document: any TextDocument) -> [TextEdit]? {
        guard automaton.deleteBackward() else { return nil }
        return [.setMarkedText(automaton.composingText)]
    }

    public func space(in document: any TextDocument) -> [TextEdit]? {
        guard automaton.isComposing else { return nil }
        return edits(committing: automaton.press(.space))
    }

    public func commit(in document: any TextDocument) -> [TextEdit] {
        finish()
    }

    public func reset() {
        automaton.reset()
    }

    /// Consonant and vowel keys (`ㄱㅋ`, `ㆍ`) build the word; the punctuation key ends it.
    public func continuesWord(_ text: String) -> Bool {
        switch CheonJiInKey(label: text) {
        case .consonant, .vowel: true
        case .space, .punctuation: false
        case nil: text.count == 1 && text.first.map { $0.isLetter || $0.isNumber } == true
        }
    }

    /// Commits `committed` (which replaces the marked text) and marks what is still composing.
    private func edits(committing committed: String) -> [TextEdit] {
        var edits: [TextEdit] = []
        if !committed.isEmpty { edits.append(.insert(committed)) }
        let composing = automaton.composingText
        if !composing.isEmpty || committed.isEmpty { edits.append(.setMarkedText(composing)) }
        return edits
    }

    private func finish() -> [TextEdit] {
        guard automaton.isComposing else { return [] }
        return [.insert(automaton.finish())]
    }
}
