import Testing
import TeclaCore
import TeclaScripts
import TeclaTestSupport

@Suite struct CheonJiInPropertyTests {
    /// A random key, or nil for backspace (about one press in eight).
    static func randomKey(using generator: inout SeededGenerator) -> CheonJiInKey? {
        let index = Int.random(in: 0..<(CheonJiInKey.allKeys.count + 2), using: &generator)
        return index < CheonJiInKey.allKeys.count ? CheonJiInKey.allKeys[index] : nil
    }

    @Test(arguments: [false, true])
    func randomKeysNeverBreakTheTextAndBackspacesEmptyIt(wrap: Bool) {
        var generator = SeededGenerator(seed: wrap ? 0xC0FFEE : 0x5EED)
        for _ in 0..<3000 {
            var automaton = CheonJiInAutomaton(options: CheonJiInOptions(cyclesWrap: wrap))
            var document = ""
            var log: [String] = []
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                if let key = Self.randomKey(using: &generator) {
                    log.append(key.label)
                    let before = automaton
                    let committed = automaton.press(key)
                    document += committed
                    if committed.isEmpty && key != .space {
                        // Undo is exact while nothing was committed: back to the state before.
                        var undone = automaton
                        _ = undone.deleteBackward()
                        #expect(undone == before, "undo after \(log)")
                    }
                } else {
                    log.append("⌫")
                    if !automaton.deleteBackward(), !document.isEmpty { document.removeLast() }
                }
                let text = document + automaton.composingText
                if let problem = HangulTextValidity.problem(in: text) {
                    Issue.record("\(problem) after \(log)")
                    return
                }
            }
            let enough = log.count + document.unicodeScalars.count + 1
            var presses = 0
            while presses < enough, automaton.isComposing || !document.isEmpty {
                if !automaton.deleteBackward() { document.removeLast() }
                presses += 1
            }
            #expect(!automaton.isComposing && document.isEmpty, "\(log) did not empty in \(enough) backspaces")
        }
    }
}
