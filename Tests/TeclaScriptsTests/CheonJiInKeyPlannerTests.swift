import TeclaTyping
import Testing
import TeclaEvaluation
import TeclaScripts
import TeclaTestSupport

@Suite struct CheonJiInKeyPlannerTests {
    @Test func everySyllableIsPlannedAndTypedBack() {
        for value in HangulSyllable.scalarRange {
            let character = Character(Unicode.Scalar(value)!)
            guard let keys = CheonJiInKeyPlanner.keys(toType: character, after: CheonJiInAutomaton()) else {
                Issue.record("no plan for \(character)")
                continue
            }
            #expect(Array(CheonJiInAutomaton.text(typing: keys).unicodeScalars) == Array(character.unicodeScalars))
        }
    }

    @Test func syllablePlansAreTheOraclesShortestSequences() throws {
        let cases = CheonJiInOracleFixtures.jsonLines.split(separator: "\n").map { try! CheonJiInOracleCase(jsonLine: String($0)) }
        let syllables = cases.filter { $0.kind == "syllable" }
        #expect(!syllables.isEmpty)
        for oracleCase in syllables {
            let keys = CheonJiInKeyPlanner.keys(toType: Character(oracleCase.text), after: CheonJiInAutomaton())
            #expect(keys?.map(\.label) == oracleCase.keys)
        }
    }

    @Test(arguments: [
        ("안녕하세요", "ㅇㅁ ㅣ ㆍ ㄴㄹ space ㄴㄹ ㆍ ㆍ ㅣ ㅇㅁ ㅅㅎ ㅅㅎ ㅣ ㆍ ㅅㅎ ㆍ ㅣ ㅣ ㅇㅁ ㆍ ㆍ ㅡ"),
        ("학교", "ㅅㅎ ㅅㅎ ㅣ ㆍ ㄱㅋ space ㄱㅋ ㆍ ㆍ ㅡ"),
        ("아니", "ㅇㅁ ㅣ ㆍ ㄴㄹ ㅣ"),
        ("읊자", "ㅇㅁ ㅡ ㄴㄹ ㄴㄹ ㅂㅍ ㅂㅍ ㅈㅊ ㅣ ㆍ"),
    ])
    func wordsGetBreaksOnlyWhereNeeded(word: String, expected: String) {
        var automaton = CheonJiInAutomaton()
        var keys: [CheonJiInKey] = []
        for character in word {
            let planned = CheonJiInKeyPlanner.keys(toType: character, after: automaton) ?? []
            for key in planned { automaton.press(key) }
            keys += planned
        }
        #expect(keys.map(\.label).joined(separator: " ") == expected)
    }

    @Test func whatTheKeysCannotTypeHasNoPlan() {
        #expect(CheonJiInKeyPlanner.keys(toType: "a", after: CheonJiInAutomaton()) == nil)
        #expect(CheonJiInKeyPlanner.keys(toType: "ㄳ", after: CheonJiInAutomaton()) == nil)
        #expect(CheonJiInKeyPlanner.keys(toType: "ㅢ", after: CheonJiInAutomaton()) == nil, "a lone ㅡ does not take ㅣ")
        #expect(CheonJiInKeyPlanner.strokes(for: .wa) == [.sky, .earth, .human, .sky])
        #expect(CheonJiInKeyPlanner.presses(for: .ssangKiyeok) == Array(repeating: .consonant(.kiyeokKhieukh), count: 3))
    }
}
