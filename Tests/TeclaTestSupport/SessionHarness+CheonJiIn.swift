import TeclaTyping
import TeclaKeyboard
import TeclaScripts

extension SessionHarness {
    /// Taps Cheon-Ji-In keys by the oracle's names (`"ㄱㅋ"`, `"ㆍ"`, `"space"`, `".,?!"`) on the
    /// letters page of the `ko-cheonjiin` layout. The Typist plans letters, not strokes, so Korean
    /// text is typed by its keys.
    public func tapCheonJiIn(_ labels: [String]) {
        for label in labels {
            let key = CheonJiInKey(label: label)!
            tap(CheonJiInLayout.keyID(for: key))
        }
    }

    /// Taps Cheon-Ji-In keys given as one space-separated string (`"ㅇㅁ ㅣ ㆍ ㄴㄹ space"`).
    public func tapCheonJiIn(_ labels: String) {
        tapCheonJiIn(labels.split(separator: " ").map(String.init))
    }
}
