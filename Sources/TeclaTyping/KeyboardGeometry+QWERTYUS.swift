import TeclaLanguage

extension KeyboardGeometry {
    /// The US QWERTY base layer as kebbie's `en-US` layout draws it (320 × 288, y down): the
    /// keyboard the evaluations and tests judge typed words on. Not the keyboard's: a session
    /// gives its engine the keys on screen.
    public static let qwertyUS: KeyboardGeometry = {
        var keys: [Character: Key] = [:]
        for (row, letters, firstX) in [(0, "qwertyuiop", 16.0), (1, "asdfghjkl", 32.0), (2, "zxcvbnm", 64.0)] {
            for (col, letter) in letters.enumerated() {
                keys[letter] = Key(x: firstX + 32 * Double(col), y: 36 + 72 * Double(row), width: 32, height: 72)
            }
        }
        keys[" "] = Key(x: 160, y: 252, width: 160, height: 72)
        keys["."] = Key(x: 257.6, y: 252, width: 35.2, height: 72)
        return KeyboardGeometry(keys: keys)
    }()
}
