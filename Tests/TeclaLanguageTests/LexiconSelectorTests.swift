import Testing
import TeclaLanguage
import TeclaPackBuilder

/// How a pack's words get their case: from the real-word list and the corpora's usage away from
/// sentence starts.
@Suite struct LexiconSelectorTests {
    /// Casing evidence: each spelling used `count` times mid-sentence.
    func casing(_ uses: [(String, Int)]) -> CasingStatistics {
        var casing = CasingStatistics()
        for (spelling, count) in uses {
            for _ in 0..<count { casing.add(sentence: ["the", Substring(spelling)]) }
        }
        return casing
    }

    func spellings(list: [String], words: [String], uses: [(String, Int)]) -> [String: Double] {
        let selector = LexiconSelector(realWords: list)
        let entries = selector.select(
            frequencies: words.map { LexiconEntry(spelling: $0, frequency: 100) }, casing: casing(uses), limit: 100)
        return Dictionary(entries.map { ($0.spelling, $0.frequency) }, uniquingKeysWith: +)
    }

    @Test func aCommonWordTheCorporaMostlyUseAsANameKeepsItsLowerCase() {
        // Addresses and team names: "Street" nine times in ten, yet "street" is the word.
        let words = spellings(list: ["street", "lady"], words: ["street", "lady"], uses: [("Street", 95), ("street", 5), ("Lady", 40)])
        #expect(words["street"] != nil && words["Street"] != nil, "both kept: typing one never turns it into the other")
        #expect(words["lady"] != nil && words["Lady"] != nil)
        #expect(words["Street"]! > words["street"]!, "each with its share of the uses")
    }

    @Test func aWordUsedOnlyOneWayHasOneSpelling() {
        let words = spellings(list: ["monday", "Monday", "the"], words: ["monday", "the"], uses: [("Monday", 50), ("the", 500)])
        #expect(Set(words.keys) == ["Monday", "the"])
    }

    @Test func aWordWhoseCapitalsAreRareStaysLowerCase() {
        let words = spellings(list: ["walk"], words: ["walk"], uses: [("walk", 200), ("Walk", 3)])
        #expect(Set(words.keys) == ["walk"])
    }
}
