/// How much text a word-deleting backspace removes.
enum WordBoundary {
    /// Graphemes to delete so that the word before the cursor (and the spaces after it) goes:
    /// trailing whitespace, then either a run of word characters or a single other character.
    static func deletionLength(before text: String) -> Int {
        var count = 0
        var rest = text[...]
        while let c = rest.last, c.isWhitespace {
            count += 1
            rest = rest.dropLast()
        }
        guard let last = rest.last else { return max(count, 0) }
        if isWordCharacter(last) {
            while let c = rest.last, isWordCharacter(c) {
                count += 1
                rest = rest.dropLast()
            }
        } else {
            count += 1
        }
        return count
    }

    static func isWordCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "'" || c == "’" || c == "-" || c.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }
    }
}
