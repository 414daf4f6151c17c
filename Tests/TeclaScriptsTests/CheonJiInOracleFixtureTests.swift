import Testing
import TeclaEvaluation
import TeclaScripts
import TeclaTestSupport

@Suite struct CheonJiInOracleFixtureTests {
    static let cases: [CheonJiInOracleCase] = CheonJiInOracleFixtures.jsonLines
        .split(separator: "\n").map { try! CheonJiInOracleCase(jsonLine: String($0)) }

    @Test(arguments: [false, true])
    func theSampleIsTypedExactly(wrap: Bool) {
        var evaluation = CheonJiInOracleEvaluation(options: CheonJiInOptions(cyclesWrap: wrap))
        for (index, oracleCase) in Self.cases.enumerated() { evaluation.add(oracleCase, line: index + 1) }
        #expect(evaluation.total == Self.cases.count && evaluation.total >= 60)
        #expect(evaluation.exact == evaluation.total, "\(evaluation.mismatches)")
        #expect(evaluation.hwaljaBugCases > 0 && evaluation.hwaljaBugCasesMatched == evaluation.hwaljaBugCases)
    }

    @Test func theSampleHasWrapLines() {
        #expect(Self.cases.filter { $0.wrapText != nil }.count >= 10)
    }

    @Test func aMismatchIsReportedWithScalars() {
        var evaluation = CheonJiInOracleEvaluation(options: CheonJiInOptions())
        evaluation.add(CheonJiInOracleCase(keys: ["ㄱㅋ", "ㅣ", "ㆍ"], text: "\u{1100}\u{1161}", kind: "syllable"), line: 1)
        evaluation.add(CheonJiInOracleCase(keys: ["ㄱ"], text: "ㄱ", kind: "jamo"), line: 2)
        #expect(evaluation.exact == 0 && evaluation.mismatchCount == 2, "가 is not ᄀ + ᅡ, and ㄱ is not a key")
        #expect(evaluation.kinds.map(\.kind) == ["syllable", "jamo"])
    }
}
