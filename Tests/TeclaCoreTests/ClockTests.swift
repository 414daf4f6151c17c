import Testing
@testable import TeclaCore

@Suite struct ClockTests {
    @Test func manualClockOnlyMovesForward() {
        let clock = ManualClock(now: 5)
        clock.advance(by: 1.5)
        clock.advance(by: -3)
        clock.advance(by: .nan)
        clock.set(2)
        #expect(clock.now == 6.5)
        clock.set(10)
        #expect(clock.now == 10)
    }

    @Test func systemClockIsMonotonic() {
        let clock = SystemClock()
        let a = clock.now, b = clock.now
        #expect(b >= a)
    }
}
