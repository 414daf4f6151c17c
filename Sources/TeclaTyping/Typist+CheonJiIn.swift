import TeclaKeyboard
import TeclaTouch
import TeclaLanguage
import TeclaCore
import TeclaScripts

extension Typist {
    /// Types `c` with Cheon-Ji-In keys when the session composes Hangul: a syllable or jamo by its
    /// strokes (with a break first when it would merge with the syllable before), a space as two
    /// presses while a syllable is composing (the first only ends it). Nil: type `c` the usual way.
    func typeCheonJiIn(_ c: Character, with inputMethod: CheonJiInInputMethod) throws(TypingScriptError) -> [Event]? {
        let automaton = inputMethod.automaton
        if c == " " {
            guard automaton.isComposing && automaton.punctuationPresses == 0 else { return nil }
            return try press(.space) + press(.space)
        }
        guard let keys = CheonJiInKeyPlanner.keys(toType: c, after: automaton) else { return nil }
        var events = try navigate(to: Target(page: .letters, keyID: CheonJiInLayout.keyID(for: keys[0])))
        for key in keys {
            if key == .space {
                events += try press(.space)
            } else {
                events += tap(keyID: CheonJiInLayout.keyID(for: key), label: key.label)
            }
        }
        return events
    }
}
