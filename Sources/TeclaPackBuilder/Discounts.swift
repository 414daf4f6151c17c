import TeclaLanguage
/// Modified Kneser-Ney discounts D1, D2, D3+ from counts of counts.
struct Discounts {
    let d1: Double, d2: Double, d3: Double

    init<C: Sequence>(counts: C) where C.Element == UInt32 {
        var n = [Double](repeating: 0, count: 5)
        for c in counts where c >= 1 && c <= 4 { n[Int(c)] += 1 }
        let y = n[1] + 2 * n[2] > 0 ? n[1] / (n[1] + 2 * n[2]) : 0.5
        func sane(_ value: Double, _ limit: Double, _ fallback: Double) -> Double {
            value.isFinite && value > 0 && value < limit ? value : fallback
        }
        d1 = sane(1 - 2 * y * n[2] / n[1], 1, 0.5)
        d2 = sane(2 - 3 * y * n[3] / n[2], 2, 1.0)
        d3 = sane(3 - 4 * y * n[4] / n[3], 3, 1.5)
    }

    func discount(_ count: UInt32) -> Double {
        switch count {
        case 0: 0
        case 1: d1
        case 2: d2
        default: d3
        }
    }
}
