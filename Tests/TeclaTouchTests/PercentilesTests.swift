import Testing
import TeclaEvaluation

@Suite struct PercentilesTests {
    @Test func nearestRankOnTheSortedSample() {
        let latency = Percentiles([3, 1, 2, 10])
        #expect(latency[0.5] == 3)
        #expect(latency[0] == 1)
        #expect(latency[0.99] == 10 && latency[1] == 10 && latency.maximum == 10)
        #expect(Percentiles([])[0.99] == 0 && Percentiles([]).maximum == 0)
        let hundred = Percentiles((1...100).map(Double.init))
        #expect(hundred[0.95] == 96 && hundred[0.5] == 51)
    }
}
