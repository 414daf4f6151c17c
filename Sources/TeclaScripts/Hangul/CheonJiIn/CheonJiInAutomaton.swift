/// The Galaxy-style Cheon-Ji-In (천지인) keyboard as a value: keys in, text out.
///
/// ```swift
/// var automaton = CheonJiInAutomaton()
/// for label in ["ㅇㅁ", "ㅣ", "ㆍ", "ㄴㄹ", "ㅣ"] { automaton.press(CheonJiInKey(label: label)!) }
/// automaton.composingText          // "니" (아 was committed when ㅣ took the ㄴ)
/// CheonJiInAutomaton.text(typing: ["ㅇㅁ", "ㅣ", "ㆍ", "ㄴㄹ", "ㅣ"].compactMap(CheonJiInKey.init(label:)))  // "아니"
/// ```
///
/// The state is the *live* part of the text: the syllable block being composed, and the block
/// before it while a lone consonant after it is still being cycled (갈 + ㄷ → 갈ㄷ; another ㄷㅌ
/// makes ㅌ, which joins 갈 as the cluster ㄾ: 갍). Everything before is finished and is returned
/// by ``press(_:)`` as committed text. A consonant key repeated cycles the last consonant and
/// puts it back where it fits (final, cluster, or a new block); a different consonant key adds a
/// consonant there; a vowel stroke combines with the block's vowel, or takes the block's last
/// final into a new syllable (안 + ㅣ → 아니, 앉 + ㅡ → 안즈), or starts a new block. Space ends
/// the composition. See Guides/CheonJiIn.md for the rules and the edge cases.
public struct CheonJiInAutomaton: Hashable, Sendable {
    /// What the punctuation key types, press after press (it goes round).
    public static let punctuationMarks: [Unicode.Scalar] = [".", ",", "?", "!"]

    /// Whether consonant cycles wrap; may be changed between keys.
    public var options: CheonJiInOptions
    /// The live blocks: one, or two while a lone consonant may still join the syllable before it.
    public private(set) var blocks: [CheonJiInBlock] = []
    /// Presses of the punctuation key in a row (0: no mark pending). A pending mark is composing text.
    public private(set) var punctuationPresses = 0
    /// The last key, which decides whether a consonant key cycles (the same key again) or adds.
    private var lastKey: CheonJiInKey?

    public init(options: CheonJiInOptions = CheonJiInOptions()) {
        self.options = options
    }

    /// Whether a character is being composed: space would end it rather than type a space.
    public var isComposing: Bool { !blocks.isEmpty || punctuationPresses > 0 }

    /// The text still being composed (shown as marked text), as scalars.
    public var composingScalars: [Unicode.Scalar] {
        if punctuationPresses > 0 { return [Self.punctuationMark(presses: punctuationPresses)] }
        return blocks.flatMap(\.scalars)
    }

    /// The text still being composed (shown as marked text).
    public var composingText: String { Self.string(composingScalars) }

    /// Handles one key and returns the text it finished (often empty): the caller appends it to
    /// the document before the new ``composingText``.
    @discardableResult
    public mutating func press(_ key: CheonJiInKey) -> String {
        var committed: [Unicode.Scalar] = []
        switch key {
        case .space:
            // A space after punctuation is a real space: nothing can merge with a mark, so a
            // break would never be what the user means there.
            let mark = punctuationPresses > 0
            committed = finishScalars()
            if committed.isEmpty || mark { committed.append(" ") }
            return Self.string(committed)
        case .punctuation:
            if punctuationPresses > 0 {
                punctuationPresses += 1
            } else {
                committed = finishScalars()
                punctuationPresses = 1
            }
        case .consonant(let consonantKey):
            committed = finishPunctuation()
            pressConsonant(consonantKey)
        case .vowel(let stroke):
            committed = finishPunctuation()
            pressVowel(stroke)
        }
        lastKey = key
        committed += commitFinishedBlocks()
        return Self.string(committed)
    }

    /// Backspace: undoes the last stroke of the character being composed (한 → 하, 갍 → 갈ㄷ,
    /// ㅘ → ㅚ, ㄲ → ㅋ). Returns false when nothing is being composed, so the caller deletes a
    /// whole character of the document instead.
    public mutating func deleteBackward() -> Bool {
        if punctuationPresses > 0 {
            punctuationPresses -= 1
            lastKey = punctuationPresses > 0 ? .punctuation : nil
            return true
        }
        guard var last = blocks.popLast() else { return false }
        if var final = last.removeLastFinal() {
            blocks.append(last)
            if final.presses > 1 {
                final.presses -= 1
                place(final)
            }
        } else if !last.vowelStrokes.isEmpty {
            last.removeLastVowelStroke(cyclesWrap: options.cyclesWrap)
            if !last.isEmpty { blocks.append(last) }
        } else if var initial = last.initial, initial.presses > 1 {
            initial.presses -= 1
            place(initial)
        }
        lastKey = blocks.last?.lastKey
        return true
    }

    /// Ends the composition and returns its text (the break a space makes, without the space).
    public mutating func finish() -> String {
        Self.string(finishScalars())
    }

    /// Forgets the composition without returning it.
    public mutating func reset() {
        blocks.removeAll()
        punctuationPresses = 0
        lastKey = nil
    }

    /// The whole text a key sequence types from an empty field: committed text plus what is
    /// still composing at the end.
    public static func text(typing keys: some Sequence<CheonJiInKey>, options: CheonJiInOptions = CheonJiInOptions()) -> String {
        var automaton = CheonJiInAutomaton(options: options)
        var text = ""
        for key in keys { text += automaton.press(key) }
        return text + automaton.composingText
    }

    // MARK: - Strokes

    private mutating func pressConsonant(_ key: CheonJiInConsonantKey) {
        guard lastKey == .consonant(key), let last = blocks.last else {
            place(CheonJiInConsonantPress(key: key))
            return
        }
        // The last stroke placed this key's consonant: it is the last final or a lone block.
        let isClusterSecond = last.finals.count == 2
        var press = removeLastConsonant()
        // Past the end of the cycle a new consonant starts, unless cycles wrap. The second half
        // of a cluster always goes round (갊 + ㅇㅁ → 갈ㅇ, as the reference does).
        if press.isAtEndOfCycle && !options.cyclesWrap && !isClusterSecond {
            place(press)
            place(CheonJiInConsonantPress(key: key))
        } else {
            press.presses += 1
            place(press)
        }
    }

    private mutating func pressVowel(_ stroke: CheonJiInVowelStroke) {
        guard var last = blocks.popLast() else {
            blocks.append(CheonJiInBlock(stroke: stroke))
            return
        }
        if let moved = last.removeLastFinal() {
            // The final becomes the initial of a new syllable (안 + ㅣ → 아니).
            blocks.append(last)
            var next = CheonJiInBlock(initial: moved)
            _ = next.appendVowelStroke(stroke, cyclesWrap: options.cyclesWrap)
            blocks.append(next)
        } else if last.appendVowelStroke(stroke, cyclesWrap: options.cyclesWrap) {
            blocks.append(last)
        } else {
            blocks.append(last)
            blocks.append(CheonJiInBlock(stroke: stroke))
        }
    }

    /// Puts a consonant after the live text: as a final or the second half of a cluster of the
    /// last syllable when it can be one, else as a new block.
    private mutating func place(_ press: CheonJiInConsonantPress) {
        if var last = blocks.last, last.canTakeFinal(press.consonant) {
            last.appendFinal(press)
            blocks[blocks.count - 1] = last
        } else {
            blocks.append(CheonJiInBlock(initial: press))
        }
    }

    /// Takes the last consonant out of the live text (the last final, or a lone consonant block).
    private mutating func removeLastConsonant() -> CheonJiInConsonantPress {
        var last = blocks.removeLast()
        if let final = last.removeLastFinal() {
            blocks.append(last)
            return final
        }
        return last.initial!
    }

    // MARK: - Committing

    /// Commits the blocks no later key can change: all but the last, and the one before it only
    /// while a lone consonant after it is being cycled and might still join it.
    private mutating func commitFinishedBlocks() -> [Unicode.Scalar] {
        var keep = 1
        if blocks.count >= 2, let last = blocks.last, let initial = last.initial, last.isLoneConsonant,
            lastKey == .consonant(initial.key)
        {
            let previous = blocks[blocks.count - 2]
            if previous.isSyllable && previous.finals.count < 2 { keep = 2 }
        }
        var committed: [Unicode.Scalar] = []
        while blocks.count > keep { committed += blocks.removeFirst().scalars }
        return committed
    }

    private mutating func finishPunctuation() -> [Unicode.Scalar] {
        guard punctuationPresses > 0 else { return [] }
        let mark = Self.punctuationMark(presses: punctuationPresses)
        punctuationPresses = 0
        return [mark]
    }

    private mutating func finishScalars() -> [Unicode.Scalar] {
        let scalars = composingScalars
        reset()
        return scalars
    }

    private static func punctuationMark(presses: Int) -> Unicode.Scalar {
        punctuationMarks[(presses - 1) % punctuationMarks.count]
    }

    private static func string(_ scalars: [Unicode.Scalar]) -> String {
        String(String.UnicodeScalarView(scalars))
    }
}
