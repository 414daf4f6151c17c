/// Splits raw training text into sentences of word tokens.
///
/// Punctuation is dropped the way a keyboard's context sees it (kebbie removes it too), but
/// `.`, `!` and `?` end a sentence so that sentence starts are learned. Apostrophes inside a
/// word stay ("don't"), hyphens separate words. Numbers and ordinals ("30", "2nd") are kept;
/// other tokens mixing digits and letters become `nil` (unknown).
public struct CorpusTokenizer: Sendable {
    /// Words ending in a period that do not end a sentence.
    public var abbreviations: Set<String> = ["Mr", "Mrs", "Ms", "Dr", "St", "Jr", "Sr", "Mt", "vs", "etc", "Prof", "Capt", "Col", "Gen", "Lt", "Rev"]

    public init() {}

    /// Sentences found in `line`; each token is a word, or `nil` for a number-like token.
    public func sentences(in line: some StringProtocol) -> [[Substring?]] {
        var sentences: [[Substring?]] = []
        var current: [Substring?] = []
        let text = Substring(line)
        var index = text.startIndex
        while index < text.endIndex {
            let ch = text[index]
            if Self.isWordCharacter(ch) {
                var end = index
                var hasDigit = false
                var cursor = index
                while cursor < text.endIndex {
                    let c = text[cursor]
                    if Self.isWordCharacter(c) {
                        if c.isNumber { hasDigit = true }
                        cursor = text.index(after: cursor)
                        end = cursor
                    } else if Self.isApostrophe(c) {
                        let next = text.index(after: cursor)
                        if next < text.endIndex, Self.isWordCharacter(text[next]) {
                            cursor = next
                        } else {
                            break
                        }
                    } else {
                        break
                    }
                }
                let token = text[index..<end]
                current.append(hasDigit && !Self.isNumber(token) ? nil : Self.normalizingApostrophes(token))
                index = end
                if index < text.endIndex, text[index] == ".", abbreviations.contains(String(token)) {
                    index = text.index(after: index)
                }
                continue
            }
            // The Arabic question mark and full stop end sentences too.
            if ch == "." || ch == "!" || ch == "?" || ch == "\u{2026}" || ch == "\u{061F}" || ch == "\u{06D4}" {
                if !current.isEmpty { sentences.append(current); current = [] }
            }
            index = text.index(after: index)
        }
        if !current.isEmpty { sentences.append(current) }
        return sentences
    }

    static func isWordCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c.unicodeScalars.first?.properties.generalCategory == .nonspacingMark
    }

    /// Digits, optionally followed by an English ordinal suffix.
    public static func isNumber(_ token: some StringProtocol) -> Bool {
        let digits = token.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 6 else { return false }
        let rest = token.dropFirst(digits.count)
        return rest.isEmpty || ["st", "nd", "rd", "th"].contains(String(rest))
    }

    static func isApostrophe(_ c: Character) -> Bool {
        c == "'" || c == "\u{2019}" || c == "\u{02BC}"
    }

    private static func normalizingApostrophes(_ token: Substring) -> Substring {
        guard token.contains(where: { $0 == "\u{2019}" || $0 == "\u{02BC}" }) else { return token }
        return Substring(token.map { $0 == "\u{2019}" || $0 == "\u{02BC}" ? "'" : $0 })
    }
}
