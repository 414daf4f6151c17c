import TeclaCore
import TeclaKeyboard

extension KeyboardSession {
    /// Taps a key by id at its centre: down and up with no time between (for the CLI and tests;
    /// a keyboard's taps come from fingers).
    @discardableResult
    public func tap(keyID: String) -> SessionOutput {
        guard let key = currentPage.key(id: keyID) else { return SessionOutput(feedback: [.error]) }
        var output = touchDown(0, at: key.frame.center)
        output.append(touchUp(0, at: key.frame.center))
        return output
    }
}
