import Testing
import TeclaScripts

@Suite struct CheonJiInAutomatonTests {
    typealias T = CheonJiInTesting

    @Test(arguments: [
        ("ㅇㅁ ㅣ ㆍ ㄴㄹ", "안"),
        ("ㅇㅁ ㅣ ㆍ ㄴㄹ ㅣ", "아니"),
        ("ㅇㅁ ㅣ ㆍ ㄴㄹ ㆍ", "아\u{1102}\u{119E}"),
        ("ㅇㅁ ㅣ ㆍ ㄴㄹ ㆍ ㅣ", "아너"),
        ("ㅇㅁ ㅣ ㆍ ㄴㄹ ㅈㅊ ㅡ", "안즈"),
        ("ㅇㅁ ㅣ ㆍ ㄴㄹ ㅅㅎ", "안ㅅ"),
        ("ㅇㅁ ㅣ ㆍ ㄴㄹ ㅅㅎ ㅅㅎ", "않"),
        ("ㅇㅁ ㅣ ㆍ ㄴㄹ ㅅㅎ ㅅㅎ ㅅㅎ", "안ㅆ"),
        ("ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㅅㅎ ㅅㅎ", "갏"),
        ("ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㄷㅌ", "갈ㄷ"),
        ("ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㄷㅌ ㄷㅌ", "갍"),
        ("ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㄷㅌ ㄷㅌ ㄷㅌ", "갈ㄸ"),
        ("ㄱㅋ ㄱㅋ ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㅂㅍ ㅂㅍ", "깚"),
        ("ㄱㅋ ㄱㅋ ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㅂㅍ ㅂㅍ ㅂㅍ", "깔ㅃ"),
        ("ㅇㅁ ㅡ ㄴㄹ ㄴㄹ ㅂㅍ ㅂㅍ ㅈㅊ ㅣ ㆍ", "읊자"),
        ("ㄷㅌ ㅣ ㆍ ㄴㄹ ㄴㄹ ㄱㅋ", "닭"),
        ("ㄷㅌ ㅣ ㆍ ㄴㄹ ㄴㄹ ㄱㅋ ㄱㅋ", "달ㅋ"),
        ("ㄷㅌ ㅣ ㆍ ㄴㄹ ㄴㄹ ㄱㅋ ㅣ", "달기"),
        ("ㄱㅋ ㅣ ㆍ ㅂㅍ ㅅㅎ", "값"),
        ("ㄱㅋ ㅣ ㆍ ㅂㅍ ㅅㅎ ㅅㅎ", "갑ㅎ"),
        ("ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㅇㅁ ㅇㅁ", "갊"),
        ("ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㅇㅁ ㅇㅁ ㅇㅁ", "갈ㅇ"),
        ("ㅇㅁ ㅇㅁ ㅣ ㆍ ㄴㄹ ㄴㄹ ㅇㅁ ㅇㅁ ㅣ", "말미"),
        ("ㄱㅋ ㅣ ㆍ ㄷㅌ ㄷㅌ ㄷㅌ", "가ㄸ"),
        ("ㄱㅋ ㅣ ㆍ ㄷㅌ ㄷㅌ ㄷㅌ ㅣ", "가띠"),
        ("ㅅㅎ ㅅㅎ ㅣ ㆍ ㄱㅋ ㄱㅋ ㆍ ㆍ ㅡ", "하쿄"),
        ("ㅅㅎ ㅅㅎ ㅣ ㆍ ㄱㅋ space ㄱㅋ ㆍ ㆍ ㅡ", "학교"),
        ("ㆍ", "\u{119E}"),
        ("ㆍ ㆍ", "\u{11A2}"),
        ("ㅣ ㆍ ㆍ ㆍ", "ㅑ\u{119E}"),
        ("ㅡ ㅣ", "ㅡㅣ"),
        ("ㄱㅋ ㅡ ㅣ", "긔"),
        ("ㄱㅋ ㆍ ㅡ ㆍ", "고\u{119E}"),
        ("ㄱㅋ ㆍ ㅡ ㆍ ㅣ", "고ㅓ"),
        ("ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ space ㄷㅌ ㄷㅌ", "갈ㅌ"),
        ("ㄱㅋ ㅣ ㆍ ㄴㄹ space ㅣ", "간ㅣ"),
    ])
    func edgeCases(keys: String, expected: String) {
        #expect(T.typed(keys) == T.scalars(expected), "\(keys)")
        #expect(T.typed(keys, wrap: true) == T.scalars(expected), "\(keys) (wrapping)")
    }

    @Test(arguments: [
        ("ㅣ ㆍ", "ㅏ"), ("ㅣ ㆍ ㅣ", "ㅐ"), ("ㅣ ㆍ ㆍ", "ㅑ"), ("ㅣ ㆍ ㆍ ㅣ", "ㅒ"), ("ㆍ ㅣ", "ㅓ"), ("ㆍ ㅣ ㅣ", "ㅔ"),
        ("ㆍ ㆍ ㅣ", "ㅕ"), ("ㆍ ㆍ ㅣ ㅣ", "ㅖ"), ("ㆍ ㅡ", "ㅗ"), ("ㆍ ㅡ ㅣ ㆍ", "ㅘ"), ("ㆍ ㅡ ㅣ ㆍ ㅣ", "ㅙ"),
        ("ㆍ ㅡ ㅣ", "ㅚ"), ("ㆍ ㆍ ㅡ", "ㅛ"), ("ㅡ ㆍ", "ㅜ"), ("ㅡ ㆍ ㆍ ㅣ", "ㅝ"), ("ㅡ ㆍ ㆍ ㅣ ㅣ", "ㅞ"),
        ("ㅡ ㆍ ㅣ", "ㅟ"), ("ㅡ ㆍ ㆍ", "ㅠ"), ("ㅡ", "ㅡ"), ("ㅣ", "ㅣ"), ("ㅇㅁ ㅡ ㅣ", "의"),
    ])
    func vowelsFromStrokes(keys: String, expected: String) {
        #expect(T.typed(keys) == T.scalars(expected), "\(keys)")
    }

    @Test func consonantKeysCycle() {
        for key in CheonJiInConsonantKey.allCases {
            for (index, consonant) in key.cycle.enumerated() {
                let labels = Array(repeating: key.label, count: index + 1).joined(separator: " ")
                #expect(T.typed(labels) == [consonant.compatibilityScalar])
            }
            let pastTheEnd = Array(repeating: key.label, count: key.cycle.count + 1).joined(separator: " ")
            #expect(T.typed(pastTheEnd) == [key.cycle.last!.compatibilityScalar, key.cycle[0].compatibilityScalar], "appends")
            #expect(T.typed(pastTheEnd, wrap: true) == [key.cycle[0].compatibilityScalar], "wraps")
        }
    }

    @Test(arguments: [
        ("ㄱㅋ ㄱㅋ ㄱㅋ ㄱㅋ", "ㄲㄱ", "ㄱ"),
        ("ㄴㄹ ㄴㄹ ㄴㄹ", "ㄹㄴ", "ㄴ"),
        ("ㄱㅋ ㅣ ㆍ ㄱㅋ ㄱㅋ ㄱㅋ ㄱㅋ", "갂ㄱ", "각"),
        ("ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㄴㄹ", "갈ㄴ", "간"),
        ("ㅅㅎ ㅣ ㆍ ㄴㄹ ㄴㄹ ㅣ ㆍ ㅇㅁ ㅇㅁ ㅇㅁ ㅣ", "사람이", "사라이"),
        ("ㅇㅁ ㅇㅁ ㅡ ㆍ ㄴㄹ ㄴㄹ ㄴㄹ ㄴㄹ ㆍ ㅡ ㄴㄹ", "물론", "무론"),
        ("ㆍ ㆍ ㆍ", "\u{11A2}\u{119E}", "\u{119E}"),
        ("ㄱㅋ ㆍ ㆍ ㆍ", "\u{1100}\u{11A2}\u{119E}", "\u{1100}\u{119E}"),
    ])
    func wrapModesDiffer(keys: String, appending: String, wrapping: String) {
        #expect(T.typed(keys) == T.scalars(appending))
        #expect(T.typed(keys, wrap: true) == T.scalars(wrapping))
    }

    @Test func spaceEndsTheCompositionOrTypesASpace() {
        #expect(T.typed("space") == [" "])
        #expect(T.typed("space space space") == T.scalars("   "))
        #expect(T.typed("ㄱㅋ ㅣ ㆍ space space") == T.scalars("가 "))
        #expect(T.typed("ㅇㅁ ㆍ ㅡ space ㅇㅁ ㅣ ㆍ ㄴㄹ space ㄴㄹ ㆍ ㆍ ㅣ ㅇㅁ") == T.scalars("오안녕"))
        #expect(T.typed("ㅇㅁ ㆍ ㅡ space space ㅇㅁ ㅣ ㆍ ㄴㄹ space ㄴㄹ ㆍ ㆍ ㅣ ㅇㅁ") == T.scalars("오 안녕"))
        var (automaton, _) = T.automaton(after: "ㄱㅋ ㅣ ㆍ")
        #expect(automaton.isComposing)
        #expect(automaton.press(.space) == "가")
        #expect(!automaton.isComposing)
        #expect(automaton.press(.space) == " ")
    }

    @Test func finishedBlocksAreCommittedAndOnlyTheLivePartComposes() {
        var (automaton, committed) = T.automaton(after: "ㅇㅁ ㅣ ㆍ ㄴㄹ")
        #expect(committed.isEmpty && automaton.composingText == "안")
        #expect(automaton.press(.vowel(.human)) == "아")
        #expect(automaton.composingText == "니")
        (automaton, committed) = T.automaton(after: "ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㄷㅌ")
        #expect(committed.isEmpty && automaton.composingText == "갈ㄷ", "갈 stays live: ㄷ may still join it")
        #expect(automaton.press(.vowel(.human)) == "갈")
        #expect(automaton.composingText == "디")
    }

    @Test func backspaceUndoesOneStrokeAtATime() {
        var (automaton, _) = T.automaton(after: "ㅅㅎ ㅅㅎ ㅣ ㆍ ㄴㄹ")
        var undone: String?
        var steps: [String] = [automaton.composingText]
        while automaton.deleteBackward() { steps.append(automaton.composingText) }
        #expect(steps == ["한", "하", "히", "ㅎ", "ㅅ", ""])
        undone = T.undo(&automaton)
        #expect(undone == nil, "nothing composing: the caller deletes a character")

        (automaton, _) = T.automaton(after: "ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㄷㅌ ㄷㅌ")
        undone = T.undo(&automaton)
        #expect(undone == "갈ㄷ")
        (automaton, _) = T.automaton(after: "ㄱㅋ ㄱㅋ ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㅂㅍ ㅂㅍ ㅂㅍ")
        undone = T.undo(&automaton)
        #expect(undone == "깚")
        (automaton, _) = T.automaton(after: "ㄱㅋ ㆍ ㅡ ㅣ ㆍ")
        undone = T.undo(&automaton)
        #expect(undone == "괴")
        (automaton, _) = T.automaton(after: "ㄱㅋ ㄱㅋ ㄱㅋ ㄱㅋ", wrap: true)
        #expect(automaton.composingText == "ㄱ")
        undone = T.undo(&automaton)
        #expect(undone == "ㄲ", "back through the wrap")
        (automaton, _) = T.automaton(after: "ㄱㅋ ㅣ ㆍ ㄱㅋ ㄱㅋ ㄱㅋ ㄱㅋ")
        #expect(automaton.composingText == "갂ㄱ")
        undone = T.undo(&automaton)
        #expect(undone == "갂")
        (automaton, _) = T.automaton(after: "ㅇㅁ ㅣ ㆍ ㄴㄹ ㅣ")
        undone = T.undo(&automaton)
        #expect(undone == "ㄴ", "아 was finished; the stroke is undone in 니")
    }

    @Test func backspaceThenTheSameStrokeGivesTheSameState() {
        let (start, _) = T.automaton(after: "ㄱㅋ ㅣ ㆍ ㄴㄹ ㄴㄹ ㅇㅁ ㅇㅁ ㅇㅁ")
        var automaton = start
        #expect(automaton.composingText == "갈ㅇ")
        _ = automaton.deleteBackward()
        #expect(automaton.composingText == "갊")
        _ = automaton.press(.consonant(.ieungMieum))
        #expect(automaton == start)
    }

    @Test func thePunctuationKeyCycles() {
        #expect(T.typed(".,?!") == ["."])
        #expect(T.typed(".,?! .,?!") == [","])
        #expect(T.typed(".,?! .,?! .,?!") == ["?"])
        #expect(T.typed(".,?! .,?! .,?! .,?!") == ["!"])
        #expect(T.typed(".,?! .,?! .,?! .,?! .,?!") == ["."], "goes round")
        #expect(T.typed("ㄱㅋ ㅣ ㆍ .,?! .,?! .,?!") == T.scalars("가?"))
        #expect(T.typed("ㄱㅋ ㅣ ㆍ .,?! ㄴㄹ ㅣ") == T.scalars("가.니"), "a letter finishes the mark")
        #expect(T.typed("ㄱㅋ ㅣ ㆍ .,?! space ㄴㄹ") == T.scalars("가. ㄴ"), "space after a mark is a real space")
        var (automaton, _) = T.automaton(after: "ㄱㅋ ㅣ ㆍ .,?! .,?!")
        var undone: String?
        #expect(automaton.composingText == ",")
        undone = T.undo(&automaton)
        #expect(undone == ".")
        undone = T.undo(&automaton)
        #expect(undone == "")
        undone = T.undo(&automaton)
        #expect(undone == nil)
    }

    @Test func keyLabelsRoundTrip() {
        for key in CheonJiInKey.allKeys {
            #expect(CheonJiInKey(label: key.label) == key)
        }
        #expect(CheonJiInKey.allKeys.count == 12)
        #expect(CheonJiInKey(label: "\u{00B7}") == nil, "the dot key is U+318D")
        #expect(CheonJiInKey(label: "ㄱ") == nil)
        #expect(CheonJiInConsonantKey.kiyeokKhieukh.label == "ㄱㅋ")
    }
}
