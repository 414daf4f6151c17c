import TeclaScripts

/// Plans the Cheon-Ji-In keys that type a given character, for scripted typing (the Typist,
/// `tecla type`, browser tests): the inverse of ``CheonJiInAutomaton``.
///
/// A syllable is spelled initial presses, vowel strokes, final presses (닭: ㄷㅌ ㅣ ㆍ ㄴㄹ ㄴㄹ ㄱㅋ);
/// whether a break (space) must come first depends on what is being composed (학 then 교 needs
/// one, 아 then 니 does not), so every plan is checked by running the automaton on a copy.
public enum CheonJiInKeyPlanner {
    /// The shortest strokes for each modern vowel inside a syllable, found breadth-first over
    /// ``CheonJiInVowel/adding(_:hasInitial:cyclesWrap:)`` so that they follow the automaton's rules.
    static let vowelStrokes: [HangulVowel: [CheonJiInVowelStroke]] = {
        var found: [HangulVowel: [CheonJiInVowelStroke]] = [:]
        var queue: [(CheonJiInVowel, [CheonJiInVowelStroke])] = CheonJiInVowelStroke.allCases.map { (CheonJiInVowel(first: $0), [$0]) }
        var seen = Set(queue.map(\.0))
        while !queue.isEmpty {
            let (vowel, strokes) = queue.removeFirst()
            if let modern = vowel.modern, found[modern] == nil { found[modern] = strokes }
            for stroke in CheonJiInVowelStroke.allCases {
                guard let next = vowel.adding(stroke, hasInitial: true, cyclesWrap: false), !seen.contains(next) else { continue }
                seen.insert(next)
                queue.append((next, strokes + [stroke]))
            }
        }
        return found
    }()

    /// The strokes that make `vowel` inside a syllable (ㅘ: ㆍ ㅡ ㅣ ㆍ).
    public static func strokes(for vowel: HangulVowel) -> [CheonJiInVowelStroke] {
        vowelStrokes[vowel] ?? []
    }

    /// The presses that select `consonant` (ㅋ: ㄱㅋ ㄱㅋ).
    public static func presses(for consonant: HangulConsonant) -> [CheonJiInKey] {
        for key in CheonJiInConsonantKey.allCases {
            if let index = key.cycle.firstIndex(of: consonant) { return Array(repeating: .consonant(key), count: index + 1) }
        }
        return []
    }

    /// The keys that spell one precomposed syllable or compatibility jamo, ignoring context; nil
    /// for anything else.
    public static func spelling(of character: Character) -> [CheonJiInKey]? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        if let syllable = HangulSyllable(scalar) {
            let finals = syllable.final?.consonants ?? []
            return presses(for: syllable.initial) + strokes(for: syllable.vowel).map { .vowel($0) } + finals.flatMap(presses(for:))
        }
        if let consonant = HangulConsonant(compatibility: scalar) { return presses(for: consonant) }
        if let vowel = HangulVowel(compatibility: scalar) { return strokes(for: vowel).map { .vowel($0) } }
        return nil
    }

    /// The keys that add `character` to what `automaton` is composing: its spelling, with a
    /// break before it when the spelling alone would merge with the composition. Nil when the
    /// character cannot be typed with these keys (Latin letters, a lone ㄳ or ㅢ…).
    public static func keys(toType character: Character, after automaton: CheonJiInAutomaton) -> [CheonJiInKey]? {
        guard let spelling = spelling(of: character) else { return nil }
        let expected = Array(automaton.composingText.unicodeScalars) + Array(character.unicodeScalars)
        var candidates = [spelling]
        if automaton.isComposing && automaton.punctuationPresses == 0 { candidates.append([.space] + spelling) }
        for keys in candidates {
            var trial = automaton
            var text = ""
            for key in keys { text += trial.press(key) }
            text += trial.composingText
            if Array(text.unicodeScalars) == expected { return keys }
        }
        return nil
    }
}
